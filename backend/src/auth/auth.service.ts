import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { MESSAGES, isRowId } from '@mailplan/shared';
import { userIdentity, type SessionUser } from '../common/session-user.js';
import { User } from '../organization/user.entity.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword, verifyPassword } from './password.js';

/** What a request needs of its user: every column but the password hash. */
export const SESSION_USER_COLUMNS = [
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
] as const satisfies readonly (keyof User)[];

type SessionUserRow = Pick<User, (typeof SESSION_USER_COLUMNS)[number]>;

export function toSessionUser(u: SessionUserRow): SessionUser {
  return {
    ...userIdentity(u),
    organizationId: u.organizationId ?? null,
    isActive: u.isActive,
    pendingSetup: u.pendingSetup,
    lastLogin: u.lastLogin ?? null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

/** connect-pg-simple's table: `session(sid, sess json, expire)`; the user id is `sess.passport.user`. */
export const SESSION_TABLE = 'session';

@Injectable()
export class AuthService {
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
      // Registering signs the person in (AuthController.register), so it is their first sign-in.
      lastLogin: new Date(),
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
   * Loads the user of each request for the session (Passport's deserializeUser, which runs before
   * MikroORM's request context: hence the fork), fresh from the database so that a deactivated
   * user is out at once. One indexed query answering a plain object (QueryBuilder
   * `execute('get', true)`: columns mapped to property names, no entity, no identity map).
   */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    if (!isRowId(id)) return null;
    const row = await this.em
      .fork()
      .createQueryBuilder(User)
      .select([...SESSION_USER_COLUMNS])
      .where({ id, isActive: true })
      .limit(1)
      .execute<SessionUserRow | undefined>('get', true);
    return row ? toSessionUser(row) : null;
  }
}
