import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { loadAiConfig } from './ai/ai.config.js';
import { SESSION_COOKIE, setupSessions } from './auth/sessions.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { bodyParsers } from './common/body-parsers.js';
import { buildOpenApiDocument, setupSwagger } from './common/openapi.js';
import { requestContext } from './common/request-context.js';
import { requestLogger } from './common/request-logger.js';
import { ShutdownRegistry } from './common/shutdown.js';
import { MultipartFormPipe } from './common/multipart-form.pipe.js';
import { createValidationPipe } from './common/validation.js';
import { enabledLogLevels, type AppConfig } from './config/config.js';
import { resolveDatabase } from './database/embedded-postgres.js';
import { runMigrations } from './database/migrate.js';
import { compressAnswers } from './web/compression.js';
import { securityHeaders } from './web/security-headers.js';
import { setupWeb } from './web/web.js';

export interface CreatedApp {
  app: NestExpressApplication;
  document: OpenAPIObject;
  databaseUrl: string;
  embedded: boolean;
}

/**
 * The whole HTTP application, configured the same way for `main.ts`, the OpenAPI script and the
 * tests: database (embedded or real) with migrations applied, security headers, static front
 * ends, body parsing, sessions, validation, the error shape and Swagger. Not yet listening.
 */
export async function createApp(config: AppConfig): Promise<CreatedApp> {
  const logger = new Logger('Bootstrap');
  const db = await resolveDatabase(config);
  try {
    const applied = await runMigrations(db);
    if (applied.length) logger.log(`migrations applied: ${applied.join(', ')}`);

    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, db), {
      bodyParser: false,
      logger: enabledLogLevels(config.logLevel),
    });
    app.set('trust proxy', config.trustProxy);
    app.disable('x-powered-by');
    app.setGlobalPrefix('api');
    app.enableShutdownHooks();

    app.use(requestLogger());
    // the demo model's images carry the app's public address (PUBLIC_URL), which may be another
    // name of this server than the one in the address bar (localhost against 127.0.0.1)
    app.use(securityHeaders(config, [new URL(loadAiConfig().publicUrl).origin]));
    app.use(compressAnswers());
    setupWeb(app, config);
    app.use('/api', bodyParsers(config.bodyLimit));
    const sessions = await setupSessions(app, config);
    app.get(ShutdownRegistry).add(sessions.close);
    // MikroORM's request context, forked only when a request uses it (AppModule turns off the eager one).
    app.use('/api', requestContext(app.get(MikroORM)));

    app.useGlobalPipes(new MultipartFormPipe(), createValidationPipe());
    app.useGlobalFilters(new AllExceptionsFilter());

    const document = buildOpenApiDocument(app, SESSION_COOKIE);
    setupSwagger(app, document);
    await app.init();
    return { app, document, databaseUrl: db.url, embedded: db.embedded };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
