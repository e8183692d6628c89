import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/config.js';

export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  document: OpenAPIObject;
  orm: MikroORM;
  /** The test database's name (to boot another app on it: `startTestApp(env, { database })`). */
  database: string;
  /** Runs SQL against the test database. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Boots the real application on a database of its own (created from TEST_DATABASE_ADMIN_URL,
 * migrated at start-up like production, dropped by close()). With `database`, it boots on that
 * existing test database instead (as a restart with other settings would), and close() leaves the
 * database to the app that made it.
 */
export async function startTestApp(env: Record<string, string> = {}, opts: { database?: string } = {}): Promise<TestApp> {
  const run = process.env.MAILPLAN_TEST_RUN ?? 'adhoc';
  const name = opts.database ?? `mailplan_test_${run}_${randomBytes(4).toString('hex')}`;
  const owned = !opts.database;
  // A copy of the run's migrated template (test/setup/global-setup.cjs) when there is one.
  const template = process.env.MAILPLAN_TEST_TEMPLATE_DB;
  if (owned) await admin((c) => c.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`));
  const drop = () => (owned ? admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) : Promise.resolve());
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'test-session-secret-0123456789',
      DATABASE_URL: url.toString(),
      QUEUE_PREFIX: `mailplan-test-${run}-${randomBytes(3).toString('hex')}`,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    });
    const { app, document } = await createApp(config);
    const orm: MikroORM = app.get(MikroORM);
    return {
      app,
      server: app.getHttpServer(),
      document,
      orm,
      database: name,
      sql: async (text, params = []) => (await orm.em.fork().getConnection().execute(text, params as never[])) as never,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (err) {
    await drop();
    throw err;
  }
}

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

/** A browser-like client: keeps its cookies and sends the CSRF header on writes. */
export function client(server: Server) {
  const agent = request.agent(server);
  return {
    agent,
    get: (path: string) => agent.get(path),
    post: (path: string, body?: object) => agent.post(path).set(CSRF).send(body),
    patch: (path: string, body?: object) => agent.patch(path).set(CSRF).send(body),
  };
}
export type Client = ReturnType<typeof client>;

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;
}

export const PASSWORD = 'correct horse 42';

export function registration(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true, ...overrides };
}

/** Registers a user and, unless `org: false`, creates an organization for them. */
export async function signUp(server: Server, opts: { org?: string | false } = {}) {
  const c = client(server);
  const body = registration();
  const reg = await c.post('/api/auth/register', body).expect(201);
  let organizationId: number | null = null;
  if (opts.org !== false) {
    const org = await c.post('/api/organizations', { name: opts.org ?? 'Acme' }).expect(201);
    organizationId = org.body.id;
  }
  return { c, user: reg.body as { id: number; email: string }, email: body.email, organizationId };
}

/** Fails if any body in the list carries a password or hash field. */
export function expectNoSecrets(body: unknown): void {
  const text = JSON.stringify(body ?? {});
  expect(text).not.toMatch(/password/i);
  expect(text).not.toMatch(/\$argon2/);
}

/** The session id a response set, if any. */
export function sessionIdFrom(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
  const c = cookies.find((v) => v.startsWith('mailplan.sid='));
  return c ? decodeURIComponent(c.split(';')[0].slice('mailplan.sid='.length)) : undefined;
}
