import { Body, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors, Read } from '../common/route-decorators.js';
import { CalendarSettingsService } from './calendar-settings.service.js';
import { CalendarSettingsDto, UpdateCalendarSettingsDto } from './dto/calendar-settings.dto.js';

@ApiController('calendar')
export class CalendarSettingsController {
  constructor(private readonly settings: CalendarSettingsService) {}

  @Read('settings', { operationId: 'getCalendarSettings', summary: "The organization's clash rules (the defaults until saved)" }, CalendarSettingsDto)
  readSettings(@Tenant() scope: TenantScope): Promise<CalendarSettingsDto> {
    return this.settings.readSettings(scope);
  }

  @Put('settings')
  @Can('brand.write')
  @ApiOperation({ operationId: 'updateCalendarSettings', summary: 'Change the clash rules (what is not sent is kept)' })
  @ApiOkResponse({ type: CalendarSettingsDto })
  @ApiErrors({ badRequest: true })
  saveSettings(@Tenant() scope: TenantScope, @Body() dto: UpdateCalendarSettingsDto): Promise<CalendarSettingsDto> {
    return this.settings.saveSettings(scope, dto);
  }
}
