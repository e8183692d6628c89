import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { MESSAGES } from '@mailplan/shared';
import type { ErrorDetailDto } from './error-response.dto.js';
import { EditConflictException } from './edit-conflict.js';
import { sendError } from './errors.js';
import { isUnstorableText } from './request-input.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, isDependencyUnavailable } from './unavailable.js';

/**
 * Maps every thrown thing to the one error shape; only real faults of ours answer 500. The database
 * (or another service we depend on) being unreachable answers 503, and every 503 says when to try
 * again (Retry-After).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    if (!res || typeof res.status !== 'function') throw exception; // not an HTTP context
    const { status, message, errors } = this.describe(exception, req);
    if (status === 503) {
      // An outage makes every request fail alike: one line each, not a stack trace each.
      this.logger.warn(`${req.method} ${req.originalUrl}: 503 ${(exception as Error)?.message ?? exception}`);
      if (!res.headersSent && !res.getHeader('Retry-After')) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) {
      this.logger.error(`${req.method} ${req.originalUrl}: ${(exception as Error)?.stack ?? exception}`);
    }
    // an edit conflict (409) answers the stored copy beside the message
    sendError(res, status, message, errors, exception instanceof EditConflictException ? { current: exception.current } : undefined);
  }

  private describe(exception: unknown, req: Request): { status: number; message: string; errors?: ErrorDetailDto[] } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') return { status, message: body };
      const b = body as { message?: unknown; errors?: ErrorDetailDto[] };
      let message = Array.isArray(b.message) ? String(b.message[0]) : typeof b.message === 'string' ? b.message : exception.message;
      if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) {
        message = `No route for ${req.method} ${req.originalUrl.split('?')[0]}`;
      }
      return { status, message, errors: b.errors };
    }
    if (exception instanceof NotFoundError) return { status: 404, message: MESSAGES.notFound };
    if (exception instanceof UniqueConstraintViolationException) return { status: 409, message: 'This record already exists' };
    const e = exception as { type?: string; status?: number; statusCode?: number };
    // body-parser and other Express middleware report client mistakes with a 4xx status.
    if (e?.type === 'entity.parse.failed') return { status: 400, message: MESSAGES.invalidJson };
    if (e?.type === 'entity.too.large') return { status: 413, message: MESSAGES.payloadTooLarge };
    const status = e?.status ?? e?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, message: (exception as Error).message || MESSAGES.unknownError };
    }
    // Text the database cannot store (a NUL) is refused by the server, which is up: not an outage.
    if (isUnstorableText(exception)) return { status: 400, message: MESSAGES.unstorableText };
    if (isDependencyUnavailable(exception)) return { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE };
    return { status: 500, message: MESSAGES.internalError };
  }
}
