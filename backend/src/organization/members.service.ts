import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Role } from '@mailplan/shared';
import type { TenantScope } from '../common/tenant-scope.js';
import { ActivityService } from './activity.service.js';
import { type MemberDto, toMemberDto } from './dto/member.dto.js';
import { MEMBER_MESSAGES } from './members.messages.js';
import { MembershipRepository } from './members.repository.js';

/**
 * The organization's members: listed to every member, roles changed and members removed by an
 * admin. An organization always keeps an admin: the last one can be neither demoted nor removed.
 * A role change applies from the member's next request (each request reads its user fresh); a
 * removal ends the member's sessions at once.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly membership: MembershipRepository,
    private readonly activity: ActivityService,
  ) {}

  async list(scope: TenantScope): Promise<MemberDto[]> {
    return (await this.membership.members(scope.organizationId)).map(toMemberDto);
  }

  async changeRole(scope: TenantScope, id: number, role: Role): Promise<MemberDto> {
    const changed = await this.membership.changeRole(scope.organizationId, id, role, (target, admins) => {
      if (target.role === 'admin' && role !== 'admin' && admins <= 1) throw new ConflictException(MEMBER_MESSAGES.lastAdminDemote);
    });
    if (!changed) throw new NotFoundException(MEMBER_MESSAGES.memberNotFound);
    const { before, after } = changed;
    if (before.role !== after.role) {
      await this.activity.recordFor(scope, {
        subjectType: 'member',
        subjectId: after.id,
        subjectName: after.email,
        action: 'role_changed',
        detail: `${before.role} → ${after.role}`,
      });
    }
    return toMemberDto(after);
  }

  async remove(scope: TenantScope, id: number): Promise<void> {
    const removed = await this.membership.remove(scope.organizationId, id, (target, admins) => {
      if (target.role === 'admin' && admins <= 1) throw new ConflictException(MEMBER_MESSAGES.lastAdminRemove);
    });
    if (!removed) throw new NotFoundException(MEMBER_MESSAGES.memberNotFound);
    await this.activity.recordFor(scope, { subjectType: 'member', subjectId: removed.id, subjectName: removed.email, action: 'removed' });
  }
}
