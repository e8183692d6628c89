import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONCEPT_MESSAGES, CALENDAR_MESSAGES as M, CAMPAIGN_TYPES, PLACEHOLDER_LIMITS } from '@mailplan/shared';
import { AI_PROVIDERS } from '../../ai/ai.config.js';
import { BodyMessage, IfSent } from '../../common/validation.js';
import { ConceptDto } from '../../concept/dto/concept.dto.js';
import { IsCalendarDate } from './calendar-date.validator.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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
