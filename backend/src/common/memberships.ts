import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { Role } from '@mailplan/shared';
import { SESSION_TABLE } from '../auth/auth.service.js';
import { Invitation } from '../organization/invitation.entity.js';
import { Organization } from '../organization/organization.entity.js';
import { User } from '../organization/user.entity.js';
import { preparedReads } from './prepared-reads.js';

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

/** The organization a user belongs to when they open an invitation, as the joining rules see it. */
export interface CurrentMembership {
  organizationId: number;
  role: Role;
  /** Admins of that organization, this user included. */
  admins: number;
  /** Members of that organization, this user included. */
  members: number;
}

/** An invitation found by its token, with what its page shows. */
export interface InvitationLookup {
  invitation: Invitation;
  organizationName: string;
  invitedByName: string | null;
  /** Whether an account with the invited email exists (the page then asks to log in). */
  hasAccount: boolean;
}

export interface NewMember {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** Thrown by `registerWithInvitation` when the email is already registered. */
export class EmailTakenError extends Error {}

/**
 * The rows above tenant scope that members and invitations need: an organization's users (User
 * carries no tenant filter: one person, one organization), the session table by user id, and an
 * invitation found by its token, before anyone knows its organization. Like AccountRepository,
 * the rules stay with the caller: each write takes a `check` that sees the rows locked inside the
 * transaction and may throw (nothing is stored then). docs/decisions.md#invitations
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
    if (!isRowId(userId)) return Promise.resolve(null);
    return this.em.transactional(async (em) => {
      const admins = await lockAdmins(em, organizationId);
      const user = await em.findOne(User, { id: userId, organizationId, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return null;
      const before = toMemberRow(user);
      check(before, admins);
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
    if (!isRowId(userId)) return Promise.resolve(null);
    return this.em.transactional(async (em) => {
      const admins = await lockAdmins(em, organizationId);
      const user = await em.findOne(User, { id: userId, organizationId, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return null;
      const removed = toMemberRow(user);
      check(removed, admins);
      user.organizationId = null;
      user.role = 'viewer';
      user.pendingSetup = true;
      await em.flush();
      await deleteSessionsOf(em, userId);
      return removed;
    });
  }

  /** The invitation with this token hash, whichever organization it is of, or null. */
  async findInvitation(tokenHash: string): Promise<InvitationLookup | null> {
    const em = this.em.fork();
    const invitation = await em.findOne(Invitation, { tokenHash }, { filters: false });
    if (!invitation) return null;
    const [organization, inviter, accounts] = await Promise.all([
      em.findOne(Organization, { id: invitation.organizationId }, { fields: ['name'] }),
      invitation.invitedById ? em.findOne(User, { id: invitation.invitedById }, { fields: ['firstName', 'lastName'] }) : null,
      em.count(User, { email: invitation.email }),
    ]);
    return {
      invitation,
      organizationName: organization?.name ?? '',
      invitedByName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : null,
      hasAccount: accounts > 0,
    };
  }

  /**
   * A signed-in user joins with the invitation. In one transaction, with the invitation, the user
   * and their current organization's admins locked: `check(invitation, user, current)` may throw;
   * then the user moves to the invitation's organization with its role and the invitation is used.
   * Answers null when no invitation has this token.
   */
  acceptInvitation(
    tokenHash: string,
    userId: number,
    check: (invitation: Invitation, user: User, current: CurrentMembership | null) => void,
  ): Promise<{ invitation: Invitation; user: User; previousOrganizationId: number | null } | null> {
    return this.em.transactional(async (em) => {
      const invitation = await em.findOne(Invitation, { tokenHash }, { filters: false, lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!invitation) return null;
      const user = await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const previousOrganizationId = user.organizationId ?? null;
      let current: CurrentMembership | null = null;
      if (previousOrganizationId) {
        const admins = await lockAdmins(em, previousOrganizationId);
        const members = await em.count(User, { organizationId: previousOrganizationId, isActive: true });
        current = { organizationId: previousOrganizationId, role: user.role, admins, members };
      }
      check(invitation, user, current);
      user.organizationId = invitation.organizationId;
      user.role = invitation.role;
      user.pendingSetup = false;
      markAccepted(invitation, user.id);
      await em.flush();
      return { invitation, user, previousOrganizationId };
    });
  }

  /**
   * A new person registers with the invitation: `check(invitation)` may throw; then the user is
   * created in the invitation's organization with its role, and the invitation is used, in one
   * transaction. Answers null when no invitation has this token; throws EmailTakenError when the
   * email is registered already.
   */
  registerWithInvitation(tokenHash: string, data: NewMember, check: (invitation: Invitation) => void): Promise<{ invitation: Invitation; user: User } | null> {
    return this.em
      .transactional(async (em) => {
        const invitation = await em.findOne(Invitation, { tokenHash }, { filters: false, lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!invitation) return null;
        check(invitation);
        if (await em.count(User, { email: data.email })) throw new EmailTakenError();
        const user = em.create(User, {
          ...data,
          organizationId: invitation.organizationId,
          role: invitation.role,
          pendingSetup: false,
          lastLogin: new Date(),
        });
        await em.persist(user).flush();
        markAccepted(invitation, user.id);
        await em.flush();
        return { invitation, user };
      })
      .catch((err: unknown) => {
        if (err instanceof UniqueConstraintViolationException) throw new EmailTakenError();
        throw err;
      });
  }
}

function markAccepted(invitation: Invitation, userId: number): void {
  invitation.status = 'accepted';
  invitation.acceptedById = userId;
  invitation.acceptedAt = new Date();
}

/** Locks the organization's admins' rows (in id order) and answers how many there are. */
async function lockAdmins(em: EntityManager, organizationId: number): Promise<number> {
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
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    lastLogin: u.lastLogin ?? null,
    createdAt: u.createdAt,
  };
}

function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}
