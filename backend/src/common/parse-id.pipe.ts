import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

const MAX_ID = 2_147_483_647; // Postgres integer

export function parseId(value: unknown, message: string): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw new BadRequestException(message);
  return n;
}

/**
 * A numeric path id, read from the raw URL: digits only (no signs, exponents or spaces), from 1
 * to 2^31-1, otherwise 400 with `message`. (A pipe would see the global ValidationPipe's
 * conversion, which turns "1e3" into 1000.)
 */
export const IdParam = createParamDecorator((data: { name: string; message: string }, ctx: ExecutionContext): number =>
  parseId(ctx.switchToHttp().getRequest<Request>().params[data.name], data.message),
);
