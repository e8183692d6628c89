import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/config.js';

/**
 * `node backend/dist/main.js` with no DATABASE_URL and no REDIS_URL: the built server starts on
 * an embedded PGlite, a user registers and logs in, it stops cleanly on SIGTERM, and the data
 * survives a restart. Needs the build (`nx test backend` builds first).
 */
const MAIN = path.join(REPO_ROOT, 'backend/dist/main.js');
const CSRF = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

interface Server {
  proc: ChildProcess;
  base: string;
  output: () => string;
}

function start(dataDir: string, settings: Record<string, string> = {}): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'log', NODE_ENV: 'development', ...settings };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_OPTIONS;
  const proc = spawn(process.execPath, [MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    // PGlite's WebAssembly start-up takes 5 s on a quiet machine and about 30 s on a busy one
    const timer = setTimeout(() => reject(new Error(`server did not start within 90 s:\n${out}`)), 90_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening on http:\/\/localhost:(\d+)\/api/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, base: `http://127.0.0.1:${m[1]}`, output: () => out });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}

/** SIGTERM, then how it ended: 'clean' when it closed down by itself (Nest re-raises the signal). */
function stop(server: Server): Promise<string> {
  const { proc } = server;
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve('already stopped');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10000);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 || signal === 'SIGTERM' ? 'clean' : `code ${code}, signal ${signal}`);
    });
    proc.kill('SIGTERM');
  });
}

const describeBuilt = existsSync(MAIN) ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const json = (body: unknown) => ({ method: 'POST', headers: CSRF, body: JSON.stringify(body) });

describeBuilt('the built server on embedded PGlite', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mailplan-pglite-'));
  let server: Server | undefined;
  afterAll(async () => {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, registers and logs in a user, stops cleanly, and keeps the data and the session across a restart', async () => {
    server = await start(dataDir);
    const health = await (await fetch(`${server.base}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: 'up', redis: 'disabled' });

    const email = `embedded.${Date.now()}@example.com`;
    const register = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: CSRF,
      body: JSON.stringify({ firstName: 'Em', lastName: 'Bedded', email, password: 'password 123', confirmPassword: 'password 123' }),
    });
    expect(register.status).toBe(201);
    const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ email, password: 'password 123' }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const me = await fetch(`${server.base}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { email: string }).email).toBe(email);

    expect(await stop(server)).toBe('clean');

    server = await start(dataDir);
    // the session of before the restart is still signed in
    expect(((await (await fetch(`${server.base}/api/auth/me`, { headers: { cookie } })).json()) as { email: string }).email).toBe(email);
    const again = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ email, password: 'password 123' }) });
    expect(again.status).toBe(200);
    expect(await stop(server)).toBe('clean');
    server = undefined;
  }, 240_000);

  it('time passes: logins across the pool idle timeout keep working, and a session ends when its lifetime does', async () => {
    // The pool closes its idle connection after 300 ms; a session lasts 6 s.
    server = await start(dataDir, { DATABASE_POOL_IDLE_MS: '300', SESSION_MAX_AGE_HOURS: String(6 / 3600) });
    const email = `idle.${Date.now()}@example.com`;
    const password = 'password 123';
    expect((await fetch(`${server.base}/api/auth/register`, json({ firstName: 'Id', lastName: 'Le', email, password, confirmPassword: password }))).status).toBe(201);

    const logins: number[] = [];
    let cookie = '';
    for (let i = 0; i < 3; i++) {
      const login = await fetch(`${server.base}/api/auth/login`, json({ email, password }));
      logins.push(login.status);
      cookie = login.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      // a failed attempt is counted too (the throttle's write path), then time passes
      const wrong = await fetch(`${server.base}/api/auth/login`, json({ email, password: 'not the password' }));
      logins.push(wrong.status);
      await sleep(1000);
    }
    expect(logins).toEqual([200, 401, 200, 401, 200, 401]);
    expect(server.output()).not.toContain('login throttle unavailable');

    expect((await fetch(`${server.base}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    await sleep(6500);
    expect((await fetch(`${server.base}/api/auth/me`, { headers: { cookie } })).status).toBe(401);

    expect(await stop(server)).toBe('clean');
    server = undefined;
  }, 240_000);
});
