import { Body, Get, HttpCode, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { Can, Public, SignedIn } from '../common/access.decorators.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParam } from '../common/parse-id.pipe.js';
import type { SessionUser } from '../common/session-user.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors, ApiIdParam, Create, ReadList, Remove } from '../common/route-decorators.js';
import { UserDto, toUserDto } from './dto/user.dto.js';
import { AcceptInvitationDto, CreateInvitationDto, InvitationDto, InvitationPreviewDto, InvitationSentDto, MemberDto, UpdateMemberDto } from './dto/member.dto.js';
import { InvitationsService } from './invitations.service.js';
import { MembersService } from './members.service.js';
import { MEMBER_MESSAGES as M } from './members.messages.js';

const csrf = ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Missing CSRF header, or not allowed' });

/**
 * The address the admin uses, for the link: the browser's Origin (checked by the CSRF guard on
 * every write), else this request's own host.
 */
function originOf(req: Request): string {
  const origin = req.get('origin');
  return origin && origin !== 'null' ? origin : `${req.protocol}://${req.get('host')}`;
}

@ApiController('members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @ReadList({ operationId: 'listMembers', summary: "The organization's members: name, email, role and last sign-in" }, MemberDto)
  list(@Tenant() scope: TenantScope): Promise<MemberDto[]> {
    return this.members.list(scope);
  }

  @Patch(':id')
  @Can('members.manage')
  @ApiIdParam('id', "The member's user id")
  @ApiOperation({ operationId: 'updateMember', summary: "Change a member's role; it applies from their next request" })
  @ApiOkResponse({ type: MemberDto })
  @ApiErrors({ badRequest: true, notFound: M.memberNotFound, conflict: M.lastAdminDemote })
  update(
    @Tenant() scope: TenantScope,
    @IdParam({ name: 'id', message: M.memberIdInvalid }) id: number,
    @Body() dto: UpdateMemberDto,
  ): Promise<MemberDto> {
    return this.members.changeRole(scope, id, dto.role);
  }

  @Remove(
    ':id',
    'members.manage',
    { operationId: 'removeMember', summary: 'Remove a member: they leave the organization and every session of theirs ends at once' },
    'Removed',
  )
  @ApiIdParam('id', "The member's user id")
  @ApiErrors({ badRequest: M.memberIdInvalid, notFound: M.memberNotFound, conflict: M.lastAdminRemove })
  remove(@Tenant() scope: TenantScope, @IdParam({ name: 'id', message: M.memberIdInvalid }) id: number): Promise<void> {
    return this.members.remove(scope, id);
  }
}

@ApiController('invitations', 'members')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @ReadList({ operationId: 'listInvitations', summary: 'Invitations not used yet (pending or expired), newest first' }, InvitationDto)
  list(@Tenant() scope: TenantScope): Promise<InvitationDto[]> {
    return this.invitations.list(scope);
  }

  @Create(
    '',
    'members.manage',
    {
      operationId: 'createInvitation',
      summary: 'Invite an email with a role: a single-use link valid for 7 days',
      description: 'Emailed when SMTP_URL is set; otherwise (or when sending fails) the link is answered once for the admin to pass on.',
    },
    InvitationSentDto,
  )
  @ApiErrors({ conflict: 'Already a member, or already invited' })
  create(@Tenant() scope: TenantScope, @Body() dto: CreateInvitationDto, @Req() req: Request): Promise<InvitationSentDto> {
    return this.invitations.create(scope, dto, originOf(req));
  }

  @Post(':id/resend')
  @HttpCode(200)
  @Can('members.manage')
  @ApiIdParam()
  @ApiOperation({ operationId: 'resendInvitation', summary: 'Send an invitation again with a new link (the old one stops working), valid for 7 days' })
  @ApiOkResponse({ type: InvitationSentDto })
  @ApiErrors({ badRequest: M.invitationIdInvalid, notFound: M.invitationNotFound, conflict: M.invitationNotPending })
  resend(@Tenant() scope: TenantScope, @IdParam({ name: 'id', message: M.invitationIdInvalid }) id: number, @Req() req: Request): Promise<InvitationSentDto> {
    return this.invitations.resend(scope, id, originOf(req));
  }

  @Remove(':id', 'members.manage', { operationId: 'revokeInvitation', summary: 'Revoke an invitation: its link says so and changes nothing' }, 'Revoked')
  @ApiIdParam()
  @ApiErrors({ badRequest: M.invitationIdInvalid, notFound: M.invitationNotFound, conflict: M.invitationNotPending })
  revoke(@Tenant() scope: TenantScope, @IdParam({ name: 'id', message: M.invitationIdInvalid }) id: number): Promise<void> {
    return this.invitations.revoke(scope, id);
  }
}

/** The invitation link's own routes: what it is (no session), and joining with it (signed in). */
@ApiController('auth/invitation', 'auth')
export class InvitationLinkController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  @Public()
  @ApiQuery({ name: 'token', type: String, description: "The link's token (kept out of the request log, unlike a path)" })
  @ApiOperation({ operationId: 'getInvitation', summary: 'What an invitation link offers: the organization, the role and the invited email' })
  @ApiOkResponse({ type: InvitationPreviewDto })
  @ApiErrors({ notFound: M.linkInvalid, gone: 'Expired, revoked, replaced by a newer link, or used' })
  preview(@Query('token') token: unknown): Promise<InvitationPreviewDto> {
    return this.invitations.preview(typeof token === 'string' ? token : '');
  }

  @Post('accept')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    operationId: 'acceptInvitation',
    summary: 'Join the organization of an invitation, signed in with the invited email',
    description: 'A member of another organization leaves it, unless they are its last admin while it has other members (409).',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors({
    badRequest: true,
    notFound: M.linkInvalid,
    conflict: 'Already a member, or the last admin of another organization with members',
    gone: 'Expired, revoked, replaced by a newer link, or used',
  })
  @csrf
  async accept(@CurrentUser() user: SessionUser, @Body() dto: AcceptInvitationDto): Promise<UserDto> {
    return toUserDto(await this.invitations.accept(user, dto.token));
  }
}
