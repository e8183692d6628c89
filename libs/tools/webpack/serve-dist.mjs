// Serves built front ends the way production does, for a quick look at a production build:
//   node libs/tools/webpack/serve-dist.mjs            shell on 4200, remotes on 4201-4203
//   node libs/tools/webpack/serve-dist.mjs shell      only some of them
// The shell gets /mf-remotes.json (pointing at the remotes' ports) and /api proxied to :3000.
// remoteEntry.js, mf-manifest.json and index.html are never cached; hashed files are immutable.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiTarget = new URL(process.env.API_PROXY_TARGET ?? 'http://localhost:3000');
const apps = {
  shell: { port: 4200, dir: 'shell/dist', spa: true },
  'mfe-campaigns': { port: 4201, dir: 'mfe-campaigns/dist', spa: true },
  'mfe-strategy': { port: 4202, dir: 'mfe-strategy/dist', spa: true },
  'mfe-calendar': { port: 4203, dir: 'mfe-calendar/dist', spa: true },
};
const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.map': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.txt': 'text/plain' };
const manifest = () => ({
  mfe_campaigns: process.env.MF_REMOTE_MFE_CAMPAIGNS_URL ?? 'http://localhost:4201/remoteEntry.js',
  mfe_strategy: process.env.MF_REMOTE_MFE_STRATEGY_URL ?? 'http://localhost:4202/remoteEntry.js',
  mfe_calendar: process.env.MF_REMOTE_MFE_CALENDAR_URL ?? 'http://localhost:4203/remoteEntry.js',
});

function proxy(req, res) {
  const upstream = http.request(
    { host: apiTarget.hostname, port: apiTarget.port, path: req.url, method: req.method, headers: req.headers },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, message: 'API unavailable' }));
  });
  req.pipe(upstream);
}

function serve(name, { port, dir, spa }) {
  const base = path.join(root, dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (name !== 'shell') res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    if (name === 'shell' && url.pathname === '/mf-remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      return res.end(JSON.stringify(manifest()));
    }
    let file = path.join(base, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory()) {
      if (!spa || path.extname(url.pathname)) {
        res.writeHead(404);
        return res.end('Not found');
      }
      file = path.join(base, 'index.html');
    }
    const fileName = path.basename(file);
    const immutable = /\.[0-9a-f]{8,}\.js$/.test(fileName);
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  server.listen(port, () => console.log(`${name}: http://localhost:${port} (${dir})`));
}

const wanted = process.argv.slice(2);
for (const [name, app] of Object.entries(apps)) if (!wanted.length || wanted.includes(name)) serve(name, app);
