import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import passportPkg, { type PassportStatic } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionUser } from '../common/session-user.js';
import { AuthService } from './auth.service.js';

/** This app's own Passport instance: the local strategy and the session (de)serialisers. */
@Injectable()
export class PassportService {
  readonly passport: PassportStatic;

  constructor(auth: AuthService) {
    this.passport = new passportPkg.Passport() as unknown as PassportStatic;
    this.passport.use(
      new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
        auth.validateCredentials(email, password).then((user) => done(null, user ?? false), done);
      }),
    );
    this.passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
    // Runs before MikroORM's request context exists: AuthService uses a forked EntityManager.
    this.passport.deserializeUser((id: number, done) => {
      auth.findSessionUser(Number(id)).then((user) => done(null, user ?? false), done);
    });
  }

  /** Checks the credentials in the request body with the local strategy: the user, or null. */
  authenticateLocal(req: Request, res: Response): Promise<SessionUser | null> {
    return new Promise((resolve, reject) => {
      const next: NextFunction = (err?: unknown) => (err ? reject(err) : resolve(null));
      this.passport.authenticate('local', { session: false }, (err: unknown, user: SessionUser | false) => {
        if (err) reject(err);
        else resolve(user || null);
      })(req, res, next);
    });
  }

  /** Starts a session for the user; Passport regenerates the session id first (no fixation). */
  logIn(req: Request, user: SessionUser): Promise<void> {
    return new Promise((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  }
}
