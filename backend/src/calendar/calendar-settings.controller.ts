import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { CalendarSettingsService } from './calendar-settings.service.js';
import { CalendarSettingsDto, UpdateCalendarSettingsDto } from './dto/calendar-settings.dto.js';

@ApiTags('calendar')
@Controller('calendar')
export class CalendarSettingsController {
  constructor(private readonly settings: CalendarSettingsService) {}

  @Get('settings')
  @Can('read')
  @ApiOperation({ operationId: 'getCalendarSettings', summary: "The organization's clash rules (the defaults until saved)" })
  @ApiOkResponse({ type: CalendarSettingsDto })
  readSettings(@Tenant() scope: TenantScope): Promise<CalendarSettingsDto> {
    return this.settings.readSettings(scope);
  }

  @Put('settings')
  @Can('brand.write')
  @ApiOperation({ operationId: 'updateCalendarSettings', summary: 'Change the clash rules (what is not sent is kept)' })
  @ApiOkResponse({ type: CalendarSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  saveSettings(@Tenant() scope: TenantScope, @Body() dto: UpdateCalendarSettingsDto): Promise<CalendarSettingsDto> {
    return this.settings.saveSettings(scope, dto);
  }
}
