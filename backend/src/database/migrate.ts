import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions, type DatabaseTarget } from './orm-options.js';

/** Applies pending migrations with a short-lived connection (no entities: migrations are SQL); returns the names applied. */
export async function runMigrations(target: DatabaseTarget): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(target, [], { pool: { min: 0, max: 1 } }));
  try {
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
