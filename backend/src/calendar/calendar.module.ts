import { Module } from '@nestjs/common';
import { AiJobsModule } from '../ai/ai.jobs.js';
import { ConceptModule } from '../concept/concept.module.js';
import { CalendarEventsController } from './calendar-events.controller.js';
import { CalendarEventsService } from './calendar-events.service.js';
import { CalendarPlaceholdersController } from './calendar-placeholders.controller.js';
import { CalendarPlaceholdersService } from './calendar-placeholders.service.js';
import { CalendarSettingsController } from './calendar-settings.controller.js';
import { CalendarSettingsService } from './calendar-settings.service.js';

/**
 * The content calendar's holidays and retail moments, clash settings and placeholders
 * (GET/PUT/POST /api/calendar/...). Its feeds and share links are CalendarSharingModule.
 */
@Module({
  imports: [ConceptModule, AiJobsModule],
  controllers: [CalendarEventsController, CalendarSettingsController, CalendarPlaceholdersController],
  providers: [CalendarEventsService, CalendarSettingsService, CalendarPlaceholdersService],
})
export class CalendarModule {}
