/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits. */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/config.js';
import { DataDirectoryInUseError } from '../database/data-dir-lock.js';
import { resolveDatabase } from '../database/embedded-postgres.js';
import { runMigrations } from '../database/migrate.js';

try {
  const config = loadConfig();
  const db = await resolveDatabase(config);
  try {
    const applied = await runMigrations(db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await db.close();
  }
} catch (err) {
  // A refused configuration or a data directory in use is one clear message, not a stack trace.
  console.error(err instanceof ConfigError || err instanceof DataDirectoryInUseError ? err.message : err);
  process.exit(1);
}
