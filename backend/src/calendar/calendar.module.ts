import { Module } from '@nestjs/common';
import { AiJobsModule } from '../../ai/ai.jobs.js';
import { ConceptModule } from '../concept.module.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';

/** The content calendar's holidays, clash rules and placeholders (GET/PUT/POST /api/calendar/...). */
@Module({
  imports: [ConceptModule, AiJobsModule],
  controllers: [CalendarController],
  providers: [CalendarService],
})
export class CalendarModule {}
