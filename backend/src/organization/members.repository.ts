import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { isRowId, type Role } from '@mailplan/shared';
import { SESSION_TABLE } from '../auth/auth.service.js';
import { preparedReads } from '../common/prepared-reads.js';
import { userIdentity } from '../common/session-user.js';
import { User } from './user.entity.js';

/** A member as the members page lists them. */
export interface MemberRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  lastLogin: Date | null;
  createdAt: Date;
}

const MEMBER_FIELDS = ['id', 'email', 'firstName', 'lastName', 'role', 'lastLogin', 'createdAt'] as const;

/**
 * The rows above tenant scope that the members page needs: an organization's users (User carries
 * no tenant filter: one person, one organization) and the session table by user id. Like
 * AccountRepository, the rules stay with the caller: each write takes a `check` that sees the rows
 * locked inside the transaction and may throw (nothing is stored then).
 */
@Injectable()
export class MembershipRepository {
  constructor(private readonly em: EntityManager) {}

  /** The organization's active members, oldest first. */
  async members(organizationId: number): Promise<MemberRow[]> {
    const rows = await preparedReads.run(this.em, User, organizationId, null, {
      fields: MEMBER_FIELDS,
      fixed: { isActive: true },
      orderBy: { createdAt: 'asc', id: 'asc' },
    });
    return (rows as Pick<User, (typeof MEMBER_FIELDS)[number]>[]).map(toMemberRow);
  }

  /** One member of the organization, or null (another organization's user included). */
  async member(organizationId: number, userId: number): Promise<MemberRow | null> {
    if (!isRowId(userId)) return null;
    const row = await this.em.fork().findOne(User, { id: userId, organizationId, isActive: true }, { fields: [...MEMBER_FIELDS] });
    return row ? toMemberRow(row) : null;
  }

  /** Whether a member of the organization has this (lower-cased) email. */
  async isMemberEmail(organizationId: number, email: string): Promise<boolean> {
    return (await this.em.fork().count(User, { organizationId, email })) > 0;
  }

  /**
   * Changes a member's role. `check(target, admins)` sees the member and the organization's admin
   * count with the admins' rows locked, so two demotions cannot both pass the last-admin rule.
   * Answers the member before and after, or null when the user is not a member.
   */
  changeRole(
    organizationId: number,
    userId: number,
    role: Role,
    check: (target: MemberRow, admins: number) => void,
  ): Promise<{ before: MemberRow; after: MemberRow } | null> {
    return this.changeLockedMember(organizationId, userId, check, async (em, user, before) => {
      user.role = role;
      await em.flush();
      return { before, after: toMemberRow(user) };
    });
  }

  /**
   * Removes a member: the user leaves the organization (no organization, back to set-up) and every
   * session of theirs is deleted in the same transaction, so their next request is signed out.
   * `check(target, admins)` as in `changeRole`. Answers the removed member, or null.
   */
  remove(organizationId: number, userId: number, check: (target: MemberRow, admins: number) => void): Promise<MemberRow | null> {
    return this.changeLockedMember(organizationId, userId, check, async (em, user, removed) => {
      user.organizationId = null;
      user.role = 'viewer';
      user.pendingSetup = true;
      await em.flush();
      await deleteSessionsOf(em, userId);
      return removed;
    });
  }

  /**
   * In one transaction: locks the organization's admins and the member's row, runs
   * `check(member, admins)` (it throws to refuse), then `change`. Null when the user is not an
   * active member of the organization.
   */
  private changeLockedMember<T>(
    organizationId: number,
    userId: number,
    check: (target: MemberRow, admins: number) => void,
    change: (em: EntityManager, user: User, member: MemberRow) => Promise<T>,
  ): Promise<T | null> {
    if (!isRowId(userId)) return Promise.resolve(null);
    return this.em.transactional(async (em) => {
      const admins = await lockAdmins(em, organizationId);
      const user = await em.findOne(User, { id: userId, organizationId, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return null;
      const member = toMemberRow(user);
      check(member, admins);
      return change(em, user, member);
    });
  }
}

/** Locks the organization's admins' rows (in id order) and answers how many there are. */
export async function lockAdmins(em: EntityManager, organizationId: number): Promise<number> {
  const admins = await em.find(
    User,
    { organizationId, role: 'admin', isActive: true },
    { fields: ['id'], orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  return admins.length;
}

/**
 * Deletes the user's rows of the session store's table (connect-pg-simple keeps the user id at
 * `sess.passport.user`; its API only destroys by session id), inside the caller's transaction.
 */
async function deleteSessionsOf(em: EntityManager, userId: number): Promise<void> {
  await em.execute(`delete from "${SESSION_TABLE}" where sess #>> '{passport,user}' = ?`, [String(userId)], 'run');
}

function toMemberRow(u: Pick<User, (typeof MEMBER_FIELDS)[number]>): MemberRow {
  return {
    ...userIdentity(u),
    lastLogin: u.lastLogin ?? null,
    createdAt: u.createdAt,
  };
}
