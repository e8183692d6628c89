// A Postgres and a Redis of the test's own, on ports of their own, so fault tests can stop and
// restart them without touching the machine's shared servers. Postgres runs from the machine's
// binaries (PG_BIN, default /usr/lib/postgresql/15/bin) in a temporary data folder; as root,
// initdb and postgres run as the `postgres` user through runuser (initdb refuses root).
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves when something accepts TCP connections on the port, rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = new Socket();
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => (s.destroy(), resolve(false)));
      s.connect(port, '127.0.0.1');
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

/** Servers still running when the test process exits (even on a failed test) are stopped. */
const onExit = new Set<() => void>();
process.once('exit', () => {
  for (const stop of onExit) {
    try {
      stop();
    } catch {
      // best effort
    }
  }
});

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Runs a Postgres binary, as the postgres user when we are root. */
async function pgRun(bin: string, args: string[]): Promise<string> {
  const file = join(PG_BIN, bin);
  const { stdout } = isRoot() ? await run('runuser', ['-u', 'postgres', '--', file, ...args]) : await run(file, args);
  return stdout;
}

export interface OwnPostgres {
  port: number;
  /** Admin URL (database `postgres`, user `postgres`, trust). */
  adminUrl: string;
  urlFor(database: string): string;
  start(): Promise<void>;
  /** `immediate` is a crash: no checkpoint, open connections cut. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(`Postgres binaries not found in ${PG_BIN} (set PG_BIN)`);
  const dir = mkdtempSync(join(tmpdir(), 'mailplan-pg-'));
  if (isRoot()) {
    const { uid, gid } = await postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  await pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // a crash of the server process (not of the machine) keeps what the OS already has
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=50',
    '-c shared_buffers=32MB',
  ].join(' ');
  const pg: OwnPostgres = {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgRun('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '20', 'start']);
    },
    async stop(mode = 'fast') {
      await pgRun('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '20', 'stop']);
    },
    async destroy() {
      try {
        await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const emergencyStop = () => {
    const args = ['-D', data, '-m', 'immediate', 'stop'];
    if (isRoot()) execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl'), ...args], { stdio: 'ignore' });
    else execFileSync(join(PG_BIN, 'pg_ctl'), args, { stdio: 'ignore' });
  };
  onExit.add(emergencyStop);
  const destroy = pg.destroy;
  pg.destroy = async () => {
    onExit.delete(emergencyStop);
    await destroy();
  };
  await pg.start();
  return pg;
}

export interface OwnRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mailplan-redis-'));
  let child: ChildProcess | null = null;
  const redis: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) return;
      child = spawn(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--maxmemory-policy', 'noeviction'],
        { stdio: 'ignore' },
      );
      const c = child;
      const kill = () => c.kill('SIGKILL');
      onExit.add(kill);
      c.once('exit', () => onExit.delete(kill));
      await waitForPort(port);
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
    async destroy() {
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}
