import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sendError } from '../common/errors.js';
import { REMOTE_NAMES, type AppConfig, type RemoteName } from '../config/config.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's content hashes in file names (`main.3f9a1c2b.js`, `123.abcdef0123.chunk.js`). */
const HASHED = /[.-][0-9a-f]{8,}\./i;

/** Folder of a remote: the Module Federation name uses `_`, the folder a dash. */
export const remoteFolder = (name: RemoteName) => name.replace(/_/g, '-');

/** `{ mfe_campaigns: ".../remoteEntry.js", ... }`: same origin unless MF_REMOTE_*_URL says otherwise. */
export function remoteManifest(config: AppConfig): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? `/remotes/${remoteFolder(name)}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
}

const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/');

/** The build's pre-compressed copies (`main.3f9a1c2b.js.br`) are cached as their originals. */
const PRECOMPRESSED = /\.(br|gz)$/;

function cacheHeaders(res: Response, file: string): void {
  const base = path.basename(file).replace(PRECOMPRESSED, '');
  if (base === 'remoteEntry.js' || base.endsWith('.html') || base.endsWith('.json')) res.setHeader('Cache-Control', NO_CACHE);
  else if (HASHED.test(base)) res.setHeader('Cache-Control', IMMUTABLE);
  else res.setHeader('Cache-Control', NO_CACHE);
}

/**
 * A build's files, each sent as the build's brotli or gzip copy when the browser accepts it (with
 * `Content-Encoding` and `Vary: Accept-Encoding`), else as it is. The copies are found when the
 * server starts (a later build is picked up by a restart; until then its files go out
 * uncompressed, or compressed per request for the small ones that have no copy).
 */
function staticFiles(dir: string, setHeaders: (res: Response, file: string) => void): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: (res, file) => setHeaders(res as Response, file) },
  }) as unknown as RequestHandler;
}

/**
 * Serves built front ends when they exist: the shell at / (with SPA fallback to index.html for
 * any non-API path), each micro-frontend under /remotes/<folder>/, and the remote manifest.
 * One middleware in the app: API calls skip all of it at once (no per-layer path matching and no
 * look on disk, both measurable on every API request under load).
 */
export function setupWeb(app: NestExpressApplication, config: AppConfig): void {
  const web = express.Router();
  const manifest = remoteManifest(config);
  web.use('/mf-remotes.json', ((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(manifest);
  }) as RequestHandler);

  for (const name of REMOTE_NAMES) {
    const folder = remoteFolder(name);
    const dir = path.join(config.webDistDir, folder, 'dist');
    web.use(
      `/remotes/${folder}`,
      staticFiles(dir, (res, file) => {
        cacheHeaders(res, file);
        // A shell on another origin (dev servers, CDNs) may load these scripts.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Access-Control-Allow-Origin', '*');
      }),
    );
  }

  const shellDir = path.join(config.webDistDir, 'shell', 'dist');
  const indexHtml = path.join(shellDir, 'index.html');
  web.use(staticFiles(shellDir, cacheHeaders));
  web.use(((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/remotes/')) return next();
    // Only page navigations: a missing script or image is a 404, not the app.
    if (path.extname(req.path) && !req.path.endsWith('.html')) return next();
    if (!existsSync(indexHtml)) {
      if (req.path !== '/') return next();
      return sendError(res, 404, 'The web app is not built yet: `npm start` builds it. The API and its docs are at /api/docs.');
    }
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(indexHtml);
  }) as RequestHandler);

  app.use(((req, res, next) => (isApiPath(req.path) ? next() : web(req, res, next))) as RequestHandler);
}
