// `npm start` as the README gives it, on embedded defaults (no DATABASE_URL, no REDIS_URL, no AI
// keys): it prints the URL to open, the web app and the API answer there, and a user can register.
// Runs after the build of `npm test`, so the script's own build step is a cache hit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

test('npm start on embedded defaults serves the app, and a user can register', { timeout: 240_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailplan-start-'));
  const env = { ...process.env, PORT: '0', PGLITE_DATA_DIR: dataDir, NX_DAEMON: 'false' };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'NODE_OPTIONS']) delete env[key];
  const proc = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  try {
    const base = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not come up within 200 s:\n${output}`)), 200_000);
      const read = (chunk) => {
        output += chunk;
        const m = /listening on (http:\/\/localhost:\d+)\/api/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1].replace('localhost', '127.0.0.1'));
        }
      };
      proc.stdout.on('data', read);
      proc.stderr.on('data', read);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with ${code}:\n${output}`));
      });
    });
    assert.match(output, /Mailplan is starting on http:\/\/localhost:/);
    assert.match(output, /database: embedded PGlite/);

    const page = await fetch(`${base}/auth/register`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root">/);

    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'correct-horse-1', confirmPassword: 'correct-horse-1' }),
    });
    assert.equal(register.status, 201);
    assert.equal((await register.json()).email, 'ada@example.com');
  } finally {
    // npm, the script and the server form one process group.
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r() : proc.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
