// No Docker engine runs in CI, so this keeps docker-compose.yml honest another way: it must parse,
// name every service the README documents with the same published port, and every image it builds
// must have its Dockerfile in the repo. It checks what a deployer relies on, not the file's exact
// wording: adding a service, reordering keys or writing a command as a string keeps it green.
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

/** A service's command as one string, whether compose.yml writes it as a list or a string. */
function commandOf(svc) {
  return Array.isArray(svc?.command) ? svc.command.join(' ') : String(svc?.command ?? '');
}

/** The environment as an object, whether compose.yml writes it as a map or a list of KEY=value. */
function environmentOf(svc) {
  const env = svc?.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((e) => [e.split('=')[0], e.split('=').slice(1).join('=')]));
}

test('docker-compose.yml has the production shape', () => {
  for (const name of ['api', 'mfe-calendar', 'mfe-campaigns', 'mfe-strategy', 'postgres', 'redis', 'shell', 'worker']) {
    assert.ok(compose.services[name], `docker-compose.yml has no ${name} service`);
  }
});

test('every service and port the README names is in docker-compose.yml', () => {
  const rows = readmeServices();
  assert.ok(rows.length >= 8, `the README's Docker table lists ${rows.length} services`);
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
  assert.match(commandOf(compose.services.worker), /backend\/dist\/worker\.js/);
  assert.equal(String(environmentOf(compose.services.api).JOBS_IN_API), 'false');
  assert.match(commandOf(compose.services.redis), /noeviction/);
});
