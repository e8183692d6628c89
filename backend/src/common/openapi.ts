import type { INestApplication } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mailplan/shared';

/** The document of every route; `sessionCookie` names the cookie that authenticates a call. */
export function buildOpenApiDocument(app: INestApplication, sessionCookie: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Mailplan API')
    .setDescription(
      'Email-marketing planning. Sign in with POST /api/auth/login; the session cookie authenticates ' +
        `later calls. Every write must send \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`. ` +
        'Every error answers `{statusCode, error, message, errors?}`.',
    )
    .setVersion('1.0.0')
    .addCookieAuth(sessionCookie)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey}_${methodKey}`,
  });
  documentOutages(document);
  return sortDocument(document);
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Any call may meet an outage of the database or the job queue: it then answers 503 with a
 * Retry-After header (seconds) rather than hanging or failing with 500. Documented once here.
 */
function documentOutages(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.responses['503'] ??= {
        description: 'The database or the job queue is unavailable for a moment; retry after Retry-After seconds',
        headers: { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } },
      };
    }
  }
}

/**
 * A stable order (object keys and `required` lists sorted), so the committed document changes
 * only when the API does and each change is a readable diff.
 */
export function sortDocument<T>(value: T, key?: string): T {
  if (Array.isArray(value)) {
    const items = value.map((v) => sortDocument(v));
    if (key === 'required' && items.every((i) => typeof i === 'string')) return [...items].sort() as T;
    return items as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortDocument((value as Record<string, unknown>)[k], k)]),
    ) as T;
  }
  return value;
}

/**
 * Swagger UI at /api/docs and the document at /api/docs-json (and -yaml). Mounted as one
 * middleware that only /api/docs* requests enter: Swagger registers ten routes and two static
 * folders, and on the app's own router every API call would test its path against each of them.
 * SwaggerModule is given the app's shape it uses (an Express adapter, static assets, no global
 * prefix: the paths here are complete) backed by a router of its own.
 */
export function setupSwagger(app: INestApplication, document: OpenAPIObject): void {
  const docs = express.Router();
  const adapter = new ExpressAdapter(docs as unknown as express.Express);
  const host = {
    getHttpAdapter: () => adapter,
    useStaticAssets: (path: string, options: { prefix?: string }) => adapter.useStaticAssets(path, options),
  } as unknown as INestApplication;
  SwaggerModule.setup('api/docs', host, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Mailplan API',
    swaggerOptions: {
      // Lets "Try it out" pass the CSRF check on writes; the session cookie goes along by itself.
      requestInterceptor: (req: { headers: Record<string, string> }) => {
        req.headers['X-Requested-With'] = 'XMLHttpRequest';
        return req;
      },
      persistAuthorization: true,
    },
  });
  app.use(((req, res, next) => (req.path.startsWith('/api/docs') ? docs(req, res, next) : next())) as express.RequestHandler);
}
