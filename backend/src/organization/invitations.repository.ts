import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { Role } from '@mailplan/shared';
import { Invitation } from './invitation.entity.js';
import { lockAdmins } from './members.repository.js';
import { Organization } from './organization.entity.js';
import { User } from './user.entity.js';

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
 * An invitation found by its token, before anyone knows its organization, and the two ways of
 * using it (a signed-in user joins, a new person registers). As in MembershipRepository, each
 * write takes a `check` that sees the rows locked inside the transaction and may throw (nothing
 * is stored then). docs/decisions.md#invitations
 */
@Injectable()
export class InvitationRepository {
  constructor(private readonly em: EntityManager) {}

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
