// The compose set-up's nginx, run for real: Debian's nginx with its brotli_static module (the
// packages the images install) serves a built remote and the built shell through the very
// configuration files the images copy. Checks what a browser gets: the build's brotli or gzip copy
// by Accept-Encoding with the original's type, `immutable` for content-hashed files, `no-cache`
// for the entry, the manifest and the page. Needs the builds (`npm test` builds first) and
// `nginx-light` + `libnginx-mod-http-brotli-static` (libs/tools/scripts/prepare-machine.sh installs them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const docker = join(root, 'libs/tools/docker');
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const missing = !existsSync(NGINX) || !existsSync(BROTLI_MODULE) ? 'Debian nginx with brotli_static is not installed (apt-get install nginx-light libnginx-mod-http-brotli-static)' : false;
if (missing && process.env.CI) throw new Error(missing);

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function get(port, path, encoding) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** nginx on a free port with `server` (one of the images' server blocks) rooted at `dist`. */
async function startNginx(server, dist) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-static-'));
  const port = await freePort();
  const conf = server
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${dist};`)
    .replace('include /etc/nginx/snippets/static-files.conf;', `include ${join(docker, 'static-files.nginx.conf')};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `load_module ${BROTLI_MODULE};
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${conf}
}
`,
  );
  const proc = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  for (let i = 0; i < 50; i++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await get(port, '/');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    stop: () => {
      proc.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const hashedScript = (dist) => readdirSync(dist).find((f) => /^[\w-]+\.[0-9a-f]{10}\.js$/.test(f) && existsSync(join(dist, `${f}.br`)));

test('a remote: pre-compressed copies by Accept-Encoding, immutable hashed files, an entry that is never cached', { skip: missing }, async () => {
  const dist = join(root, 'mfe-campaigns/dist');
  assert.ok(existsSync(join(dist, 'remoteEntry.js.br')), 'the build wrote remoteEntry.js.br');
  const nginx = await startNginx(readFileSync(join(docker, 'remote.nginx.conf'), 'utf8'), dist);
  try {
    const entry = await get(nginx.port, '/remoteEntry.js', 'gzip, deflate, br');
    assert.equal(entry.status, 200);
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.match(entry.headers['content-type'], /javascript/);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.match(entry.headers.vary ?? '', /Accept-Encoding/i);
    assert.deepEqual(entry.body, readFileSync(join(dist, 'remoteEntry.js.br')));

    const chunk = hashedScript(dist);
    assert.ok(chunk, 'a content-hashed script with a brotli copy');
    const gz = await get(nginx.port, `/${chunk}`, 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(gz.headers['access-control-allow-origin'], '*');

    const plain = await get(nginx.port, `/${chunk}`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, readFileSync(join(dist, chunk)));

    const manifest = await get(nginx.port, '/mf-manifest.json', 'br');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
  } finally {
    nginx.stop();
  }
});

test('the shell: compressed hashed files, index.html never cached, deep links get the page', { skip: missing }, async () => {
  const dist = join(root, 'shell/dist');
  const template = readFileSync(join(docker, 'shell.nginx.conf.template'), 'utf8')
    .replaceAll('${API_UPSTREAM}', 'http://127.0.0.1:9')
    .replace(/\$\{MFE_(\w+)_URL\}/g, 'http://localhost:8081');
  const nginx = await startNginx(template, dist);
  try {
    const chunk = hashedScript(dist);
    assert.ok(chunk, 'a content-hashed script with a brotli copy');
    const br = await get(nginx.port, `/${chunk}`, 'br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(br.body.length < readFileSync(join(dist, chunk)).length / 2, 'the brotli copy is under half the file');

    const page = await get(nginx.port, '/campaigns/edit/12', 'gzip');
    assert.equal(page.status, 200);
    assert.match(page.headers['content-type'], /text\/html/);
    assert.equal(page.headers['cache-control'], 'no-cache');

    // the site's icons are files, not the app's page (which try_files would send for a missing one)
    const ico = await get(nginx.port, '/favicon.ico');
    assert.equal(ico.status, 200);
    assert.equal(ico.headers['content-type'], 'image/x-icon');
    assert.deepEqual(ico.body, readFileSync(join(dist, 'favicon.ico')));
    assert.deepEqual([...ico.body.subarray(0, 4)], [0, 0, 1, 0], 'an ICO file');
    const svg = await get(nginx.port, '/favicon.svg');
    assert.equal(svg.status, 200);
    assert.equal(svg.headers['content-type'], 'image/svg+xml');
    assert.match(svg.body.toString(), /^<svg /);

    const remotes = await get(nginx.port, '/mf-remotes.json');
    assert.equal(remotes.headers['cache-control'], 'no-cache');
    assert.equal(JSON.parse(remotes.body.toString()).mfe_campaigns, 'http://localhost:8081/remoteEntry.js');
  } finally {
    nginx.stop();
  }
});
