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

/** The host port of a `ports` entry: `"3000:3000"`, `"127.0.0.1:3000:3000"` or the long form. */
function publishedPort(p) {
  if (typeof p === 'object') return Number(p.published);
  const parts = String(p).split(':');
  return Number(parts.length > 2 ? parts[parts.length - 2] : parts[0]);
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
    const published = (svc.ports ?? []).map(publishedPort);
    if (port === null) assert.deepEqual(published, [], `${name} should publish no port`);
    else assert.ok(published.includes(port), `${name} should publish ${port}, has ${published}`);
  }
});

/** A Dockerfile path with the service's build arguments filled in: `${APP}` becomes `mfe-calendar`. */
function withBuildArgs(text, svc) {
  return text.replace(/\$\{(\w+)\}/g, (whole, arg) => String(svc.build.args?.[arg] ?? whole));
}

test('every built image has its Dockerfile, its stage and the files it copies', () => {
  for (const [name, svc] of Object.entries(compose.services)) {
    if (!svc.build) continue;
    const file = join(root, svc.build.context, svc.build.dockerfile);
    assert.ok(existsSync(file), `${name}: missing ${svc.build.dockerfile}`);
    const lines = readFileSync(file, 'utf8').split('\n');
    if (svc.build.target) {
      assert.ok(
        lines.some((l) => new RegExp(`^FROM \\S+ AS ${svc.build.target}$`).test(l)),
        `${name}: ${svc.build.dockerfile} has no stage ${svc.build.target}`,
      );
    }
    for (const line of lines) {
      const m = /^COPY (?!--from)(\S+)/.exec(line);
      if (!m) continue;
      const source = withBuildArgs(m[1], svc);
      // A stage this service does not build may copy what another service's arguments name.
      if (source.includes('${')) continue;
      assert.ok(existsSync(join(root, source)), `${name}: ${svc.build.dockerfile} copies missing ${source}`);
    }
  }
});

test('the worker runs the worker entry and the API leaves jobs to it', () => {
  assert.match(commandOf(compose.services.worker), /backend\/dist\/worker\.js/);
  assert.equal(String(environmentOf(compose.services.api).JOBS_IN_API), 'false');
  assert.match(commandOf(compose.services.redis), /noeviction/);
});

test('behind the shell\'s nginx the API counts each browser as its own client', () => {
  // The sign-in throttle counts failures per client address (docs/decisions.md#login-throttle):
  // the API must trust exactly the one proxy in front of it, and that proxy must pass the address.
  assert.equal(String(environmentOf(compose.services.api).TRUST_PROXY), '1');
  const nginx = readFileSync(join(root, 'libs/tools/docker/shell.nginx.conf.template'), 'utf8');
  const api = nginx.split('location /api/ {')[1]?.split('\n  }')[0] ?? '';
  assert.match(api, /proxy_pass /, 'the shell proxies /api/');
  assert.match(api, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  assert.ok(environmentOf(compose.services.shell).API_UPSTREAM, 'the shell is told where the API is');
  // Reached directly, a client could write its own X-Forwarded-For: the API publishes on loopback only.
  for (const p of compose.services.api.ports ?? []) {
    const host = typeof p === 'object' ? p.host_ip : String(p).split(':').length > 2 ? String(p).split(':')[0] : undefined;
    assert.equal(host, '127.0.0.1', `api publishes ${JSON.stringify(p)} beyond this machine`);
  }
});
