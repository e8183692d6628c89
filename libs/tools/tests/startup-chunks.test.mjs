// The shell's built index.html preloads its first screen's two chunks (startup-chunks.cjs).
// Needs a production build of the shell (`npx nx build shell`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell/dist');

test('index.html preloads the bootstrap and startup-shared chunks, which exist', () => {
  assert.ok(existsSync(path.join(dist, 'index.html')), 'shell/dist/index.html is missing: build the shell first');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);
  for (const chunk of ['bootstrap', 'startup-shared']) {
    const file = preloads.find((href) => href.startsWith(`${chunk}.`));
    assert.ok(file, `no preload of the ${chunk} chunk in index.html (preloads: ${preloads.join(', ')})`);
    assert.ok(readdirSync(dist).includes(file), `${file} is preloaded but not built`);
  }
});
