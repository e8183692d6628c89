import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { CALENDAR_MESSAGES as M, CALENDAR_SETTINGS_DEFAULTS, CALENDAR_SETTINGS_LIMITS } from '@mailplan/shared';
import { BodyMessage } from '../../common/validation.js';

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
