import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateBy } from 'class-validator';
import { BRAND_CONTEXT_TEXT, CAMPAIGN_LIMITS as L, CAMPAIGN_MESSAGES as M, FIELD_NAME_MAX, isRowId } from '@mailplan/shared';
import { AI_PROVIDERS } from '../../ai/ai.config.js';
import { CONTENT_SCHEMA, ModuleInstanceDto, ModuleInstancesProperty, OptionalModuleIds } from './campaign.dto.js';
import { RequiredText } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

class ModelTypeDto {
  @ApiProperty({ required: false, enum: AI_PROVIDERS, default: 'claude', description: 'The AI provider; the demo model answers when it has no key' })
  @IsOptional()
  @IsIn(AI_PROVIDERS, { message: M.modelTypeInvalid })
  modelType?: string;

  @ApiProperty({ required: false, maxLength: L.brandContextMax, default: BRAND_CONTEXT_TEXT, description: "The tone to write in; the organization's brand name, guidelines and strategy are added by the server" })
  @IsOptional()
  @IsString({ message: M.brandContextText })
  @MaxLength(L.brandContextMax, { message: M.brandContextText })
  brandContext?: string;
}

/** A call written from the campaign's goal, which it needs. */
class GoalCallDto extends ModelTypeDto {
  @RequiredText(L.goalMax, { required: M.goalRequired, tooLong: M.goalMax }, 'Launch the matcha starter kit to new subscribers')
  goal!: string;
}

/** A call that uses the campaign's goal when there is one. */
class OptionalGoalCallDto extends ModelTypeDto {
  @ApiProperty({ required: false, maxLength: L.goalMax, default: '', example: 'Launch the matcha starter kit to new subscribers' })
  @IsOptional()
  @IsString({ message: M.goalText })
  @MaxLength(L.goalMax, { message: M.goalMax })
  goal?: string;
}

class DemoFlagDto {
  @ApiProperty({ description: 'Written by the offline demo model (the provider has no key)' })
  demo!: boolean;
}

// ---- suggest-modules ---------------------------------------------------------------------------

export class SuggestModulesDto extends GoalCallDto {}

export class SuggestModulesResultDto extends DemoFlagDto {
  @ApiProperty({ type: 'integer', isArray: true, example: [1, 2, 5, 6], description: "Ids of the organization's modules, in email order: a header first, a footer last" })
  moduleIds!: number[];
}

// ---- generate-content --------------------------------------------------------------------------

/** A module instance of the campaign, as the campaign body has it, with its number of copies. */
export class ContentInstanceDto extends ModuleInstanceDto {
  @ApiProperty({ required: false, type: 'integer', minimum: 1, example: 1, description: 'How many instances of this module the campaign holds (the server counts them too)' })
  @IsOptional()
  @IsInt({ message: M.totalDuplicatesPositive })
  @Min(1, { message: M.totalDuplicatesPositive })
  totalDuplicates?: number;
}

export class GenerateContentDto extends OptionalGoalCallDto {
  @ApiProperty({ required: false, type: 'integer', isArray: true, minimum: 1, example: [1], description: 'The modules, for a client that sends no instances (the answer is then keyed by module id)' })
  @OptionalModuleIds({ list: M.moduleIdsList, id: M.moduleIdsList })
  moduleIds?: number[];

  @ModuleInstancesProperty(() => ContentInstanceDto)
  moduleInstances?: ContentInstanceDto[];
}

export class GenerateContentResultDto extends DemoFlagDto {
  @ApiProperty({ ...CONTENT_SCHEMA, description: 'Instance id (or module id, when no instances were sent) → field name → text; every field of every instance' })
  instanceContent!: Record<string, Record<string, string>>;
}

// ---- subject lines and preview texts -----------------------------------------------------------

export class GenerateSubjectLinesDto extends GoalCallDto {}

export class SubjectLinesResultDto extends DemoFlagDto {
  @ApiProperty({ type: String, isArray: true, description: `At most ${L.subjectMax} characters each, aimed at 50 or fewer` })
  subjectLines!: string[];

  @ApiProperty({ type: String, isArray: true, description: 'Aimed at 40-90 characters each' })
  previewTexts!: string[];
}

export class GeneratePreviewTextDto extends OptionalGoalCallDto {
  @ApiProperty({ maxLength: L.subjectMax, example: 'Meet the matcha starter kit', description: 'The selected (or current) subject line' })
  @Transform(trim)
  @IsString({ message: M.selectSubjectLineFirst })
  @IsNotEmpty({ message: M.selectSubjectLineFirst })
  @MaxLength(L.subjectMax, { message: M.subjectMax })
  subjectLine!: string;
}

export class PreviewTextsResultDto extends DemoFlagDto {
  @ApiProperty({ type: String, isArray: true, description: `Aimed at 40-90 characters each, at most ${L.previewTextMax}` })
  previewTexts!: string[];
}

// ---- refine-content ----------------------------------------------------------------------------

const isInstanceOrModuleId = (value: unknown) =>
  (typeof value === 'string' && value.trim().length > 0 && value.length <= L.instanceIdMax) || isRowId(value);

export class RefineContentDto extends OptionalGoalCallDto {
  @ApiProperty({
    description: 'The module instance id (`instance-{moduleId}-…`), or a module id',
    oneOf: [{ type: 'string', maxLength: L.instanceIdMax, example: 'instance-1-1732000000000-k3j9x2m1q' }, { type: 'integer', minimum: 1 }],
    example: 'instance-1-1732000000000-k3j9x2m1q',
  })
  @ValidateBy({ name: 'isInstanceOrModuleId', validator: { validate: isInstanceOrModuleId, defaultMessage: () => M.missingRefinementInformation } })
  moduleId!: string | number;

  @ApiProperty({ maxLength: FIELD_NAME_MAX, example: 'headline' })
  @IsString({ message: M.missingRefinementInformation })
  @IsNotEmpty({ message: M.missingRefinementInformation })
  @MaxLength(FIELD_NAME_MAX, { message: M.missingRefinementInformation })
  fieldName!: string;

  @ApiProperty({ maxLength: L.fieldContentMax, example: 'Meet the matcha starter kit' })
  @IsString({ message: M.missingRefinementInformation })
  @IsNotEmpty({ message: M.missingRefinementInformation })
  @MaxLength(L.fieldContentMax, { message: M.fieldContentMax })
  content!: string;

  @RequiredText(L.feedbackMax, { required: M.missingRefinementInformation, tooLong: M.feedbackMax }, 'Shorter, and more urgent')
  userFeedback!: string;

}

export class RefineContentResultDto extends DemoFlagDto {
  @ApiProperty({ description: "The field's new text, within the field's length limits" })
  refinedContent!: string;
}
