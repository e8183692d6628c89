// A concept refined from the user's instructions (the refinement dialog): the original as given
// and the refined version.
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { demoRefineConcept } from '../demo/demo-json.generators.js';
import { jsonTask } from './ai-task.js';
import { ConceptContentSchema, type ConceptContent, type StrategicAlignment } from './concepts.task.js';
import { JSON_RULE } from './prompt-parts.js';

export interface RefineConceptInput {
  concept: ConceptContent & { campaignType?: string; strategicAlignment?: StrategicAlignment };
  instructions: string;
  brandName?: string;
}

export class RefineConceptResultSchema {
  @ValidateNested()
  @Type(() => ConceptContentSchema)
  original!: ConceptContentSchema;

  @ValidateNested()
  @Type(() => ConceptContentSchema)
  refined!: ConceptContentSchema;
}

export const refineConceptTask = jsonTask({
  name: 'refine-concept',
  output: RefineConceptResultSchema,
  prompt: (input: RefineConceptInput) => ({
    system: `You refine email campaign concepts. ${JSON_RULE}`,
    prompt: `Refine this concept following the instructions.\nInstructions: ${input.instructions}\nConcept (JSON):\n${JSON.stringify(input.concept)}\n\nAnswer {"original":{"title","coreMessage","targetAudience","callToAction"},"refined":{"title","coreMessage","targetAudience","callToAction"}}; original repeats the concept as given.`,
  }),
  demo: (input) => demoRefineConcept(input),
});
