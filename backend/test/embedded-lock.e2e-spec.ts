import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIN_JS, REPO_ROOT } from './reliability/support/spawned-api.js';

/**
 * Two built servers (`node backend/dist/main.js`) on one embedded data directory: the second is
 * refused before it opens anything, naming the directory and the first one's pid, while the first
 * keeps serving its data; a lock left by a killed server does not stop the next start
 * (docs/decisions.md#embedded-data-dir-lock). Needs the build (`nx test backend` builds first).
 */
const CSRF = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

interface Run {
  proc: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

function run(dataDir: string): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'log', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_OPTIONS;
  const proc = spawn(process.execPath, [MAIN_JS], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) => proc.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { proc, output: () => out, exited };
}

/** The base URL once the server says it listens; fails if it exits first. */
async function listening(server: Run): Promise<string> {
  // PGlite's WebAssembly start-up takes 5 s on a quiet machine and about 30 s on a busy one
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const m = /listening on http:\/\/localhost:(\d+)\/api/.exec(server.output());
    if (m) return `http://127.0.0.1:${m[1]}`;
    if (server.proc.exitCode !== null || server.proc.signalCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start within 90 s:\n${server.output()}`);
}

const describeBuilt = existsSync(MAIN_JS) ? describe : describe.skip;

describeBuilt('two servers on one embedded data directory', () => {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mailplan-lock-')), 'pglite');
  const running: Run[] = [];
  afterAll(async () => {
    for (const r of running) {
      if (r.proc.exitCode === null && r.proc.signalCode === null) {
        r.proc.kill('SIGKILL');
        await r.exited;
      }
    }
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('refuses the second with the directory and the first one’s pid, keeps the first serving its data, and starts again after a kill', async () => {
    const first = run(dataDir);
    running.push(first);
    const base = await listening(first);
    const email = `lock.${Date.now()}@example.com`;
    const password = 'password 123';
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: CSRF,
      body: JSON.stringify({ firstName: 'Lo', lastName: 'Ck', email, password, confirmPassword: password }),
    });
    expect(register.status).toBe(201);

    const second = run(dataDir);
    running.push(second);
    let timer: NodeJS.Timeout | undefined;
    const ended = await Promise.race([second.exited, new Promise((r) => (timer = setTimeout(() => r('still running after 60 s'), 60_000)))]);
    clearTimeout(timer);
    expect(ended).toBe(1);
    const refusal = second.output().trim();
    expect(refusal).toBe(
      `The embedded database in ${dataDir} is in use by another process (pid ${first.proc.pid}); stop that process first, or set PGLITE_DATA_DIR to another folder.`,
    );
    // refused before opening the database: no migrations, no server
    expect(refusal).not.toMatch(/migrations|listening/);

    // the first still serves, with the data written before
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ email, password }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { email: string }).email).toBe(email);

    // killed outright: no shutdown, the lock stays behind, and the next start still succeeds
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const third = run(dataDir);
    running.push(third);
    const again = await listening(third);
    const relogin = await fetch(`${again}/api/auth/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ email, password }) });
    expect(relogin.status).toBe(200);

    third.proc.kill('SIGTERM');
    // a clean stop exits by itself (or re-raises the signal once closed)
    expect([0, 'SIGTERM']).toContain(await third.exited);
    // a clean stop releases the lock after closing the database
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(existsSync(`${dataDir}.lock.pid`)).toBe(false);
  }, 300_000);
});
