import express, { type RequestHandler } from 'express';
import { MESSAGES } from '@mailplan/shared';
import { sendError } from './errors.js';

/**
 * JSON and form parsers whose failures answer in the API's error shape (Express would answer
 * HTML): malformed JSON is a 400, a body over the limit a 413.
 */
export function bodyParsers(limit: string): RequestHandler[] {
  const wrap =
    (parser: RequestHandler): RequestHandler =>
    (req, res, next) =>
      parser(req, res, (err?: unknown) => {
        if (!err) return next();
        const e = err as { type?: string; status?: number; message?: string };
        if (e.type === 'entity.too.large') return sendError(res, 413, MESSAGES.payloadTooLarge);
        if (e.type === 'entity.parse.failed') return sendError(res, 400, MESSAGES.invalidJson);
        if (e.status && e.status < 500) return sendError(res, e.status, e.message ?? MESSAGES.unknownError);
        next(err);
      });
  return [wrap(express.json({ limit })), wrap(express.urlencoded({ extended: false, limit }))];
}
