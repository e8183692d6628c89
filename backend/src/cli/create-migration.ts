/**
 * Writes a new migration into backend/src/database/migrations from the difference between the
 * entities and a scratch database that has every existing migration applied.
 *   node backend/dist/cli/create-migration.js <name> [--initial]
 * Uses DATABASE_URL (default: a fresh scratch database on the local server, dropped afterwards).
 * Then add the new class to migrations/index.ts.
 */
import path from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { REPO_ROOT } from '../config/config.js';
import { ormOptions } from '../database/orm-options.js';
import { ENTITIES } from '../entities.js';

const name = process.argv[2];
const initial = process.argv.includes('--initial');
if (!name) {
  console.error('usage: create-migration <name> [--initial]');
  process.exit(1);
}

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `mailplan_scratch_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratch}`);
const url = new URL(adminUrl);
url.pathname = `/${scratch}`;
try {
  const dir = path.join(REPO_ROOT, 'backend/src/database/migrations');
  const orm = await MikroORM.init(ormOptions({ url: url.toString(), poolMax: 1 }, ENTITIES));
  try {
    await orm.migrator.up();
    const result = initial
      ? await orm.migrator.create(dir, false, true, name)
      : await orm.migrator.create(dir, false, false, name);
    console.log(result.fileName ? `written ${result.fileName}` : 'no changes');
    if (result.diff) console.log(result.diff.up.join('\n'));
  } finally {
    await orm.close(true);
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
  await admin.end();
}
