import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { parseRowId } from '@mailplan/shared';

/** A path id (see `parseRowId`), or 400 with `message`. */
export function parseId(value: unknown, message: string): number {
  const id = parseRowId(value);
  if (id === null) throw new BadRequestException(message);
  return id;
}

/**
 * A numeric path id, read from the raw URL: digits only (no signs, exponents or spaces), from 1
 * to 2^31-1, otherwise 400 with `message`. (A pipe would see the global ValidationPipe's
 * conversion, which turns "1e3" into 1000.)
 */
export const IdParam = createParamDecorator((data: { name: string; message: string }, ctx: ExecutionContext): number =>
  parseId(ctx.switchToHttp().getRequest<Request>().params[data.name], data.message),
);
