// Shared by the servers of the browser tests (serve-app.mjs, deploy-alone/serve.mjs).
import pg from 'pg';

/** Waits until the API on `apiPort` answers its health check (up to 30 seconds), else throws. */
export async function healthy(apiPort) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the API on port ${apiPort} did not start`);
}

/**
 * Creates the database `dbName` on the Postgres server of `adminUrl`. Returns its URL and `drop`,
 * which removes it again (also while the API still holds connections).
 */
export async function freshDatabase(adminUrl, dbName) {
  const runAsAdmin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await runAsAdmin(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  return { dbUrl, drop: () => runAsAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`) };
}

/**
 * The environment of a built API process under test: test mode on `port`, the database, Redis with
 * a queue prefix of its own, warnings only and no AI keys (the offline demo model answers).
 * `extra` adds to it or overrides it.
 */
export function apiEnv({ port, dbUrl, redisUrl, queuePrefix }, extra) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    LOG_LEVEL: 'warn',
    ANTHROPIC_API_KEY: '',
    OPENAI_API_KEY: '',
    GEMINI_API_KEY: '',
    ...extra,
  };
}

/** Stops the child processes and waits until every one has exited. */
export async function stopAll(children) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))));
}
