import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import passport from 'passport';
import type { AppConfig } from '../config/config.js';
import { SESSION_TABLE } from './auth.service.js';

export const SESSION_COOKIE = 'mailplan.sid';

export function sessionCookieOptions(config: AppConfig): session.CookieOptions {
  // 'auto': Secure whenever the request came over https (behind TRUST_PROXY proxies too).
  return { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: config.sessionMaxAgeMs };
}

export interface SessionSetup {
  close(): Promise<void>;
}

/**
 * Server-side sessions in Postgres (table `session`), sharing MikroORM's pool (with embedded
 * PGlite that pool holds the one connection there is), then Passport's session: every /api
 * request, reads included, gets `req.session` from express-session and `req.user` from the
 * SessionSerializer (session.serializer.ts). Passport is the global instance, the one
 * @nestjs/passport's strategies, serializer and AuthGuard register on. Mounted on /api only:
 * static files never touch the session store.
 */
export async function setupSessions(app: INestApplication, config: AppConfig): Promise<SessionSetup> {
  const orm = app.get(MikroORM);
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
  app.use('/api', sessions, passport.initialize(), passport.session());

  return {
    close: async () => {
      await store.close();
    },
  };
}
