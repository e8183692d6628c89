import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { loadConfig } from '../config/config.js';
import { resolveDatabase, type ResolvedDatabase } from './embedded-postgres.js';
import { runMigrations } from './migrate.js';
import { ormOptions } from './orm-options.js';

/**
 * The embedded database as `npm start` runs it, with the pool's idle timeout crossed: PGlite keeps
 * one backend session for every connection, so whatever a closed connection left in it (named
 * prepared statements, SET values, temporary tables) must not reach the connection that replaces it.
 */
const IDLE_MS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('embedded PGlite across pool reconnects', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mailplan-pglite-spec-'));
  let db: ResolvedDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    const env: Record<string, string> = { PGLITE_DATA_DIR: dataDir, DATABASE_POOL_IDLE_MS: String(IDLE_MS) };
    db = await resolveDatabase(loadConfig(env));
    await runMigrations(db);
    orm = await MikroORM.init(ormOptions(db, []));
  }, 120_000);

  afterAll(async () => {
    await orm?.close(true);
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Waits until the pool has closed its idle client, so the next query opens a new connection. */
  async function crossIdleTimeout() {
    const pool = await orm.em.getDriver().getConnection().getNativeClient();
    await sleep(IDLE_MS * 3);
    expect(pool.totalCount).toBe(0);
  }

  it('a new connection starts without the old one’s prepared statements, settings and temporary tables', async () => {
    const pool = await orm.em.getDriver().getConnection().getNativeClient();
    // A named statement through pg's extended protocol, as rate-limiter-flexible prepares its own.
    await pool.query({ name: 'mailplan-probe', text: 'select $1::int + 1 as n', values: [1] });
    await pool.query(`set statement_timeout = '1234ms'`);
    await pool.query('create temporary table leftover (id int)');

    await crossIdleTimeout();

    const again = await pool.query({ name: 'mailplan-probe', text: 'select $1::int + 1 as n', values: [41] });
    expect(again.rows).toEqual([{ n: 42 }]);
    expect((await pool.query('show statement_timeout')).rows).toEqual([{ statement_timeout: '0' }]);
    expect((await pool.query(`select to_regclass('pg_temp.leftover') as t`)).rows).toEqual([{ t: null }]);
  }, 60_000);

  it('the login throttle keeps counting after the pool reconnects', async () => {
    const pool = await orm.em.getDriver().getConnection().getNativeClient();
    const limiter = new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'login_attempts', tableCreated: true, points: 5, duration: 60, keyPrefix: 'spec' });
    await limiter.consume('someone');
    await crossIdleTimeout();
    await limiter.consume('someone');
    expect((await limiter.get('someone'))?.consumedPoints).toBe(2);
  }, 60_000);

  it('MikroORM reads and writes after the pool reconnects', async () => {
    await orm.em.getConnection().execute('select 1');
    await crossIdleTimeout();
    const rows = await orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from mikro_orm_migrations');
    expect(rows[0].n).toBeGreaterThan(0);
  }, 60_000);
});
