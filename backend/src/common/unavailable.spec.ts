import { createServer } from 'node:net';
import pg from 'pg';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { isDependencyUnavailable } from './unavailable.js';

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const converter = new PostgreSqlPlatform().getExceptionConverter();

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function errorOf(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a failure');
}

// Real errors from the driver, raw (as the session store sees them) and as MikroORM converts them.
describe('isDependencyUnavailable', () => {
  it('recognises a database that refuses connections', async () => {
    const port = await closedPort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    const err = await errorOf(() => pool.query('select 1'));
    await pool.end();
    expect(isDependencyUnavailable(err)).toBe(true);
    expect(isDependencyUnavailable(converter.convertException(err))).toBe(true);
  });

  it('recognises a connection the server closed (administrator shutdown)', async () => {
    const victim = new pg.Client({ connectionString: adminUrl });
    const admin = new pg.Client({ connectionString: adminUrl });
    await Promise.all([victim.connect(), admin.connect()]);
    victim.on('error', () => undefined);
    try {
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      const err = await errorOf(() => victim.query('select 1'));
      expect(isDependencyUnavailable(err)).toBe(true);
      expect(isDependencyUnavailable(converter.convertException(err))).toBe(true);
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });

  it('does not take a faulty query for an outage', async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (const sql of ['selec 1', 'select * from no_such_table', 'select 1/0']) {
        const err = await errorOf(() => client.query(sql));
        expect({ sql, raw: isDependencyUnavailable(err), converted: isDependencyUnavailable(converter.convertException(err)) }).toEqual({
          sql,
          raw: false,
          converted: false,
        });
      }
    } finally {
      await client.end();
    }
    expect(isDependencyUnavailable(new Error('boom'))).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
  });
});
