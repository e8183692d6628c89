// The front end's API types are generated from the committed OpenAPI document
// (`npx nx run backend:openapi` writes both). This fails when someone edits the document, or the
// generated files, without regenerating: the types the web apps compile against would lie.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const documentFile = join(root, 'backend/openapi.json');
const generatedDir = join(root, 'libs/api/src/generated');

test('libs/api/src/generated/openapi.ts is what openapi-typescript makes of backend/openapi.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mailplan-api-types-'));
  try {
    const out = join(dir, 'openapi.ts');
    execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), [documentFile, '-o', out], { stdio: 'pipe' });
    assert.equal(
      readFileSync(join(generatedDir, 'openapi.ts'), 'utf8'),
      readFileSync(out, 'utf8'),
      'stale API types: run `npx nx run backend:openapi` and commit the result',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every schema of the document has a named type in libs/api', () => {
  const document = JSON.parse(readFileSync(documentFile, 'utf8'));
  const index = readFileSync(join(generatedDir, 'index.ts'), 'utf8');
  const exported = [...index.matchAll(/^export type (\w+) = components\['schemas'\]\['(\w+)'\];$/gm)].map((m) => m[1]);
  assert.deepEqual(exported, Object.keys(document.components?.schemas ?? {}).sort());
});
