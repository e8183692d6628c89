import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { MESSAGES } from '@mailplan/shared';
import { plainSelect, queryArrays, readPlain, type PlainRow, type PlainSelect } from '../common/plain-rows.js';
import type { SessionUser } from '../common/session-user.js';
import { User } from '../organization/user.entity.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword, verifyPassword } from './password.js';

/** What a request needs of its user: every column but the password hash. */
const SESSION_USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'role',
  'organizationId',
  'isActive',
  'pendingSetup',
  'lastLogin',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PlainRow<User>)[];

export function toSessionUser(u: Pick<PlainRow<User>, (typeof SESSION_USER_COLUMNS)[number]>): SessionUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    organizationId: u.organizationId ?? null,
    isActive: u.isActive,
    pendingSetup: u.pendingSetup,
    lastLogin: u.lastLogin ?? null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

type SessionUserRow = Pick<PlainRow<User>, (typeof SESSION_USER_COLUMNS)[number]>;

/** connect-pg-simple's table: `session(sid, sess json, expire)`; the user id is `sess.passport.user`. */
export const SESSION_TABLE = 'session';

@Injectable()
export class AuthService {
  private sessionUserQuery?: { sql: string; user: PlainSelect<SessionUserRow> };

  constructor(private readonly em: EntityManager) {}

  async register(dto: RegisterDto): Promise<SessionUser> {
    const em = this.em.fork();
    if (await em.count(User, { email: dto.email })) throw new ConflictException(MESSAGES.emailTaken);
    const user = em.create(User, {
      email: dto.email,
      passwordHash: await hashPassword(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName,
      pendingSetup: true,
    });
    try {
      await em.persist(user).flush();
    } catch (err) {
      // Two registrations racing for one address: the unique index decides.
      if (err instanceof UniqueConstraintViolationException) throw new ConflictException(MESSAGES.emailTaken);
      throw err;
    }
    return toSessionUser(user);
  }

  /** The user for these credentials, or null; the same work is done for an unknown email. */
  async validateCredentials(email: string, password: string): Promise<SessionUser | null> {
    const em = this.em.fork();
    const user = await em.findOne(User, { email: email.trim().toLowerCase(), isActive: true }, { populate: ['passwordHash'] });
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) return null;
    user.lastLogin = new Date();
    await em.flush();
    return toSessionUser(user);
  }

  /**
   * Loads the user of each request for the session (outside MikroORM's request context), fresh
   * from the database so that a deactivated user is out at once. A plain read: one indexed query,
   * no entity manager fork.
   */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    if (!Number.isSafeInteger(id)) return null;
    const [user] = await readPlain(this.em, User, { select: SESSION_USER_COLUMNS, where: { id, isActive: true }, limit: 1 });
    return user ? toSessionUser(user) : null;
  }

  /**
   * The active user of a live session, read in one query: the session row as the session store
   * reads it (id, not expired by the same clock) joined with its user as {@link findSessionUser}
   * loads it. Null when the session is missing or expired, has no user, or the user is inactive.
   */
  async findUserOfSession(sid: string): Promise<SessionUser | null> {
    const q = (this.sessionUserQuery ??= this.buildSessionUserQuery());
    // connect-pg-simple's clock: whole seconds, rounded up.
    const rows = await queryArrays(this.em, q.sql, [sid, Math.ceil(Date.now() / 1000)]);
    return rows.length ? toSessionUser(q.user.map(rows[0])) : null;
  }

  private buildSessionUserQuery(): { sql: string; user: PlainSelect<SessionUserRow> } {
    const user = plainSelect(this.em, User, SESSION_USER_COLUMNS, 'u');
    const userId = `s.sess #>> '{passport,user}'`;
    const sql =
      `select ${user.columns} from "${SESSION_TABLE}" s join ${user.from} ` +
      // Passport stores the id as a JSON number; anything else matches no user (and never fails the cast).
      `on ${user.column('id')} = case when ${userId} ~ '^[0-9]{1,9}$' then (${userId})::int end ` +
      `where s.sid = $1 and s.expire >= to_timestamp($2) and ${user.column('isActive')} = true limit 1`;
    return { sql, user };
  }
}
