import { Module } from '@nestjs/common';
import { AiModule } from '../../ai/ai.module.js';
import { PublicLinks } from '../../common/public-links.js';
import { CalendarFeedsController, CalendarSharesController, SharedCalendarController } from './calendar-sharing.controller.js';
import { CalendarSharingService } from './calendar-sharing.service.js';

/**
 * The calendar's secret iCalendar feeds and read-only share links. Part of the concept domain:
 * the calendar's items are scheduled concepts (and the campaigns made from them). AiModule gives
 * the app's public address (PUBLIC_URL) the links are written with.
 */
@Module({
  imports: [AiModule],
  controllers: [CalendarFeedsController, CalendarSharesController, SharedCalendarController],
  providers: [CalendarSharingService, PublicLinks],
})
export class CalendarSharingModule {}
