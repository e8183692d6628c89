// The built API (backend/dist/main.js) as a real process, so a test can kill and restart it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** RELIABILITY_API_MAIN runs the fault tests against another build (e.g. to see them fail on an older one). */
export const MAIN_JS = process.env.RELIABILITY_API_MAIN ?? `${REPO_ROOT}backend/dist/main.js`;
/** How long a spawned API may take to answer its health check after it is started. */
const START_TIMEOUT_MS = 60_000;

export interface SpawnedApi {
  baseUrl: string;
  output(): string;
  /** How many lines the API has written so far: a mark for linesSince. */
  lineCount(): number;
  /** The lines written since `mark` (an earlier lineCount()), as far as the last 300 lines reach. */
  linesSince(mark: number): string[];
  start(): Promise<void>;
  /** SIGKILL: no graceful shutdown at all. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function builtApiExists(): boolean {
  return existsSync(MAIN_JS);
}

export function spawnedApi(port: number, env: Record<string, string>): SpawnedApi {
  let child: ChildProcess | null = null;
  const lines: string[] = [];
  let written = 0;
  const keep = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      lines.push(line);
      written++;
    }
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const waitExit = async (signal: NodeJS.Signals) => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill(signal);
    const t = setTimeout(() => c.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(t);
  };
  return {
    baseUrl,
    output: () => lines.join('\n'),
    lineCount: () => written,
    linesSince: (mark) => lines.slice(Math.max(0, lines.length - (written - mark))),
    async start() {
      child = spawn(process.execPath, [MAIN_JS], {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      const c = child;
      // A cold start on a loaded machine (two test workers, PGlite's start-up and migrations on
      // the main thread) can take well over the usual few seconds.
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (c.exitCode !== null || c.signalCode !== null) throw new Error(`the API exited (${c.exitCode ?? c.signalCode}):\n${lines.join('\n')}`);
        try {
          const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) });
          if (res.ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the API did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`);
    },
    kill: () => waitExit('SIGKILL'),
    stop: () => waitExit('SIGTERM'),
  };
}
