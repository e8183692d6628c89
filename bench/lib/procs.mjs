// Starting and stopping the servers the benchmark measures, and waiting for them to answer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (asks the kernel for one with port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a Node script with the given environment. Output is kept (last 200 lines) so a failed
 * start can be explained; `quiet: false` streams it as well.
 */
export function startNode(script, { env = {}, cwd, name = script, quiet = true } = {}) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (!quiet) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    child,
    name,
    output: () => lines.join('\n'),
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx, the process exits, or `timeoutMs` passes. */
export async function waitForHttp(url, { proc, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}) before answering ${url}\n${proc.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})${proc ? `\n${proc.output()}` : ''}`);
}
