import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { GUIDELINES_ERROR_HINTS, STRATEGY_ERROR_HINTS, aiFailureKind, type AiFailureKind } from '@mailplan/shared';
import { AiError } from '../ai/ai.errors.js';
import { RETRY_AFTER_SECONDS } from '../common/unavailable.js';

const KIND_OF_AI_ERROR: Record<string, AiFailureKind> = {
  overloaded: 'overloaded',
  rate_limit: 'rate_limit',
  authentication: 'authentication',
  timeout: 'timeout',
};

/**
 * Errors of the generation calls: the API's usual shape, with the message also in `error` (which
 * the spec's client reads) and the hint the UI shows for it (the spec's error catalogue;
 * product decision P17). Anything that is not an HttpException goes on to the global filter.
 */
function generationErrorFilter(hints: Record<AiFailureKind, string>) {
  @Catch(HttpException)
  class GenerationErrorFilter implements ExceptionFilter {
    catch(exception: HttpException, host: ArgumentsHost): void {
      const res = host.switchToHttp().getResponse<Response>();
      if (res.headersSent) return;
      const status = exception.getStatus();
      const body = exception.getResponse();
      const b = (typeof body === 'string' ? { message: body } : body) as { message?: unknown; errors?: unknown };
      const message = Array.isArray(b.message) ? String(b.message[0]) : typeof b.message === 'string' ? b.message : exception.message;
      const kind = exception instanceof AiError ? (KIND_OF_AI_ERROR[exception.kind] ?? 'other') : status >= 500 || status === 429 ? aiFailureKind(message, status) : 'other';
      if (status === 503 || status === 429) {
        const after = exception instanceof AiError ? exception.retryAfterSeconds : undefined;
        res.setHeader('Retry-After', String(Math.ceil(after ?? RETRY_AFTER_SECONDS)));
      }
      res.status(status).json({
        statusCode: status,
        error: message,
        message,
        ...(Array.isArray(b.errors) && b.errors.length ? { errors: b.errors } : {}),
        hint: hints[kind],
        kind,
        reason: STATUS_CODES[status] ?? 'Error',
      });
    }
  }
  return GenerationErrorFilter;
}

export const BrandGuideErrorFilter = generationErrorFilter(GUIDELINES_ERROR_HINTS);
export const StrategyErrorFilter = generationErrorFilter(STRATEGY_ERROR_HINTS);
