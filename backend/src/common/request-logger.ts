import { Logger } from '@nestjs/common';
import type { RequestHandler } from 'express';

/** One line per request: method, path, status, duration. */
export function requestLogger(): RequestHandler {
  const logger = new Logger('HTTP');
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const line = `${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms`;
      if (res.statusCode >= 500) logger.error(line);
      else logger.log(line);
    });
    next();
  };
}
