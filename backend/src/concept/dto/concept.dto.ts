import { ApiProperty } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { AI_PROVIDERS } from '../../ai/ai.config.js';
import { CAMPAIGN_TYPES, CONCEPT_LIMITS, CONCEPT_MESSAGES as M, isCalendarDate, type CampaignType } from '@mailplan/shared';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Present in the body, even as null: null is validated (and refused) rather than skipped. */
const given = (prop: string) => ValidateIf((o: Record<string, unknown>) => o[prop] !== undefined);

export class StrategicAlignmentDto {
  @ApiProperty({ example: 'Repeat Customers' })
  @Transform(trim)
  @IsString({ message: M.targetSegmentRequired })
  @IsNotEmpty({ message: M.targetSegmentRequired })
  targetSegment!: string;

  @ApiProperty({ example: 'Retention' })
  @Transform(trim)
  @IsString({ message: M.journeyPhaseRequired })
  @IsNotEmpty({ message: M.journeyPhaseRequired })
  journeyPhase!: string;

  @ApiProperty({ example: 'Grow revenue from best-sellers' })
  @Transform(trim)
  @IsString({ message: M.strategicPriorityRequired })
  @IsNotEmpty({ message: M.strategicPriorityRequired })
  strategicPriority!: string;

  @ApiProperty({ required: false, example: 'Email strategy: Content by Type' })
  @IsOptional()
  @IsString({ message: M.referenceText })
  reference?: string;
}

/** strategicAlignment may arrive as an object or as JSON text of one (part 2, section 3). */
const alignmentFromJson = ({ value }: { value: unknown }) => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value; // fails @IsObject with the message
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? plainToInstance(StrategicAlignmentDto, parsed) : parsed;
};

const IsCalendarDate = () =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (v: unknown) => isCalendarDate(v), defaultMessage: () => M.scheduledDateInvalid } });

/** What the refinement answers and apply-refinement takes: the concept's text fields. */
export class ConceptContentDto {
  @ApiProperty({ maxLength: CONCEPT_LIMITS.titleMax, example: 'Why Matcha Is a Customer Favourite' })
  @Transform(trim)
  @IsString({ message: M.titleRequired })
  @IsNotEmpty({ message: M.titleRequired })
  @MaxLength(CONCEPT_LIMITS.titleMax, { message: M.titleMax })
  title!: string;

  @ApiProperty({ example: 'Show what makes our matcha worth it.' })
  @Transform(trim)
  @IsString({ message: M.coreMessageRequired })
  @IsNotEmpty({ message: M.coreMessageRequired })
  coreMessage!: string;

  @ApiProperty({ example: 'Repeat customers who bought tea before' })
  @Transform(trim)
  @IsString({ message: M.targetAudienceRequired })
  @IsNotEmpty({ message: M.targetAudienceRequired })
  targetAudience!: string;

  @ApiProperty({ example: 'Shop matcha' })
  @Transform(trim)
  @IsString({ message: M.callToActionRequired })
  @IsNotEmpty({ message: M.callToActionRequired })
  callToAction!: string;
}

/**
 * PATCH body: `{selected}`, `{rejected}`, `{scheduledDate}`, the full edit form, or any mix.
 * Only the fields present change.
 */
export class UpdateConceptDto {
  @ApiProperty({ required: false })
  @given('selected')
  @IsBoolean({ message: M.selectedBoolean })
  selected?: boolean;

  @ApiProperty({ required: false })
  @given('rejected')
  @IsBoolean({ message: M.rejectedBoolean })
  rejected?: boolean;

  @ApiProperty({ required: false, type: String, format: 'date', nullable: true, example: '2026-12-01', description: 'A calendar date, or null to unschedule' })
  @ValidateIf((o: UpdateConceptDto) => o.scheduledDate !== undefined && o.scheduledDate !== null)
  @IsCalendarDate()
  scheduledDate?: string | null;

  @ApiProperty({ required: false, maxLength: CONCEPT_LIMITS.titleMax })
  @given('title')
  @Transform(trim)
  @IsString({ message: M.titleRequired })
  @IsNotEmpty({ message: M.titleRequired })
  @MaxLength(CONCEPT_LIMITS.titleMax, { message: M.titleMax })
  title?: string;

  @ApiProperty({ required: false, enum: CAMPAIGN_TYPES })
  @given('campaignType')
  @IsIn(CAMPAIGN_TYPES, { message: M.campaignTypeInvalid })
  campaignType?: CampaignType;

  @ApiProperty({ required: false })
  @given('coreMessage')
  @Transform(trim)
  @IsString({ message: M.coreMessageRequired })
  @IsNotEmpty({ message: M.coreMessageRequired })
  coreMessage?: string;

  @ApiProperty({ required: false })
  @given('targetAudience')
  @Transform(trim)
  @IsString({ message: M.targetAudienceRequired })
  @IsNotEmpty({ message: M.targetAudienceRequired })
  targetAudience?: string;

  @ApiProperty({ required: false })
  @given('callToAction')
  @Transform(trim)
  @IsString({ message: M.callToActionRequired })
  @IsNotEmpty({ message: M.callToActionRequired })
  callToAction?: string;

  @ApiProperty({
    required: false,
    description: 'An object, or JSON text of one',
    oneOf: [{ $ref: '#/components/schemas/StrategicAlignmentDto' }, { type: 'string', description: 'JSON text of a StrategicAlignmentDto' }],
  })
  @given('strategicAlignment')
  @Transform(alignmentFromJson)
  @IsObject({ message: M.strategicAlignmentInvalid })
  @ValidateNested()
  strategicAlignment?: StrategicAlignmentDto | string;
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
  @Transform(trim)
  @IsString({ message: M.instructionsRequired })
  @IsNotEmpty({ message: M.instructionsRequired })
  instructions!: string;

  @ApiProperty({ required: false, enum: AI_PROVIDERS, default: 'claude' })
  @IsOptional()
  @IsIn(AI_PROVIDERS, { message: M.modelTypeInvalid })
  modelType?: string;
}

export class RefinementResultDto {
  @ApiProperty({ type: ConceptContentDto })
  original!: ConceptContentDto;

  @ApiProperty({ type: ConceptContentDto })
  refined!: ConceptContentDto;
}

export class ConceptDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ enum: CAMPAIGN_TYPES, description: 'An unknown stored type reads as other' })
  campaignType!: CampaignType;

  @ApiProperty({ maxLength: CONCEPT_LIMITS.titleMax })
  title!: string;

  @ApiProperty()
  coreMessage!: string;

  @ApiProperty({ type: StrategicAlignmentDto })
  strategicAlignment!: StrategicAlignmentDto;

  @ApiProperty()
  targetAudience!: string;

  @ApiProperty()
  callToAction!: string;

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
}
