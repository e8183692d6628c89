import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors } from '../common/route-decorators.js';
import { CalendarEventsService } from './calendar-events.service.js';
import { CalendarEventsDto, CalendarEventsQueryDto } from './dto/calendar-events.dto.js';

@ApiController('calendar')
export class CalendarEventsController {
  constructor(private readonly calendarEvents: CalendarEventsService) {}

  @Get('events')
  @Can('read')
  @ApiOperation({
    operationId: 'listCalendarEvents',
    summary: 'Public holidays of the countries the brand sells in, retail moments and the seasonal periods of its strategy, from one day to another',
  })
  @ApiOkResponse({ type: CalendarEventsDto })
  @ApiErrors({ badRequest: true })
  events(@Tenant() scope: TenantScope, @Query() query: CalendarEventsQueryDto): Promise<CalendarEventsDto> {
    return this.calendarEvents.events(scope, query);
  }
}
