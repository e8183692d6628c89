import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalText } from '../../common/validation.js';
import { CalendarEventDto } from './calendar-events.dto.js';
import { CALENDAR_LINK_LABEL_MAX, CALENDAR_SHARING_MESSAGES as M, CAMPAIGN_TYPES, SHARE_EXPIRY_DAYS, type CampaignType, type ShareExpiryDays } from '@mailplan/shared';

/** POST /api/calendar-feeds */
export class CreateCalendarFeedDto {
  @ApiPropertyOptional({ type: 'string', description: 'Who or what it is for, e.g. "Team Google Calendar"', maxLength: CALENDAR_LINK_LABEL_MAX, nullable: true })
  @OptionalText(CALENDAR_LINK_LABEL_MAX, { notText: M.labelNotText, tooLong: M.labelTooLong })
  label?: string | null;
}

/** POST /api/calendar-shares */
export class CreateCalendarShareDto extends CreateCalendarFeedDto {
  @ApiProperty({ type: 'integer', enum: [...SHARE_EXPIRY_DAYS], description: 'Days until the link stops working' })
  @IsIn([...SHARE_EXPIRY_DAYS], { message: M.expiryInvalid })
  expiresInDays!: ShareExpiryDays;
}

/** A calendar feed as the sharing dialog lists it (its address is shown only when made). */
export class CalendarFeedDto {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'string', nullable: true })
  label!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: string;
}

/** A new feed: the only answer that holds its address. */
export class CreatedCalendarFeedDto extends CalendarFeedDto {
  @ApiProperty({ description: 'The secret https address of the iCalendar feed', example: 'https://app.example.com/api/calendar-feeds/Xy….ics' })
  url!: string;

  @ApiProperty({ description: 'The same address as webcal://, which Apple Calendar and Outlook open as a subscription' })
  webcalUrl!: string;
}

/** A share link as the sharing dialog lists it (its address is shown only when made). */
export class CalendarShareDto extends CalendarFeedDto {
  @ApiProperty({ type: 'string', format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'True once expiresAt has passed (the link answers 404)' })
  expired!: boolean;
}

/** A new share link: the only answer that holds its address. */
export class CreatedCalendarShareDto extends CalendarShareDto {
  @ApiProperty({ description: 'The secret address of the read-only calendar page', example: 'https://app.example.com/shared/calendar/Xy…' })
  url!: string;
}

/** One item on a shared calendar: what the page shows, nothing more. */
export class SharedCalendarItemDto {
  @ApiProperty({ enum: ['concept', 'placeholder'], description: 'A scheduled concept, or a placeholder (a day reserved for a type of email)' })
  kind!: 'concept' | 'placeholder';

  @ApiProperty({ description: "The concept's title; a placeholder's note, or its type, after 'Placeholder: '", example: 'Black Friday: 30% off' })
  title!: string;

  @ApiProperty({ enum: CAMPAIGN_TYPES })
  campaignType!: CampaignType;

  @ApiProperty({ description: 'The scheduled day, yyyy-mm-dd', example: '2026-12-01' })
  date!: string;

  @ApiProperty({
    description: "Planned (no campaign yet); the linked campaign's status (Draft, In review, Changes requested, Approved, Pushed to Klaviyo) and name; or Placeholder (no concept yet)",
    example: 'Approved (campaign: Black Friday email)',
  })
  status!: string;
}

/** GET /api/shared-calendars/{token} */
export class SharedCalendarDto {
  @ApiProperty({ description: "The calendar's name, e.g. \"Acme – Email calendar\"" })
  name!: string;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'When the link stops working' })
  expiresAt!: string;

  @ApiProperty({ type: [SharedCalendarItemDto], description: 'Every scheduled concept and placeholder, by date' })
  items!: SharedCalendarItemDto[];

  @ApiProperty({ type: [String], example: ['US', 'GB'], description: "The brand's countries, whose holidays are listed" })
  countries!: string[];

  @ApiProperty({
    type: [CalendarEventDto],
    description: "The public holidays of the brand's countries and the retail moments from 13 weeks before today to 39 weeks after, as the Content Calendar marks them",
  })
  events!: CalendarEventDto[];
}
