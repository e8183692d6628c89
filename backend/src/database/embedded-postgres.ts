import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { AppConfig } from '../config/config.js';
import { lockDataDirectory } from './data-dir-lock.js';
import type { DatabaseTarget } from './orm-options.js';

export interface ResolvedDatabase extends DatabaseTarget {
  embedded: boolean;
  /** Stops the embedded server and then releases its data directory (no-op for a real Postgres). */
  close(): Promise<void>;
}

/**
 * A real Postgres when DATABASE_URL is set; otherwise PGlite (Postgres compiled to WASM) kept in
 * PGLITE_DATA_DIR and served on a free 127.0.0.1 port, so the normal pg driver reaches it.
 * PGlite has one connection: every pool using it (MikroORM, the session store) must hold one.
 * PGlite also has one backend session for all the connections it accepts, so a connection that
 * replaces a closed one starts with DISCARD ALL (see DatabaseTarget.resetSessionOnConnect).
 * The data directory is locked first, so a second process on it stops before opening anything
 * (DataDirectoryInUseError), and unlocked only after the database is closed.
 */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, poolMax: 10, poolIdleMs: config.databasePoolIdleMs, embedded: false, close: async () => undefined };
  }
  mkdirSync(config.pgliteDataDir, { recursive: true });
  const lock = await lockDataDirectory(config.pgliteDataDir);
  let opened: { db: PGlite; server: PGLiteSocketServer };
  try {
    opened = await serveEmbedded(config.pgliteDataDir);
  } catch (err) {
    await lock.release();
    throw err;
  }
  const { db, server } = opened;
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  const url = `postgres://postgres:postgres@${conn}/postgres`;
  let closed = false;
  return {
    url,
    poolMax: 1,
    poolIdleMs: config.databasePoolIdleMs,
    resetSessionOnConnect: true,
    embedded: true,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await server.stop();
        await db.close();
      } finally {
        await lock.release();
      }
    },
  };
}

/** PGlite on its data directory, served on a free 127.0.0.1 port (closed again if serving fails). */
async function serveEmbedded(dataDir: string): Promise<{ db: PGlite; server: PGLiteSocketServer }> {
  const db = await PGlite.create({ dataDir });
  try {
    // Two sockets, one session: the pool holds one client, but when it closes an idle client and
    // opens the next at once, the old socket may not be gone yet; refusing the new one would fail
    // that request. Each new client starts with DISCARD ALL (resetSessionOnConnect).
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
    await server.start();
    return { db, server };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
