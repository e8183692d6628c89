import { Body, Get, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { CALENDAR_SHARING_MESSAGES as M } from '@mailplan/shared';
import { Can, Public } from '../common/access.decorators.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { ApiController, ApiErrors, ApiIdParam, Create, ReadList, Remove } from '../common/route-decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { CalendarSharingService } from './calendar-sharing.service.js';
import { FEED_REFRESH_SECONDS } from './calendar-sharing.ics.js';
import { CalendarFeedDto, CalendarShareDto, CreateCalendarFeedDto, CreateCalendarShareDto, CreatedCalendarFeedDto, CreatedCalendarShareDto, SharedCalendarDto } from './dto/calendar-sharing.dto.js';

const TOKEN_PARAM = { name: 'token', description: 'The secret token of the address (43 URL-safe characters)' };

/** Public answers of a secret address: never kept by a shared cache, never indexed. */
function privateAnswer(res: Response, maxAgeSeconds: number) {
  res.setHeader('Cache-Control', maxAgeSeconds > 0 ? `private, max-age=${maxAgeSeconds}` : 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

@ApiController('calendar-feeds', 'calendar-sharing')
export class CalendarSharingFeedsController {
  constructor(private readonly sharing: CalendarSharingService) {}

  // Every member may see which links exist; making and revoking them is calendar.share's.
  @ReadList({ operationId: 'listCalendarFeeds', summary: "The organization's calendar feeds (their addresses are shown only when made)" }, CalendarFeedDto)
  list(@Tenant() scope: TenantScope): Promise<CalendarFeedDto[]> {
    return this.sharing.listFeeds(scope);
  }

  @Create(
    '',
    'calendar.share',
    {
      operationId: 'createCalendarFeed',
      summary: 'Make a secret iCalendar feed of the scheduled concepts and campaigns',
      description: 'Answers the address once; only a hash of its token is kept. Calendar apps subscribe to it (Google Calendar: "From URL").',
    },
    CreatedCalendarFeedDto,
  )
  create(@Tenant() scope: TenantScope, @Body() dto: CreateCalendarFeedDto): Promise<CreatedCalendarFeedDto> {
    return this.sharing.createFeed(scope, dto);
  }

  @Remove(':id', 'calendar.share', { operationId: 'revokeCalendarFeed', summary: 'Revoke a feed: its address answers 404 from now on' }, 'Revoked')
  @ApiIdParam()
  @ApiErrors({ badRequest: M.feedIdInvalid, notFound: M.feedNotFound })
  revoke(@Tenant() scope: TenantScope, @IdParam({ name: 'id', message: M.feedIdInvalid }) id: number): Promise<void> {
    return this.sharing.revokeFeed(scope, id);
  }

  @Get(':token.ics')
  @Public()
  @ApiOperation({
    operationId: 'getCalendarFeed',
    summary: 'The iCalendar feed (RFC 5545) of a feed address, for calendar apps; no session',
    description: 'One all-day event per scheduled concept; the UID never changes, SEQUENCE rises when the item moves, an unscheduled item is absent.',
  })
  @ApiParam(TOKEN_PARAM)
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiErrors({ notFound: M.linkUnavailable })
  async feed(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const body = await this.sharing.feed(token);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="mailplan-calendar.ics"');
    privateAnswer(res, Math.min(300, FEED_REFRESH_SECONDS));
    return body;
  }
}

@ApiController('calendar-shares', 'calendar-sharing')
export class CalendarSharingShareLinksController {
  constructor(private readonly sharing: CalendarSharingService) {}

  // Every member may see which links exist; making and revoking them is calendar.share's.
  @ReadList(
    { operationId: 'listCalendarShares', summary: "The organization's read-only share links, expired ones included (their addresses are shown only when made)" },
    CalendarShareDto,
  )
  list(@Tenant() scope: TenantScope): Promise<CalendarShareDto[]> {
    return this.sharing.listShares(scope);
  }

  @Post()
  @Can('calendar.share')
  @ApiOperation({
    operationId: 'createCalendarShare',
    summary: 'Make a read-only share link of the calendar for someone without an account',
    description: 'Answers the address once; only a hash of its token is kept. It stops working after `expiresInDays` or when revoked.',
  })
  @ApiCreatedResponse({ type: CreatedCalendarShareDto })
  @ApiErrors({ badRequest: M.expiryInvalid })
  create(@Tenant() scope: TenantScope, @Body() dto: CreateCalendarShareDto): Promise<CreatedCalendarShareDto> {
    return this.sharing.createShare(scope, dto);
  }

  @Remove(':id', 'calendar.share', { operationId: 'revokeCalendarShare', summary: 'Revoke a share link: its page answers 404 from now on' }, 'Revoked')
  @ApiIdParam()
  @ApiErrors({ badRequest: M.shareIdInvalid, notFound: M.shareNotFound })
  revoke(@Tenant() scope: TenantScope, @IdParam({ name: 'id', message: M.shareIdInvalid }) id: number): Promise<void> {
    return this.sharing.revokeShare(scope, id);
  }
}

// The data of the read-only page a share link opens (the shell's /shared/calendar/{token}).
@ApiController('shared-calendars', 'calendar-sharing')
export class CalendarSharingPageController {
  constructor(private readonly sharing: CalendarSharingService) {}

  @Get(':token')
  @Public()
  @ApiOperation({ operationId: 'getSharedCalendar', summary: 'The scheduled items a share link shows (title, type, date, status); no session' })
  @ApiParam(TOKEN_PARAM)
  @ApiOkResponse({ type: SharedCalendarDto })
  @ApiErrors({ notFound: M.linkUnavailable })
  async get(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<SharedCalendarDto> {
    const answer = await this.sharing.shared(token);
    privateAnswer(res, 0);
    return answer;
  }
}
