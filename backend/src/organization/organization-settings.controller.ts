import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { OrganizationSettingsDto, UpdateOrganizationSettingsDto } from './dto/organization-settings.dto.js';
import { OrganizationSettingsService } from './organization-settings.service.js';

@ApiTags('organizations')
@Controller('organization/settings')
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
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  update(@Tenant() scope: TenantScope, @Body() dto: UpdateOrganizationSettingsDto): Promise<OrganizationSettingsDto> {
    return this.settings.update(scope, dto);
  }
}
