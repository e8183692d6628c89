import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ResolvedDatabase } from '../database/embedded-postgres.js';

export const RESOLVED_DATABASE = Symbol('RESOLVED_DATABASE');

/** Things to close before the database goes (the session store), registered at bootstrap. */
@Injectable()
export class ShutdownRegistry implements BeforeApplicationShutdown {
  private readonly closers: (() => Promise<void>)[] = [];

  add(closer: () => Promise<void>): void {
    this.closers.push(closer);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.closers.map((c) => c().catch(() => undefined)));
  }
}

/** Closes the pool, then the embedded database server (in that order, whoever's hook runs first). */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    @Inject(RESOLVED_DATABASE) private readonly db: ResolvedDatabase,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close(true).catch((e) => this.logger.warn(`closing pool: ${(e as Error).message}`));
    await this.db.close().catch((e) => this.logger.warn(`closing embedded database: ${(e as Error).message}`));
  }
}
