import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { Response } from 'express';
import type { ErrorDetailDto, ErrorResponseDto } from './error-response.dto.js';

export function errorBody(statusCode: number, message: string, errors?: ErrorDetailDto[]): ErrorResponseDto {
  const body: ErrorResponseDto = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (errors?.length) body.errors = errors;
  return body;
}

/** `extra`: fields an answer adds to the one shape (an edit conflict's `current`). */
export function sendError(res: Response, statusCode: number, message: string, errors?: ErrorDetailDto[], extra?: Record<string, unknown>): void {
  if (res.headersSent) return;
  res.status(statusCode).json({ ...errorBody(statusCode, message, errors), ...extra });
}

/** A validation failure: `message` is the first problem, `errors` all of them. */
export class ValidationFailedException extends HttpException {
  constructor(readonly details: ErrorDetailDto[]) {
    super(errorBody(400, details[0]?.message ?? 'Invalid request', details), 400);
  }
}
