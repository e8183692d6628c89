// No Docker engine runs in CI, so this keeps docker-compose.yml honest another way: it must parse,
// name every service the README documents with the same published port, and every image it builds
// must have its Dockerfile in the repo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** Rows of the README's Docker table: | service | port | what | */
function readmeServices() {
  const section = readme.split('## Docker')[1].split('\n## ')[0];
  return section
    .split('\n')
    .filter((l) => /^\| [a-z-]+ \| (\d+|–) \|/.test(l))
    .map((l) => {
      const [, name, port] = l.split('|').map((c) => c.trim());
      return { name, port: port === '–' ? null : Number(port) };
    });
}

test('docker-compose.yml has the production shape', () => {
  assert.deepEqual(Object.keys(compose.services).sort(), [
    'api', 'mfe-calendar', 'mfe-campaigns', 'mfe-strategy', 'postgres', 'redis', 'shell', 'worker',
  ]);
});

test('every service and port the README names is in docker-compose.yml', () => {
  const rows = readmeServices();
  assert.equal(rows.length, Object.keys(compose.services).length);
  for (const { name, port } of rows) {
    const svc = compose.services[name];
    assert.ok(svc, `README names service ${name}, compose does not`);
    const published = (svc.ports ?? []).map((p) => Number(String(p).split(':')[0]));
    if (port === null) assert.deepEqual(published, [], `${name} should publish no port`);
    else assert.ok(published.includes(port), `${name} should publish ${port}, has ${published}`);
  }
});

test('every built image has its Dockerfile and the files it copies', () => {
  for (const [name, svc] of Object.entries(compose.services)) {
    if (!svc.build) continue;
    const file = join(root, svc.build.context, svc.build.dockerfile);
    assert.ok(existsSync(file), `${name}: missing ${svc.build.dockerfile}`);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const m = /^COPY (?!--from)(\S+)/.exec(line);
      if (m) assert.ok(existsSync(join(root, m[1])), `${name}: ${svc.build.dockerfile} copies missing ${m[1]}`);
    }
  }
});

test('the worker runs the worker entry and the API leaves jobs to it', () => {
  assert.deepEqual(compose.services.worker.command, ['node', 'backend/dist/worker.js']);
  assert.equal(compose.services.api.environment.JOBS_IN_API, 'false');
  assert.match(compose.services.redis.command.join(' '), /noeviction/);
});
