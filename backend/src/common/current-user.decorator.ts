import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { MESSAGES } from '@mailplan/shared';
import type { SessionUser } from './session-user.js';

/** The signed-in user (the AccessGuard has already refused anonymous requests). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user) throw new UnauthorizedException(MESSAGES.notAuthenticated);
  return user;
});
