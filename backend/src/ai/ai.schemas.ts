// class-validator shapes of the JSON answers (see AiTaskOutputs). generateStructured validates an
// answer against these unless the caller brings its own schema.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import type { AiTaskOutputs, StructuredTask } from './ai.tasks.js';

export class StrategicAlignmentSchema {
  @IsString()
  @IsNotEmpty({ message: 'Target segment is required' })
  targetSegment!: string;

  @IsString()
  @IsNotEmpty({ message: 'Journey phase is required' })
  journeyPhase!: string;

  @IsString()
  @IsNotEmpty({ message: 'Strategic priority is required' })
  strategicPriority!: string;

  @IsOptional()
  @IsString()
  reference?: string;
}

export class ConceptContentSchema {
  @IsString()
  @IsNotEmpty({ message: 'Concept title is required' })
  @MaxLength(200)
  title!: string;

  @IsString()
  @IsNotEmpty({ message: 'Core message is required' })
  coreMessage!: string;

  @IsString()
  @IsNotEmpty({ message: 'Target audience description is required' })
  targetAudience!: string;

  @IsString()
  @IsNotEmpty({ message: 'Call to action is required' })
  callToAction!: string;
}

export class GeneratedConceptSchema extends ConceptContentSchema {
  /** An unknown type is kept and grouped under 'other' by the concepts feature (spec). */
  @IsString()
  @IsNotEmpty()
  campaignType!: string;

  @ValidateNested()
  @Type(() => StrategicAlignmentSchema)
  strategicAlignment!: StrategicAlignmentSchema;
}

export class ConceptsResultSchema {
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => GeneratedConceptSchema)
  concepts!: GeneratedConceptSchema[];
}

export class SuggestModulesResultSchema {
  @IsArray()
  moduleIds!: Array<string | number>;
}

export class FieldContentResultSchema {
  @IsObject()
  instanceContent!: Record<string, Record<string, string>>;
}

export class SubjectLinesResultSchema {
  @IsArray()
  @ArrayMinSize(1)
  @IsString({ each: true })
  subjectLines!: string[];

  @IsArray()
  @IsString({ each: true })
  previewTexts!: string[];
}

export class PreviewTextsResultSchema {
  @IsArray()
  @ArrayMinSize(1)
  @IsString({ each: true })
  previewTexts!: string[];
}

export class RefineContentResultSchema {
  @IsString()
  @IsNotEmpty()
  refinedContent!: string;
}

export class RefineConceptResultSchema {
  @ValidateNested()
  @Type(() => ConceptContentSchema)
  original!: ConceptContentSchema;

  @ValidateNested()
  @Type(() => ConceptContentSchema)
  refined!: ConceptContentSchema;
}

type Constructor<T> = new () => T;

export const AI_TASK_SCHEMAS: { [K in StructuredTask]: Constructor<AiTaskOutputs[K]> } = {
  concepts: ConceptsResultSchema,
  'suggest-modules': SuggestModulesResultSchema,
  'field-content': FieldContentResultSchema,
  'subject-lines': SubjectLinesResultSchema,
  'preview-texts': PreviewTextsResultSchema,
  'refine-content': RefineContentResultSchema,
  'refine-concept': RefineConceptResultSchema,
};
