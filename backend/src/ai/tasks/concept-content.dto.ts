// The shapes of an email concept that more than one place uses, each defined once: the JSON answer
// a model must give (the concepts and refine-concept AI tasks beside this file check an answer
// against these classes with `validateShape`), and the concept routes' bodies and answers (and,
// through the OpenAPI document, the generated client types). They live with the AI tasks so that
// the tasks import no domain code; the concept domain imports them. The messages are those of the
// spec's validation rules, from @mailplan/shared.
import { ApiProperty } from '@nestjs/swagger';
import { Type, plainToInstance } from 'class-transformer';
import { ArrayMinSize, IsArray, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { CONCEPT_LIMITS, CONCEPT_MESSAGES as M, strategicAlignmentObject } from '@mailplan/shared';
import { TrimmedText } from '../../common/validation.js';

/**
 * The spec words two required fields differently in the edit form ('Title is required') and in
 * the fields every generated concept must have ('Concept title is required'): a model's concept
 * (GeneratedConceptDto) is told the second.
 */
function required(edit: string, generated = edit): ValidationOptions {
  return { message: ({ object }: ValidationArguments) => (object instanceof GeneratedConceptDto ? generated : edit) };
}

export class StrategicAlignmentDto {
  @ApiProperty({ example: 'Repeat Customers' })
  @TrimmedText({ message: M.targetSegmentRequired })
  targetSegment!: string;

  @ApiProperty({ example: 'Retention' })
  @TrimmedText({ message: M.journeyPhaseRequired })
  journeyPhase!: string;

  @ApiProperty({ example: 'Grow revenue from best-sellers' })
  @TrimmedText({ message: M.strategicPriorityRequired })
  strategicPriority!: string;

  @ApiProperty({ required: false, example: 'Email strategy: Content by Type' })
  @IsOptional()
  @IsString({ message: M.referenceText })
  reference?: string;
}

/**
 * A strategic alignment as a request may send it: an object or the JSON text of one, read by the
 * one parser of @mailplan/shared. Anything else is left for `@IsObject` to refuse.
 */
export const strategicAlignmentFromRequest = ({ value }: { value: unknown }): unknown => {
  const object = strategicAlignmentObject(value);
  return object ? plainToInstance(StrategicAlignmentDto, object) : value;
};

/** The concept's text fields: what refine answers (original and refined) and apply-refinement takes. */
export class ConceptContentDto {
  @ApiProperty({ maxLength: CONCEPT_LIMITS.titleMax, example: 'Why Matcha Is a Customer Favourite' })
  @TrimmedText(required(M.titleRequired, M.conceptTitleRequired))
  @MaxLength(CONCEPT_LIMITS.titleMax, { message: M.titleMax })
  title!: string;

  @ApiProperty({ example: 'Show what makes our matcha worth it.' })
  @TrimmedText(required(M.coreMessageRequired))
  coreMessage!: string;

  @ApiProperty({ example: 'Repeat customers who bought tea before' })
  @TrimmedText(required(M.targetAudienceRequired, M.targetAudienceDescriptionRequired))
  targetAudience!: string;

  @ApiProperty({ example: 'Shop matcha' })
  @TrimmedText(required(M.callToActionRequired))
  callToAction!: string;
}

/** The fields of a concept's content, for a body that must carry at least one of them. */
export const CONCEPT_CONTENT_FIELDS = ['title', 'coreMessage', 'targetAudience', 'callToAction'] as const satisfies ReadonlyArray<keyof ConceptContentDto>;

/** What refine answers: the concept as stored and the model's refined version. Also the AI task's answer. */
export class RefinementResultDto {
  @ApiProperty({ type: ConceptContentDto })
  @ValidateNested()
  @Type(() => ConceptContentDto)
  original!: ConceptContentDto;

  @ApiProperty({ type: ConceptContentDto })
  @ValidateNested()
  @Type(() => ConceptContentDto)
  refined!: ConceptContentDto;
}

/** One concept of a model's answer: the generation fields (a type the app does not know is kept, and read as other). */
export class GeneratedConceptDto extends ConceptContentDto {
  @IsString()
  @IsNotEmpty()
  campaignType!: string;

  @IsObject()
  @ValidateNested()
  @Type(() => StrategicAlignmentDto)
  strategicAlignment!: StrategicAlignmentDto;
}

/** The concepts AI task's answer. */
export class ConceptsResultDto {
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => GeneratedConceptDto)
  concepts!: GeneratedConceptDto[];
}
