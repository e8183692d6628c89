import express, { type RequestHandler } from 'express';
import { MESSAGES } from '@mailplan/shared';
import { sendError } from './errors.js';
import { BodyTooDeepError, jsonNestedDeeperThan } from './request-input.js';

/** body-parser's own test (type-is `hasBody`): a Transfer-Encoding header or a numeric Content-Length. */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || !isNaN(headers['content-length'] as unknown as number);
}

/**
 * JSON and form parsing as one middleware whose failures answer in the API's error shape (Express
 * would answer HTML): malformed JSON is a 400, a body over the limit a 413. A request without a
 * body (every GET) passes straight through, as the parsers themselves would let it, without
 * running them. JSON nested deeper than MAX_BODY_NESTING is a 400 too, found in the raw bytes
 * before they are parsed (request-input.ts).
 */
export function bodyParsers(limit: string): RequestHandler {
  const wrap =
    (parser: RequestHandler): RequestHandler =>
    (req, res, next) =>
      parser(req, res, (err?: unknown) => {
        if (!err) return next();
        const e = err as { type?: string; status?: number; message?: string };
        if (e.type === 'entity.too.large') return sendError(res, 413, MESSAGES.payloadTooLarge);
        if (e.type === 'entity.parse.failed') return sendError(res, 400, MESSAGES.invalidJson);
        if (e.type === 'entity.too.deep') return sendError(res, 400, MESSAGES.bodyTooDeep);
        if (e.status && e.status < 500) return sendError(res, e.status, e.message ?? MESSAGES.unknownError);
        next(err);
      });
  const json = wrap(
    express.json({
      limit,
      // body-parser calls `verify` with the raw bytes just before JSON.parse; what it throws is
      // passed on with its own status and type. The byte scan reads UTF-8 (JSON's default); a body
      // in UTF-16 or UTF-32 is measured after parsing, before validation (validation.ts).
      verify: (_req, _res, bytes, encoding) => {
        if (/^utf-?8$/i.test(encoding) && jsonNestedDeeperThan(bytes)) throw new BodyTooDeepError();
      },
    }),
  );
  const form = wrap(express.urlencoded({ extended: false, limit }));
  return (req, res, next) => {
    if (!hasBody(req.headers)) return next();
    json(req, res, (err?: unknown) => (err ? next(err) : form(req, res, next)));
  };
}
