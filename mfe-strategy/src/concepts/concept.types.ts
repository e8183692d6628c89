/** Shapes of the concept calls, from the API's OpenAPI document (the spec's entities and calls). */
import type { ConceptDto, GenerateConceptsDto, UpdateConceptDto } from '@mailplan/api';

export type Concept = ConceptDto;
type StrategicAlignment = ConceptDto['strategicAlignment'];
/** The full edit form as `PATCH /api/email-concepts/{id}` takes it. */
export type ConceptEditValues = Required<
  Pick<UpdateConceptDto, 'title' | 'campaignType' | 'coreMessage' | 'targetAudience' | 'callToAction'>
> & { strategicAlignment: StrategicAlignment };
/** The AI provider a generation or refinement uses. */
export type ModelType = NonNullable<GenerateConceptsDto['modelType']>;
