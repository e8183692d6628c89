import { Logger } from '@nestjs/common';
import type { RequestHandler } from 'express';

/**
 * One line per request: method, path, status, duration. Answers of 500 and above are logged as
 * errors at every level; the others only when the `log` level is on (the line is not even built
 * otherwise, which matters at thousands of requests a second).
 */
/**
 * The secret addresses whose token is part of the path (a calendar app cannot send it any other
 * way): the line shows `…` instead of the token (docs/decisions.md#calendar-feed-and-share).
 */
const SECRET_PATHS = /(\/(?:api\/calendar-feeds|api\/shared-calendars|shared\/calendar)\/)[A-Za-z0-9_-]{20,}/;

export function requestLogger(): RequestHandler {
  const logger = new Logger('HTTP');
  return (req, res, next) => {
    const start = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      if (status < 500 && !Logger.isLevelEnabled('log')) return;
      const ms = performance.now() - start;
      const url = req.originalUrl;
      const q = url.indexOf('?');
      const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_PATHS, '$1…');
      const line = `${req.method} ${path} ${status} ${ms.toFixed(1)}ms`;
      if (status >= 500) logger.error(line);
      else logger.log(line);
    });
    next();
  };
}
