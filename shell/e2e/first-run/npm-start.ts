import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface RunningProduct {
  stop(): Promise<void>;
  output(): string;
}

/**
 * Runs `npm start` as the README says, with no DATABASE_URL, REDIS_URL or AI key, on `port` and a
 * data directory of the test's own. `settings` shortens timeouts so that a test can cross them.
 */
export async function npmStart(port: number, dataDir: string, settings: Record<string, string> = {}): Promise<RunningProduct> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...settings };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'NODE_OPTIONS', 'NODE_ENV']) delete env[name];
  // Its own process group, so that stopping it stops npm, the start script and the server alike.
  const child: ChildProcess = spawn('npm', ['start'], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 300_000; // a first start may install and build
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${out}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm start did not answer within 5 minutes:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
