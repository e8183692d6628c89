import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AppConfig } from '../config/config.js';
import { AuthService, SESSION_TABLE } from './auth.service.js';
import { PassportService } from './passport.service.js';
import { signedSessionId } from './session-cookie.js';

export const SESSION_COOKIE = 'mailplan.sid';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sessionCookieOptions(config: AppConfig): session.CookieOptions {
  // 'auto': Secure whenever the request came over https (behind TRUST_PROXY proxies too).
  return { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: config.sessionMaxAgeMs };
}

export interface SessionSetup {
  close(): Promise<void>;
}

/**
 * Server-side sessions in Postgres (table `session`), sharing MikroORM's pool (with embedded
 * PGlite that pool holds the one connection there is), and Passport with the local strategy.
 * Mounted on /api only: static files never touch the session store.
 */
export async function setupSessions(app: INestApplication, config: AppConfig): Promise<SessionSetup> {
  const orm = app.get(MikroORM);
  const { passport } = app.get(PassportService);
  const pool = await orm.em.getDriver().getConnection().getNativeClient();
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: SESSION_TABLE,
    createTableIfMissing: false,
    // No UPDATE on every request just to extend the expiry (measurably slower); sessions last maxAge.
    disableTouch: true,
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => console.error('[session store]', ...args),
  });

  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: config.trustProxy > 0,
    cookie: sessionCookieOptions(config),
  });
  const initialize = passport.initialize();
  const restore = passport.session();
  /** express-session, then Passport's user from the session: what every write goes through. */
  const full: RequestHandler = (req, res, next) =>
    sessions(req, res, (err?: unknown) => {
      if (err) return next(err);
      initialize(req, res, () => restore(req, res, next));
    });
  const auth = app.get(AuthService);
  const secrets = [config.sessionSecret];

  // A read with a live session only needs its user. With these settings (no resave, no touch, not
  // rolling) express-session writes nothing and sets no cookie for it, so the user is read in one
  // plain query instead (AuthService.findUserOfSession). Everything else (writes, no or a bad
  // cookie, an expired session, a user gone or deactivated) takes the full path, unchanged.
  app.use('/api', ((req, res, next) => {
    if (!READ_METHODS.has(req.method)) return full(req, res, next);
    const sid = signedSessionId(req.headers.cookie, SESSION_COOKIE, secrets);
    if (sid === null) return full(req, res, next);
    auth.findUserOfSession(sid).then((user) => {
      if (!user) return full(req, res, next);
      initialize(req, res, () => {
        req.user = user;
        next();
      });
    }, next);
  }) as RequestHandler);

  return {
    close: async () => {
      await store.close();
    },
  };
}
