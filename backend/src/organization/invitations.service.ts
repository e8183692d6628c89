import { ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@mailplan/shared';
import { isSecretToken, newSecretToken, hashSecretToken } from '../common/secret-token.js';
import type { SessionUser } from '../common/session-user.js';
import { TenantRepositories, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { hashPassword } from '../auth/password.js';
import { toSessionUser } from '../auth/auth.service.js';
import type { RegisterDto } from '../auth/dto/register.dto.js';
import { AccountRepository } from './accounts.repository.js';
import { ActivityService } from './activity.service.js';
import type { CreateInvitationDto, InvitationDto, InvitationPreviewDto, InvitationSentDto } from './dto/member.dto.js';
import { InvitationMailer } from './invitation-mailer.js';
import { Invitation } from './invitation.entity.js';
import { INVITATION_TTL_MS, invitationLink } from './invitation-token.js';
import { EmailTakenError, InvitationRepository, type InvitationLookup } from './invitations.repository.js';
import { MEMBER_MESSAGES } from './members.messages.js';
import { MembershipRepository } from './members.repository.js';

/** What an invitation is now: its stored status, or `expired` for a pending one past its date. */
export type InvitationState = Invitation['status'] | 'expired';

export function invitationState(inv: Pick<Invitation, 'status' | 'expiresAt'>, now = new Date()): InvitationState {
  return inv.status === 'pending' && new Date(inv.expiresAt).getTime() <= now.getTime() ? 'expired' : inv.status;
}

/** Refuses a link that can no longer be used (410, saying why); a pending one passes. */
export function assertUsable(inv: Pick<Invitation, 'status' | 'expiresAt'>, organizationName: string): void {
  const state = invitationState(inv);
  if (state === 'pending') return;
  const message = {
    expired: MEMBER_MESSAGES.linkExpired(organizationName),
    revoked: MEMBER_MESSAGES.linkRevoked(organizationName),
    replaced: MEMBER_MESSAGES.linkReplaced(organizationName),
    accepted: MEMBER_MESSAGES.linkUsed,
  }[state];
  throw new GoneException(message);
}

/**
 * Invitations (docs/decisions.md#invitations): an admin invites an email with a role; the link
 * carries a single-use token (only its hash is stored) valid for 7 days, emailed when SMTP_URL is
 * set, else shown to the admin. Whoever opens it registers into the organization or, signed in
 * with the invited email, joins it.
 */
@Injectable()
export class InvitationsService {
  private readonly invitations: TenantRepository<Invitation>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly membership: MembershipRepository,
    private readonly invitationRows: InvitationRepository,
    private readonly accounts: AccountRepository,
    private readonly mailer: InvitationMailer,
    private readonly activity: ActivityService,
  ) {
    this.invitations = repos.for(Invitation, MEMBER_MESSAGES.invitationNotFound);
  }

  /** Invitations nobody has used, revoked or replaced yet (expired ones included), newest first. */
  async list(scope: TenantScope): Promise<InvitationDto[]> {
    const [rows, members] = await Promise.all([
      this.invitations.rows(scope, {
        fixed: { status: 'pending' },
        orderBy: { createdAt: 'desc', id: 'desc' },
        fields: ['id', 'email', 'role', 'status', 'invitedById', 'expiresAt', 'createdAt'],
      }),
      this.membership.members(scope.organizationId),
    ]);
    const names = new Map(members.map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]));
    return rows.map((r) => toInvitationDto(r, r.invitedById ? (names.get(r.invitedById) ?? null) : null));
  }

  async create(scope: TenantScope, dto: CreateInvitationDto, origin: string): Promise<InvitationSentDto> {
    if (await this.membership.isMemberEmail(scope.organizationId, dto.email)) throw new ConflictException(MEMBER_MESSAGES.alreadyMember(dto.email));
    const { invitation, token } = await this.repos.transactional(async (tx) => {
      const repo = tx.for(Invitation, MEMBER_MESSAGES.invitationNotFound);
      for (const open of await repo.load(scope, { email: dto.email, status: 'pending' })) {
        if (invitationState(open) === 'pending') throw new ConflictException(MEMBER_MESSAGES.alreadyInvited(dto.email));
        open.status = 'replaced';
      }
      return this.issue(scope, repo, dto);
    });
    await this.activity.recordFor(scope, { subjectType: 'member', subjectName: dto.email, action: 'invited', detail: `Invited as ${dto.role}` });
    return this.deliver(scope, invitation, token, origin);
  }

  /** A new link for a pending (or expired) invitation: the old link stops working, 7 days again. */
  async resend(scope: TenantScope, id: number, origin: string): Promise<InvitationSentDto> {
    const { invitation, token } = await this.repos.transactional(async (tx) => {
      const repo = tx.for(Invitation, MEMBER_MESSAGES.invitationNotFound);
      const old = await repo.loadOne(scope, id);
      if (old.status !== 'pending') throw new ConflictException(MEMBER_MESSAGES.invitationNotPending);
      old.status = 'replaced';
      return this.issue(scope, repo, { email: old.email, role: old.role });
    });
    await this.activity.recordFor(scope, { subjectType: 'member', subjectName: invitation.email, action: 'invitation_resent', detail: `Sent again as ${invitation.role}` });
    return this.deliver(scope, invitation, token, origin);
  }

  async revoke(scope: TenantScope, id: number): Promise<void> {
    const invitation = await this.repos.transactional(async (tx) => {
      const inv = await tx.for(Invitation, MEMBER_MESSAGES.invitationNotFound).loadOne(scope, id);
      if (inv.status !== 'pending') throw new ConflictException(MEMBER_MESSAGES.invitationNotPending);
      inv.status = 'revoked';
      return inv;
    });
    await this.activity.recordFor(scope, { subjectType: 'member', subjectName: invitation.email, action: 'invitation_revoked' });
  }

  /** What the invitation page shows; 404 for an unknown link, 410 for one that can no longer be used. */
  async preview(token: string): Promise<InvitationPreviewDto> {
    const found = await this.find(token);
    const { invitation: inv } = found;
    return {
      email: inv.email,
      role: inv.role,
      organizationName: found.organizationName,
      invitedBy: found.invitedByName,
      expiresAt: inv.expiresAt.toISOString(),
      hasAccount: found.hasAccount,
    };
  }

  /**
   * A signed-in user joins with the invitation, after confirming on its page. Joining rules
   * (docs/decisions.md#invitations): the email must be the invited one; a member of this
   * organization already is told so; a member of another organization leaves it, unless they are
   * its last admin while it has other members.
   */
  async accept(user: SessionUser, token: string): Promise<SessionUser> {
    const found = await this.find(token);
    const currentName = user.organizationId ? ((await this.accounts.organizationName(user.organizationId)) ?? 'your organization') : '';
    const result = await this.invitationRows.acceptInvitation(found.invitation.tokenHash, user.id, (inv, me, current) => {
      assertUsable(inv, found.organizationName);
      if (me.email !== inv.email) throw new ForbiddenException(MEMBER_MESSAGES.wrongEmail(inv.email));
      if (current?.organizationId === inv.organizationId) throw new ConflictException(MEMBER_MESSAGES.youAreAlreadyMember(found.organizationName));
      if (current && current.role === 'admin' && current.admins <= 1 && current.members > 1) {
        throw new ConflictException(MEMBER_MESSAGES.lastAdminLeaving(currentName));
      }
    });
    if (!result) throw new NotFoundException(MEMBER_MESSAGES.linkInvalid);
    const actor = { userId: user.id };
    if (result.previousOrganizationId) {
      await this.activity.record({
        organizationId: result.previousOrganizationId,
        actor,
        subjectType: 'member',
        subjectId: user.id,
        subjectName: user.email,
        action: 'left',
        detail: `Joined ${found.organizationName}`,
      });
    }
    await this.recordJoined(result.invitation, actor, user.email);
    return toSessionUser(result.user);
  }

  /** A new person registers through the link, with the invited email, into the organization. */
  async register(dto: RegisterDto & { invitationToken: string }): Promise<SessionUser> {
    const found = await this.find(dto.invitationToken);
    const passwordHash = await hashPassword(dto.password);
    let result: Awaited<ReturnType<InvitationRepository['registerWithInvitation']>>;
    try {
      result = await this.invitationRows.registerWithInvitation(
        found.invitation.tokenHash,
        { email: dto.email, passwordHash, firstName: dto.firstName, lastName: dto.lastName },
        (inv) => {
          assertUsable(inv, found.organizationName);
          if (dto.email !== inv.email) throw new ForbiddenException(MEMBER_MESSAGES.registerWrongEmail(inv.email));
        },
      );
    } catch (err) {
      if (err instanceof EmailTakenError) throw new ConflictException(MESSAGES.emailTaken);
      throw err;
    }
    if (!result) throw new NotFoundException(MEMBER_MESSAGES.linkInvalid);
    const { user, invitation } = result;
    await this.recordJoined(invitation, { userId: user.id, name: `${user.firstName} ${user.lastName}` }, user.email);
    return toSessionUser(user);
  }

  private recordJoined(invitation: Invitation, actor: { userId: number; name?: string }, email: string): Promise<void> {
    return this.activity.record({
      organizationId: invitation.organizationId,
      actor,
      subjectType: 'member',
      subjectId: actor.userId,
      subjectName: email,
      action: 'joined',
      detail: `Joined as ${invitation.role}`,
    });
  }

  /** The invitation of a link, usable or not; 404 when no invitation has this token. */
  private async find(token: string): Promise<InvitationLookup> {
    const found = isSecretToken(token) ? await this.invitationRows.findInvitation(hashSecretToken(token)) : null;
    if (!found) throw new NotFoundException(MEMBER_MESSAGES.linkInvalid);
    assertUsable(found.invitation, found.organizationName);
    return found;
  }

  private issue(scope: TenantScope, repo: TenantRepository<Invitation>, data: { email: string; role: Invitation['role'] }) {
    const { token, tokenHash } = newSecretToken();
    const invitation = repo.create(scope, {
      email: data.email,
      role: data.role,
      tokenHash,
      invitedById: scope.userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    return Promise.resolve({ invitation, token });
  }

  /** Emails the link when SMTP_URL is set; otherwise, or when sending fails, answers it to the admin. */
  private async deliver(scope: TenantScope, invitation: Invitation, token: string, origin: string): Promise<InvitationSentDto> {
    const link = invitationLink(origin, token);
    const inviter = scope.userId ? await this.membership.member(scope.organizationId, scope.userId) : null;
    const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'An admin';
    const dto = toInvitationDto(invitation, inviterName);
    if (!this.mailer.enabled) return { invitation: dto, delivery: 'link', link, emailError: null };
    try {
      await this.mailer.send({
        to: invitation.email,
        link,
        organizationName: (await this.accounts.organizationName(scope.organizationId)) ?? 'your team',
        inviterName,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      });
      return { invitation: dto, delivery: 'email', link: null, emailError: null };
    } catch {
      return { invitation: dto, delivery: 'link', link, emailError: MEMBER_MESSAGES.emailNotSent };
    }
  }
}

function toInvitationDto(
  r: Pick<Invitation, 'id' | 'email' | 'role' | 'status' | 'expiresAt' | 'createdAt'>,
  invitedBy: string | null,
): InvitationDto {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    status: invitationState(r) === 'expired' ? 'expired' : 'pending',
    invitedBy,
    expiresAt: new Date(r.expiresAt).toISOString(),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}
