// One field's text rewritten from the user's feedback (the campaign form's 'Refine … with AI').
import { IsNotEmpty, IsString } from 'class-validator';
import { demoRefineContent } from '../demo/demo-json.generators.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { BrandPromptContext } from './task-inputs.js';

export interface RefineContentInput extends BrandPromptContext {
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
  @IsString()
  @IsNotEmpty()
  refinedContent!: string;
}

export const refineContentTask = jsonTask({
  name: 'refine-content',
  output: RefineContentResultSchema,
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
