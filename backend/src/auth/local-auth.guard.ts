import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { MESSAGES } from '@mailplan/shared';
import { createValidationPipe } from '../common/validation.js';
import type { SessionUser } from '../common/session-user.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginThrottleService, TooManyAttemptsException } from './login-throttle.service.js';

const validation = createValidationPipe();

/**
 * Sign-in through Passport's local strategy (local.strategy.ts), in this order: the body is
 * validated (400), the attempt counter consulted (429 with Retry-After, 503 when it cannot be
 * read), the credentials checked (401, counted as a failure), and on success a new session is
 * started (`logIn` regenerates the session id) with the user on `req.user`.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottleService) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const dto = (await validation.transform(req.body, { type: 'body', metatype: LoginDto })) as LoginDto;
    const ip = req.ip ?? 'unknown';
    try {
      await this.throttle.assertAllowed(dto.email, ip);
    } catch (err) {
      if (err instanceof TooManyAttemptsException) res.setHeader('Retry-After', String(Math.max(1, err.retryAfterSec)));
      throw err;
    }
    try {
      await super.canActivate(context);
    } catch (err) {
      if (!(err instanceof UnauthorizedException)) throw err;
      await this.throttle.recordFailure(dto.email, ip);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    await this.throttle.recordSuccess(dto.email, ip);
    await this.logIn(req);
    return true;
  }

  handleRequest<U = SessionUser>(err: unknown, user: U | false): U {
    if (err) throw err;
    if (!user) throw new UnauthorizedException(MESSAGES.invalidCredentials);
    return user;
  }
}
