import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { SessionUser } from '../common/session-user.js';
import { AuthService } from './auth.service.js';

/** Passport's local strategy (`AuthGuard('local')`): email and password from the request body. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  /** The user for these credentials, or false (Passport's "no user"). */
  async validate(email: string, password: string): Promise<SessionUser | false> {
    return (await this.auth.validateCredentials(email, password)) ?? false;
  }
}
