import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { AI_PROVIDERS } from '../../ai/ai.config.js';
import { BodyMessage, IfSent, TrimmedText } from '../../common/validation.js';
import { SentVersionProperty, VersionProperty } from '../../common/edit-conflict.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { CAMPAIGN_TYPES, CONCEPT_MESSAGES as M, isCalendarDate, type CampaignType } from '@mailplan/shared';
import { CONCEPT_CONTENT_FIELDS, ConceptContentDto, StrategicAlignmentDto, strategicAlignmentFromRequest } from '../../ai/tasks/concept-content.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const IsCalendarDate = () =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (v: unknown) => isCalendarDate(v), defaultMessage: () => M.scheduledDateInvalid } });

/**
 * apply-refinement's body: the `refined` object that refine answered. A body that holds none of
 * its fields answers 'No refined data available to apply. ...' (the spec's validation rules).
 */
@BodyMessage(M.noRefinedData, { whenNoneOf: CONCEPT_CONTENT_FIELDS })
export class ApplyRefinementDto extends ConceptContentDto {}

/**
 * The concept edit form (the spec's validation rules): the content, the campaign type and the
 * strategic alignment.
 */
class ConceptFormDto extends ConceptContentDto {
  @ApiProperty({ enum: CAMPAIGN_TYPES })
  @IsIn(CAMPAIGN_TYPES, { message: M.campaignTypeInvalid })
  campaignType!: CampaignType;

  @ApiProperty({
    description: 'An object, or JSON text of one',
    oneOf: [{ $ref: '#/components/schemas/StrategicAlignmentDto' }, { type: 'string', description: 'JSON text of a StrategicAlignmentDto' }],
  })
  @Transform(strategicAlignmentFromRequest)
  @IsObject({ message: M.strategicAlignmentInvalid })
  @ValidateNested()
  strategicAlignment!: StrategicAlignmentDto | string;
}

/**
 * PATCH body: `{selected}`, `{rejected}`, `{scheduledDate}`, the edit form or any part of it, or
 * any mix. Only the fields present change; a field sent as null is refused with its message.
 */
export class UpdateConceptDto extends PartialType(ConceptFormDto, { skipNullProperties: false }) {
  @ApiProperty({ required: false })
  @IfSent()
  @IsBoolean({ message: M.selectedBoolean })
  selected?: boolean;

  @ApiProperty({ required: false })
  @IfSent()
  @IsBoolean({ message: M.rejectedBoolean })
  rejected?: boolean;

  @ApiProperty({ required: false, type: String, format: 'date', nullable: true, example: '2026-12-01', description: 'A calendar date, or null to unschedule' })
  @ValidateIf((o: UpdateConceptDto) => o.scheduledDate !== undefined && o.scheduledDate !== null)
  @IsCalendarDate()
  scheduledDate?: string | null;

  /** Sent by the edit form; a toggle (select, reject, schedule) sends none. */
  @SentVersionProperty()
  version?: number;
}

export class GenerateConceptsDto {
  @ApiProperty({ required: false, enum: AI_PROVIDERS, default: 'claude', description: 'The AI provider; the demo model answers when it has no key' })
  @IsOptional()
  @IsIn(AI_PROVIDERS, { message: M.modelTypeInvalid })
  modelType?: string;

  @ApiProperty({ required: false, enum: CAMPAIGN_TYPES, description: 'Only this category (3 concepts); without it, a month in the recommended composition' })
  @IsOptional()
  @IsIn(CAMPAIGN_TYPES, { message: M.campaignTypeInvalid })
  campaignType?: CampaignType;

  @ApiProperty({ required: false, description: "This month's business context; saved to the brand settings" })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: M.businessContextText })
  businessContext?: string;
}

export class GenerateConceptsResultDto {
  @ApiProperty({ example: 8 })
  conceptCount!: number;

  @ApiProperty({ minLength: 36, maxLength: 36, description: 'Shared by the concepts of this generation' })
  generationId!: string;

  @ApiProperty({ description: 'Written by the offline demo model (no AI key configured)' })
  demo!: boolean;
}

export class RefineConceptDto {
  @ApiProperty({ example: 'Make it warmer and focus on VIPs' })
  @TrimmedText({ message: M.instructionsRequired })
  instructions!: string;

  @ApiProperty({ required: false, enum: AI_PROVIDERS, default: 'claude' })
  @IsOptional()
  @IsIn(AI_PROVIDERS, { message: M.modelTypeInvalid })
  modelType?: string;
}

/** An email concept as the API answers it. */
export class ConceptDto extends ConceptContentDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ enum: CAMPAIGN_TYPES, description: 'An unknown stored type reads as other' })
  campaignType!: CampaignType;

  @ApiProperty({ type: StrategicAlignmentDto })
  strategicAlignment!: StrategicAlignmentDto;

  @ApiProperty()
  selected!: boolean;

  @ApiProperty({ description: 'Rejected concepts are listed too; the screens hide them' })
  rejected!: boolean;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-01', description: 'A calendar date (yyyy-mm-dd)' })
  scheduledDate!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ minLength: 36, maxLength: 36 })
  generationId!: string;

  @ApiProperty()
  organizationId!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  campaignId!: number | null;

  @VersionProperty()
  version!: number;
}

/** 409 of PATCH /api/email-concepts/{id}: a stale edit, nothing written; the stored concept beside the message. */
export class ConceptConflictDto extends ErrorResponseDto {
  @ApiProperty({ type: () => ConceptDto, description: 'The concept as stored now' })
  current!: ConceptDto;
}
