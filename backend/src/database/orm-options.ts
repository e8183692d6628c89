import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { currentEntityManager } from '../common/request-context.js';
import { MIGRATIONS } from './migrations/index.js';

export interface DatabaseTarget {
  url: string;
  /** Embedded PGlite serves one connection only: the pool must hold exactly one. */
  poolMax: number;
  /** An idle pooled connection is closed after this long (pg's default: 10 s). */
  poolIdleMs?: number;
  /**
   * Embedded PGlite runs ONE backend session for every connection its socket server accepts, so a
   * new connection would meet what the previous one left behind: named prepared statements, SET
   * values, temporary tables. Each new connection then starts with `DISCARD ALL`.
   */
  resetSessionOnConnect?: boolean;
}

export const DEFAULT_POOL_IDLE_MS = 10_000;

async function startCleanSession(client: { query(sql: string): Promise<unknown> }): Promise<void> {
  await client.query('DISCARD ALL');
}

/**
 * MikroORM options for the app, the migration CLI and the tests alike. The entities are the
 * domains' (`ENTITIES` of backend/src/entities.ts), passed in by the caller so that this platform
 * file imports no domain; running migrations needs none.
 */
export function ormOptions(target: DatabaseTarget, entities: NonNullable<Options['entities']>, extra: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: target.url,
    entities,
    discovery: { warnWhenNoEntities: entities.length > 0 },
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { min: 0, max: target.poolMax, idleTimeoutMillis: target.poolIdleMs ?? DEFAULT_POOL_IDLE_MS },
    // pg-pool's `onConnect` runs before a new client is handed to anyone (MikroORM, the session
    // store and the login throttle all use this one pool).
    driverOptions: target.resetSessionOnConnect ? { onConnect: startCleanSession } : {},
    // Never derive the schema from entities at run time: committed migrations only.
    ensureDatabase: false,
    allowGlobalContext: false,
    // Each HTTP request's own EntityManager, forked on first use (common/request-context.ts).
    context: currentEntityManager,
    debug: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: MIGRATIONS,
      // New migrations are written beside the source (see cli/create-migration.ts).
      path: 'backend/src/database/migrations',
      pathTs: 'backend/src/database/migrations',
      emit: 'ts',
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
    ...extra,
  });
}
