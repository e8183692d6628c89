import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config.js';

/**
 * Helmet with a Content Security Policy that fits this app: scripts from this origin and from
 * configured remote origins only; inline styles (Emotion injects <style> tags); email previews in
 * sandboxed `srcdoc` frames, whose images may come from anywhere over https; Swagger UI at /api/docs.
 * `imageOrigins` are other origins of this server that images are served from (over http too).
 */
function helmetFor(config: AppConfig, imageOrigins: readonly string[]): RequestHandler {
  const remoteOrigins = [...new Set(Object.values(config.remoteUrls).map((u) => new URL(u!).origin))];
  const dev = config.isProduction ? [] : config.allowedOrigins;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", ...imageOrigins, 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...remoteOrigins, ...dev],
        frameSrc: ["'self'", 'about:', 'data:', 'blob:'],
        childSrc: ["'self'", 'about:', 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.isProduction,
  });
}

/**
 * The security headers of every answer. Every directive above is a fixed string, so helmet
 * answers the same headers for every request: they are taken from it once and set as they are,
 * instead of running its dozen middlewares per request (a nonce or any other per-request value
 * would need helmet per request again).
 */
export function securityHeaders(config: AppConfig, imageOrigins: readonly string[] = []): RequestHandler {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let done = false;
  helmetFor(config, imageOrigins)({ headers: {} } as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return (_req, res, next) => {
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i]);
    next();
  };
}
