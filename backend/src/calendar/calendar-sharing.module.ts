import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module.js';
import { PublicLinks } from '../common/public-links.js';
import { CalendarSharingFeedsController, CalendarSharingPageController, CalendarSharingShareLinksController } from './calendar-sharing.controller.js';
import { CalendarEventsService } from './calendar-events.service.js';
import { CalendarSharingService } from './calendar-sharing.service.js';

/**
 * Calendar sharing ('Share calendar' on the Content Calendar): the secret iCalendar feeds and
 * read-only share links of the calendar's items, the scheduled concepts (and the campaigns made
 * from them) and the placeholders; the share page also shows the holidays and retail moments
 * (CalendarEventsService, which reads only the brand settings). AiModule gives the app's public address (PUBLIC_URL) the links are written with.
 */
@Module({
  imports: [AiModule],
  controllers: [CalendarSharingFeedsController, CalendarSharingPageController, CalendarSharingShareLinksController],
  providers: [CalendarSharingService, CalendarEventsService, PublicLinks],
})
export class CalendarSharingModule {}
