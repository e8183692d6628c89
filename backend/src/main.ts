import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { DataDirectoryInUseError } from './database/data-dir-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, embedded } = await createApp(config);
  await app.listen(config.port);
  const logger = new Logger('Mailplan');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.log(`API listening on http://localhost:${port}/api (docs at /api/docs)`);
  logger.log(`database: ${embedded ? `embedded PGlite in ${config.pgliteDataDir}` : 'DATABASE_URL'}; jobs: ${config.redisUrl ? 'Redis' : 'in-process'}`);
}

main().catch((err) => {
  // A refused configuration or a data directory in use is one clear message, not a stack trace.
  console.error(err instanceof ConfigError || err instanceof DataDirectoryInUseError ? err.message : err);
  process.exit(1);
});
