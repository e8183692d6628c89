import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { CALENDAR_EVENT_KINDS, CALENDAR_EVENTS_MAX_DAYS, CALENDAR_MESSAGES as M, SELLING_COUNTRIES } from '@mailplan/shared';
import { IsCalendarDate } from './calendar-date.validator.js';

export class CalendarEventsQueryDto {
  @ApiProperty({ format: 'date', example: '2026-11-01', description: 'First day, yyyy-mm-dd' })
  @IsCalendarDate('from')
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-12-12', description: `Last day, yyyy-mm-dd; at most ${CALENDAR_EVENTS_MAX_DAYS} days after from` })
  @IsCalendarDate('to')
  to!: string;

  @ApiPropertyOptional({
    enum: [...SELLING_COUNTRIES],
    description: "Used only when the brand kit names no country: the browser locale's country",
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(SELLING_COUNTRIES, { message: M.countryInvalid })
  country?: string;
}

export class CalendarEventDto {
  @ApiProperty({ example: 'retail:2026-11-27:black-friday', description: 'Stable for the same event on the same day' })
  id!: string;

  @ApiProperty({ enum: CALENDAR_EVENT_KINDS, description: 'holiday: public holiday; retail: shopping moment; season: a period of the strategy survey; note: seasonal text with no dates, for the month' })
  kind!: (typeof CALENDAR_EVENT_KINDS)[number];

  @ApiProperty({ example: 'Black Friday' })
  name!: string;

  @ApiProperty({ format: 'date', example: '2026-11-27' })
  start!: string;

  @ApiProperty({ format: 'date', example: '2026-11-27', description: 'The last day (the same as start for one day)' })
  end!: string;

  @ApiProperty({ type: [String], example: ['US'], description: 'The countries it belongs to; [] when it holds everywhere' })
  countries!: string[];
}

export class CalendarEventsDto {
  @ApiProperty({ type: [String], example: ['US', 'GB'], description: 'The countries whose holidays are shown' })
  countries!: string[];

  @ApiProperty({ type: String, nullable: true, example: '2-3 times per week', description: "The strategy survey's send frequency" })
  sendFrequency!: string | null;

  @ApiProperty({ type: [CalendarEventDto] })
  events!: CalendarEventDto[];
}
