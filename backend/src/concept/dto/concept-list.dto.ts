import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, ValidateBy } from 'class-validator';
import { Transform } from 'class-transformer';
import { CAMPAIGN_TYPES, CONCEPT_MESSAGES as M, isCalendarDate, type CampaignType } from '@mailplan/shared';
import { PageQueryDto, SORT_ORDERS, type SortOrder } from '../../common/paging.js';

const CalendarDate = (name: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (v: unknown) => isCalendarDate(v), defaultMessage: () => `${name} must be a date (yyyy-mm-dd)` } });

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** An optional `true`/`false` filter of the query string, read as a boolean. */
const BooleanFilter = (name: string, description: string) =>
  applyDecorators(ApiPropertyOptional({ type: Boolean, description }), IsOptional(), Transform(toBoolean), IsBoolean({ message: `${name} must be true or false` }));

/**
 * What a screen asks of the concept list: one category, a date range of the calendar, the concepts
 * still to schedule, a page at a time. Without any, every concept (the plain list).
 */
export class ConceptListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CAMPAIGN_TYPES, description: 'Only this category (`other` includes stored types the product no longer knows, as the list shows them)' })
  @IsOptional()
  @IsIn(CAMPAIGN_TYPES, { message: M.campaignTypeInvalid })
  campaignType?: CampaignType;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-23', description: 'Scheduled on or after this day' })
  @IsOptional()
  @CalendarDate('scheduledFrom')
  scheduledFrom?: string;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2027-01-03', description: 'Scheduled on or before this day' })
  @IsOptional()
  @CalendarDate('scheduledTo')
  scheduledTo?: string;

  @BooleanFilter('scheduled', '`true`: only scheduled concepts (with a date); `false`: only concepts with no date')
  scheduled?: boolean;

  @BooleanFilter('selected', 'Only selected (`true`) or unselected (`false`) concepts')
  selected?: boolean;

  @BooleanFilter('rejected', 'Only rejected (`true`) or not rejected (`false`) concepts')
  rejected?: boolean;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc', description: 'Oldest first (`asc`, as the plain list) or newest first (`desc`)' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: SortOrder;
}

/** How many concepts one category holds. */
export class ConceptCountDto {
  @ApiProperty({ enum: CAMPAIGN_TYPES })
  campaignType!: CampaignType;

  @ApiProperty({ type: 'integer', description: 'Every concept of the category, rejected ones included' })
  total!: number;

  @ApiProperty({ type: 'integer', description: 'Selected and not rejected, as the screens count them' })
  selected!: number;

  @ApiProperty({ type: 'integer' })
  rejected!: number;
}
