/** Shapes of the concept calls, from the API's OpenAPI document (part 2, sections 3 and 7). */
import type {
  ConceptContentDto,
  ConceptDto,
  GenerateConceptsDto,
  GenerateConceptsResultDto,
  JobStartedDto,
  RefinementResultDto,
  UpdateConceptDto,
} from '@mailplan/api';

export type Concept = ConceptDto;
export type StrategicAlignment = ConceptDto['strategicAlignment'];
/** The full edit form as `PATCH /api/email-concepts/{id}` takes it. */
export type ConceptEditValues = Required<
  Pick<UpdateConceptDto, 'title' | 'campaignType' | 'coreMessage' | 'targetAudience' | 'callToAction'>
> & { strategicAlignment: StrategicAlignment };
export type RefinedConcept = ConceptContentDto;
export type ConceptRefinement = RefinementResultDto;
export type GenerateConceptsBody = GenerateConceptsDto;
export type GenerateConceptsResult = GenerateConceptsResultDto;
export type GenerationStart = JobStartedDto;
/** The AI provider a generation or refinement uses. */
export type ModelType = NonNullable<GenerateConceptsDto['modelType']>;
