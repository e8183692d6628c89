// One field's text rewritten from the user's feedback (the campaign form's 'Refine … with AI').
import { IsNotEmpty, IsString } from 'class-validator';
import { fieldProblem } from '@mailplan/shared';
import { capitalize, clean, createRng, fitLength, goalPhrase } from '../demo/demo-kit.js';
import { brandProfile, productsNamedIn } from '../demo/demo-profile.js';
import { applyInstructions } from '../demo/demo-writing.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { PromptBrand, ContentField } from './task-inputs.js';

export interface RefineContentInput extends PromptBrand {
  fieldName: string;
  content: string;
  userFeedback: string;
  goal?: string;
  /** The field's type ('text' or 'button') and purpose, when the module is known. */
  fieldType?: string;
  purpose?: string;
  maxLength?: number;
  minLength?: number;
}

export class RefineContentResultSchema {
  @IsString({ message: 'missing (every field needs text)' })
  @IsNotEmpty({ message: 'empty' })
  refinedContent!: string;
}

/** The field being refined, as its limits are checked: always required. */
export function refinedField(input: RefineContentInput): ContentField {
  return {
    name: input.fieldName,
    required: true,
    ...(input.fieldType ? { type: input.fieldType } : {}),
    ...(input.purpose ? { purpose: input.purpose } : {}),
    ...(input.maxLength !== undefined ? { maxLength: input.maxLength } : {}),
    ...(input.minLength !== undefined ? { minLength: input.minLength } : {}),
  };
}

export const refineContentTask = jsonTask({
  name: 'refine-content',
  output: RefineContentResultSchema,
  // Within the field's limits; the retried answer may be over its maximum (the caller cuts it).
  check: (value, input, retried) => {
    const problem = fieldProblem('refinedContent', refinedField(input), value.refinedContent, !retried);
    return problem ? [problem] : [];
  },
  prompt: (input: RefineContentInput) => ({
    system: `You edit email copy. ${JSON_RULE}`,
    prompt: joined([
      `Rewrite the "${input.fieldName}" field following the feedback.`,
      `Feedback: ${input.userFeedback}`,
      input.goal ? `Email goal: ${input.goal}` : '',
      input.purpose ? `What the field is for: ${input.purpose}` : '',
      input.fieldType === 'button' ? 'It is a button: a short call to action, 2 to 5 words, starting with a verb.' : '',
      input.maxLength || input.minLength
        ? `Length: ${input.minLength ? `at least ${input.minLength}` : ''}${input.minLength && input.maxLength ? ' and ' : ''}${input.maxLength ? `at most ${input.maxLength}` : ''} characters.`
        : '',
      brandSection(input),
      `Current content:\n${input.content}`,
      'Answer {"refinedContent":"..."} with plain text (no HTML, no markdown).',
    ]),
  }),
  demo: (input) => demoRefineContent(input),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

export function demoRefineContent(input: RefineContentInput): RefineContentResultSchema {
  const rng = createRng({ task: 'refine-content', input });
  const profile = brandProfile({ brandName: input.brandName, strategy: input.strategy, guidelines: input.guidelines });
  const keep = profile.products.map((p) => p.name);
  const base = clean(input.content) || (input.goal ? `${capitalize(goalPhrase(input.goal))}.` : `A fresh take on ${input.fieldName}.`);
  if (input.fieldType === 'button') {
    // a button stays a short action: reworded, never prefixed, a product name kept whole
    const max = Math.min(input.maxLength ?? 30, 30);
    const product = productsNamedIn(base, profile.products)[0]?.name;
    const action = base.replace(/[.!]+$/, '');
    const urgent = /urgen|hurry|now|today/i.test(input.userFeedback);
    const candidates = product
      ? urgent
        ? [`Shop ${product} now`, `Get ${product} today`, `Shop ${product}`, 'Shop now']
        : [`Get ${product} today`, `Try ${product}`, `Discover ${product}`, 'Shop now']
      : urgent
        ? [`${action} now`, `${action} today`, 'Shop now', 'Get yours now']
        : [`${action} today`, `Get ${action.replace(/^(shop|get|discover|explore)\s+/i, '').toLowerCase()}`, 'Discover more', 'Take a look'];
    const fits = (t: string) => t.length <= max && t.split(' ').length <= 5 && t.toLowerCase() !== action.toLowerCase();
    const text = candidates.find(fits) ?? (action.toLowerCase() === 'shop now' ? 'Get yours today' : 'Shop now');
    return { refinedContent: fitLength(text, max, input.minLength, '', keep) };
  }
  return { refinedContent: applyInstructions(base, input.userFeedback, rng, input.maxLength, input.minLength, keep) };
}
