// A concept refined from the user's instructions (the refinement dialog): the original as given
// and the refined version.
import { RefinementResultDto } from './concept-content.dto.js';
import { capitalize, clean, createRng } from '../demo/demo-kit.js';
import { applyInstructions } from '../demo/demo-writing.js';
import { jsonTask } from './ai-task.js';
import type { ConceptContent, StrategicAlignment } from './concepts.task.js';
import { JSON_RULE } from './prompt-parts.js';

export interface RefineConceptInput {
  concept: ConceptContent & { campaignType?: string; strategicAlignment?: StrategicAlignment };
  instructions: string;
  brandName?: string;
}

/** The answer: the concept's own refinement shape (concept-content.dto.ts). */
export type RefineConceptResultSchema = RefinementResultDto;

export const refineConceptTask = jsonTask({
  name: 'refine-concept',
  output: RefinementResultDto,
  prompt: (input: RefineConceptInput) => ({
    system: `You refine email campaign concepts. ${JSON_RULE}`,
    prompt: `Refine this concept following the instructions.\nInstructions: ${input.instructions}\nConcept (JSON):\n${JSON.stringify(input.concept)}\n\nAnswer {"original":{"title","coreMessage","targetAudience","callToAction"},"refined":{"title","coreMessage","targetAudience","callToAction"}}; original repeats the concept as given.`,
  }),
  demo: (input) => demoRefineConcept(input),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

export function demoRefineConcept(input: RefineConceptInput): RefineConceptResultSchema {
  const rng = createRng({ task: 'refine-concept', input });
  const original: ConceptContent = {
    title: clean(input.concept.title),
    coreMessage: clean(input.concept.coreMessage),
    targetAudience: clean(input.concept.targetAudience),
    callToAction: clean(input.concept.callToAction),
  };
  // "make the core message shorter" changes the core message only; without a field named, the
  // instructions apply to the title and the core message
  const asksTitle = /\btitle|headline|subject\b/i.test(input.instructions);
  const asksMessage = /\bcore message|\bmessage\b|\bbody\b|\bcopy\b/i.test(input.instructions);
  // what to add ("mention free shipping") belongs in the message, not in the title
  const addsContent = /\b(?:mention|include|add|say|note|highlight)\b/i.test(input.instructions) && !/emoji/i.test(input.instructions);
  const both = !asksTitle && !asksMessage && !addsContent;
  const refined: ConceptContent = {
    title: both || asksTitle ? applyInstructions(original.title || 'Untitled concept', input.instructions, rng, 200) : original.title,
    coreMessage: both || asksMessage || (addsContent && !asksTitle) ? applyInstructions(original.coreMessage || original.title, input.instructions, rng) : original.coreMessage,
    targetAudience: original.targetAudience || 'Subscribers interested in this topic',
    callToAction: original.callToAction || 'Learn more',
  };
  if (/audience|segment|vip|new (?:customer|subscriber)/i.test(input.instructions)) {
    const named = /(?:\bon|\bto|\bfor|\btowards?|\btarget(?:ing)?)\s+((?:the\s+)?[\w' -]*?(?:vips?|customers?|subscribers?|buyers?|segment|audience)(?:\s+(?:customers?|subscribers?|buyers?))?\b)/i.exec(input.instructions);
    // the audience the instructions name, whole; without one the audience stays as it was
    if (named?.[1]) refined.targetAudience = `${capitalize(clean(named[1]))}${original.targetAudience ? ` (from: ${original.targetAudience})` : ''}`;
  }
  if (/cta|call to action|button/i.test(input.instructions)) refined.callToAction = rng.pick(['Shop now', 'Discover more', 'Claim yours']);
  return { original, refined };
}
