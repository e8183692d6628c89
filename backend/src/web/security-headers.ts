import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config.js';

/**
 * Helmet with a Content Security Policy that fits this app: scripts from this origin and from
 * configured remote origins only; inline styles (Emotion injects <style> tags); email previews in
 * sandboxed `srcdoc` frames, whose images may come from anywhere over https; Swagger UI at /api/docs.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
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
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
