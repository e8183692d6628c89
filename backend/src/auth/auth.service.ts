import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { MESSAGES } from '@mailplan/shared';
import type { SessionUser } from '../common/session-user.js';
import { User } from '../organization/user.entity.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword, verifyPassword } from './password.js';

export function toSessionUser(u: User): SessionUser {
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

  /** Used by the session to load the user of each request (outside MikroORM's request context). */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    const user = await this.em.fork().findOne(User, { id, isActive: true });
    return user ? toSessionUser(user) : null;
  }
}
