import type { EntityManager } from '@mikro-orm/postgresql';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { SessionUser } from '../common/session-user.js';
import { User } from '../organization/user.entity.js';
import { SESSION_USER_COLUMNS, toSessionUser } from './auth.service.js';

/**
 * Hands the user read with a session (SessionStore.get) to the SessionSerializer of the same
 * request. express-session's callback, Passport's session strategy and the serializer run in one
 * synchronous stretch after the read, so the offer lives only until the current microtask ends; a
 * request that finds no offer for its user id reads the user itself (the same answer, one more
 * query).
 */
export class SessionUserHandoff {
  private slot?: { id: number; user: SessionUser };

  offer(user: SessionUser): void {
    const slot = { id: user.id, user };
    this.slot = slot;
    queueMicrotask(() => {
      if (this.slot === slot) this.slot = undefined;
    });
  }

  take(id: number): SessionUser | undefined {
    const slot = this.slot;
    if (!slot || slot.id !== id) return undefined;
    this.slot = undefined;
    return slot.user;
  }
}

type StoreOptions = ConstructorParameters<ReturnType<typeof connectPgSimple>>[0];

/**
 * connect-pg-simple's store (table `session`), whose `get` reads the session row and its active
 * user in one query (the store's own conditions: this id, not expired by its clock) and offers
 * that user to the request's SessionSerializer through the handoff. The query runs through
 * MikroORM's connection (`execute`), as every other read does: MikroORM sends it with its values
 * quoted into the text, one message on the wire, where the pool's parameterised query takes five
 * (docs/decisions.md#session-reads). Everything else is the store's own.
 */
export function createSessionStore(em: EntityManager, handoff: SessionUserHandoff, options: StoreOptions): session.Store & { close(): void | Promise<void> } {
  const PgStore = connectPgSimple(session);
  const meta = em.getMetadata().find(User)!;
  const column = (p: (typeof SESSION_USER_COLUMNS)[number]) => `u."${meta.properties[p].fieldNames[0]}"`;
  const userId = `s.sess #>> '{passport,user}'`;
  const table = `"${options?.tableName ?? 'session'}"`;
  const sql =
    `select s.sess, ${SESSION_USER_COLUMNS.map((p) => `${column(p)} as "${p}"`).join(', ')} from ${table} s ` +
    `left join "${meta.tableName}" u on ${column('id')} = case when ${userId} ~ '^[0-9]{1,9}$' then (${userId})::int end ` +
    `and ${column('isActive')} = true where s.sid = ? and s.expire >= to_timestamp(?)`;
  const connection = em.getConnection();

  class SessionStore extends PgStore {
    override get(sid: string, fn: (err: unknown, session?: session.SessionData | null) => void): void {
      // connect-pg-simple's clock: whole seconds, rounded up.
      connection
        .execute<Record<string, unknown>>(sql, [sid, Math.ceil(Date.now() / 1000)], 'get')
        .then((row: Record<string, unknown> | undefined) => {
          if (!row) return fn(null);
          let sess: session.SessionData;
          try {
            sess = typeof row.sess === 'string' ? JSON.parse(row.sess) : (row.sess as session.SessionData);
          } catch {
            return this.destroy(sid, (e) => fn(e));
          }
          if (row.id != null) handoff.offer(toSessionUser(row as unknown as Parameters<typeof toSessionUser>[0]));
          fn(null, sess);
        }, fn);
    }
  }
  return new SessionStore(options);
}
