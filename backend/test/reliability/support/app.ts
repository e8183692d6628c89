// The app in-process through the backend's own test bootstrap (startTestApp: a database of its
// own, migrations, the product's createApp), listening on a real port so the same fetch client
// works here and against a spawned process.
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp } from '../../support/test-app.js';

export interface TestApp {
  baseUrl: string;
  /** The Nest application, for set-up that no endpoint offers (e.g. a job to follow). */
  nest: NestExpressApplication;
  /** Runs SQL against the app's database. */
  sql<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Every route the Express router serves: method and path in OpenAPI form (`/api/modules/{id}`). */
  registeredRoutes(): { method: string; path: string }[];
  close(): Promise<void>;
}

export async function bootApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp(env);
  await t.app.listen(0, '127.0.0.1');
  const address = t.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    nest: t.app,
    sql: t.sql as TestApp['sql'],
    registeredRoutes() {
      const express = t.app.getHttpAdapter().getInstance();
      const stack: any[] = express.router?.stack ?? express._router?.stack ?? [];
      const out: { method: string; path: string }[] = [];
      for (const layer of stack) {
        const route = layer.route;
        if (!route || typeof route.path !== 'string') continue;
        for (const [method, on] of Object.entries(route.methods ?? {})) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: route.path.replace(/:(\w+)/g, '{$1}') });
        }
      }
      return out;
    },
    close: () => t.close(),
  };
}
