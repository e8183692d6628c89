import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { Request } from 'express';
import type { SessionUser } from '../common/session-user.js';
import { AuthService } from './auth.service.js';

/**
 * What the session keeps of its user (the id) and how each request gets the user back: read fresh
 * from the database, so a deactivated user is out at once. Registered on Passport's global
 * instance, which `AuthGuard` and the session middleware (sessions.ts) use too.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly auth: AuthService) {
    super();
  }

  serializeUser(user: SessionUser, done: (err: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: (err: unknown, user?: SessionUser | false) => void): void {
    this.auth.findSessionUser(Number(id)).then((user) => done(null, user ?? false), done);
  }
}

/** Starts a session for the user; Passport regenerates the session id first (no fixation). */
export function logIn(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
}
