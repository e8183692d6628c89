import { Body, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors } from '../common/route-decorators.js';
import { OrganizationSettingsDto, UpdateOrganizationSettingsDto } from './dto/organization-settings.dto.js';
import { OrganizationSettingsService } from './organization-settings.service.js';

@ApiController('organization/settings', 'organizations')
export class OrganizationSettingsController {
  constructor(private readonly settings: OrganizationSettingsService) {}

  @Get()
  @Can('read')
  @ApiOperation({ operationId: 'getOrganizationSettings', summary: "Your organization's settings (whether campaigns need approval before export)" })
  @ApiOkResponse({ type: OrganizationSettingsDto })
  get(@Tenant() scope: TenantScope): Promise<OrganizationSettingsDto> {
    return this.settings.get(scope);
  }

  @Patch()
  @Can('organization.manage')
  @ApiOperation({ operationId: 'updateOrganizationSettings', summary: "Change your organization's settings (admin)" })
  @ApiOkResponse({ type: OrganizationSettingsDto })
  @ApiErrors({ badRequest: true })
  update(@Tenant() scope: TenantScope, @Body() dto: UpdateOrganizationSettingsDto): Promise<OrganizationSettingsDto> {
    return this.settings.update(scope, dto);
  }
}
