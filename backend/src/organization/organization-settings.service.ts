import { Injectable, NotFoundException } from '@nestjs/common';
import { APPROVAL_MESSAGES, MESSAGES } from '@mailplan/shared';
import { AccountRepository } from './accounts.repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { ActivityService } from './activity.service.js';
import type { OrganizationSettingsDto, UpdateOrganizationSettingsDto } from './dto/organization-settings.dto.js';

/** The organization's own settings (today: whether a campaign needs approval before it leaves). */
@Injectable()
export class OrganizationSettingsService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly activity: ActivityService,
  ) {}

  async get(scope: TenantScope): Promise<OrganizationSettingsDto> {
    const settings = await this.accounts.organizationSettings(scope.organizationId);
    if (!settings) throw new NotFoundException(MESSAGES.notFound);
    return settings;
  }

  async update(scope: TenantScope, dto: UpdateOrganizationSettingsDto): Promise<OrganizationSettingsDto> {
    const before = await this.get(scope);
    const settings = await this.accounts.updateOrganizationSettings(scope.organizationId, dto);
    if (!settings) throw new NotFoundException(MESSAGES.notFound);
    if (settings.approvalRequired !== before.approvalRequired) {
      await this.activity.recordFor(scope, {
        subjectType: 'organization',
        action: 'settings_changed',
        detail: settings.approvalRequired ? APPROVAL_MESSAGES.approvalNowRequired : APPROVAL_MESSAGES.approvalNoLongerRequired,
      });
    }
    return settings;
  }
}
