import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import {
  CALENDAR_EVENT_KINDS,
  CALENDAR_EVENTS_MAX_DAYS,
  CONCEPT_MESSAGES,
  CALENDAR_MESSAGES as M,
  CALENDAR_SETTINGS_DEFAULTS,
  CALENDAR_SETTINGS_LIMITS,
  CAMPAIGN_TYPES,
  PLACEHOLDER_LIMITS,
  SELLING_COUNTRIES,
  isCalendarDate,
} from '@mailplan/shared';
import { AI_PROVIDERS } from '../../../ai/ai.config.js';
import { BodyMessage, IfSent } from '../../../common/validation.js';
import { ConceptDto } from '../../dto/concept.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const IsCalendarDate = (field: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (v: unknown) => isCalendarDate(v), defaultMessage: () => M.dateInvalid(field) } });

// ---- events ------------------------------------------------------------------------------------

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

// ---- settings ----------------------------------------------------------------------------------

export class CalendarSettingsDto {
  @ApiProperty({ example: CALENDAR_SETTINGS_DEFAULTS.sameDayClash, description: 'Two concepts on the same day clash' })
  @IsBoolean({ message: M.booleanInvalid('sameDayClash') })
  sameDayClash!: boolean;

  @ApiProperty({ example: CALENDAR_SETTINGS_DEFAULTS.promotionClash, description: 'Two promotions fewer than promotionWindowDays days apart clash' })
  @IsBoolean({ message: M.booleanInvalid('promotionClash') })
  promotionClash!: boolean;

  @ApiProperty({
    example: CALENDAR_SETTINGS_DEFAULTS.promotionWindowDays,
    minimum: CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMin,
    maximum: CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMax,
    description: 'The promotion window in days (7: no two promotions within a week of each other)',
  })
  @IsInt({ message: M.promotionWindowDays })
  @Min(CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMin, { message: M.promotionWindowDays })
  @Max(CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMax, { message: M.promotionWindowDays })
  promotionWindowDays!: number;
}

/** Any of the rules; what is not sent is kept. */
@BodyMessage('Send at least one of sameDayClash, promotionClash or promotionWindowDays', {
  whenNoneOf: ['sameDayClash', 'promotionClash', 'promotionWindowDays'],
})
export class UpdateCalendarSettingsDto extends PartialType(CalendarSettingsDto, { skipNullProperties: false }) {}

// ---- placeholders ------------------------------------------------------------------------------

export class CreatePlaceholderDto {
  @ApiProperty({ format: 'date', example: '2026-11-27' })
  @IsCalendarDate('date')
  date!: string;

  @ApiProperty({ enum: CAMPAIGN_TYPES, example: 'promotion' })
  @IsIn(CAMPAIGN_TYPES, { message: M.placeholderType })
  campaignType!: string;

  @ApiPropertyOptional({ maxLength: PLACEHOLDER_LIMITS.noteMax, example: 'Black Friday teaser' })
  @IfSent()
  @Transform(trim)
  @IsString({ message: M.placeholderNote })
  @MaxLength(PLACEHOLDER_LIMITS.noteMax, { message: M.placeholderNote })
  note?: string;
}

@BodyMessage(M.nothingToUpdate, { whenNoneOf: ['date', 'campaignType', 'note'] })
export class UpdatePlaceholderDto extends PartialType(CreatePlaceholderDto, { skipNullProperties: false }) {}

export class PlaceholderDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ format: 'date', example: '2026-11-27' })
  date!: string;

  @ApiProperty({ enum: CAMPAIGN_TYPES, example: 'promotion' })
  campaignType!: string;

  @ApiProperty({ example: 'Black Friday teaser' })
  note!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class FillPlaceholderDto {
  @ApiPropertyOptional({ enum: AI_PROVIDERS, default: 'claude', description: 'The AI provider; the demo model answers when it has no key' })
  @IsOptional()
  @IsIn(AI_PROVIDERS, { message: CONCEPT_MESSAGES.modelTypeInvalid })
  modelType?: string;
}

export class FilledPlaceholderDto {
  @ApiProperty({ type: ConceptDto, description: 'The new concept: selected and scheduled on the slot’s date' })
  concept!: ConceptDto;

  @ApiProperty({ description: 'Whether the offline demo model wrote it' })
  demo!: boolean;
}
