import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { ConfigError, enabledLogLevels, loadConfig } from './config/config.js';
import { resolveDatabase } from './database/embedded-postgres.js';
import { runMigrations } from './database/migrate.js';

/**
 * A job worker: the same modules as the API, no HTTP. Registers and runs every job processor
 * from the Bull queues on REDIS_URL; add as many as the load needs.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError(['REDIS_URL is required for a separate worker (without it the API runs jobs itself)']);
  if (!config.databaseUrl) throw new ConfigError(['DATABASE_URL is required for a separate worker (the embedded database serves one process)']);
  const db = await resolveDatabase(config);
  await runMigrations(db);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, db, { worker: true }), {
    logger: enabledLogLevels(config.logLevel),
  });
  app.enableShutdownHooks();
  await app.init();
  new Logger('Worker').log('processing jobs; stop with SIGTERM');
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
