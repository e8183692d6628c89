// The copy of every field of every module instance of a campaign, within each field's limits.
import { IsObject } from 'class-validator';
import { demoFieldContent } from '../demo/demo-json.generators.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { BrandPromptContext, ContentField } from './task-inputs.js';

export interface FieldContentInput extends BrandPromptContext {
  goal: string;
  /**
   * One entry per module instance to fill; `key` is the instance id (or module id). `copy` marks
   * the duplicates of a module (copy 2 of 3), which must each get different copy.
   */
  modules: Array<{ key: string; name: string; description?: string; fields: ContentField[]; copy?: { index: number; total: number } }>;
}

export class FieldContentResultSchema {
  /** instance key → field name → text */
  @IsObject()
  instanceContent!: Record<string, Record<string, string>>;
}

export const fieldContentTask = jsonTask({
  name: 'field-content',
  output: FieldContentResultSchema,
  prompt: (input: FieldContentInput) => ({
    system: `You write email copy. ${JSON_RULE}`,
    prompt: joined([
      `Write the content of each field for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Modules and their fields (JSON):\n${JSON.stringify(input.modules)}`,
      [
        'Rules:',
        '- Write every field of every key, as plain text (no HTML, no markdown).',
        '- Keep each text within its maxLength and at least its minLength, in characters.',
        '- A field of type "button" is a short call to action: 2 to 5 words, starting with a verb.',
        '- Fields that hold an address (url, link, image) get a plausible https address.',
        '- Entries marked with "copy" are copies of the same module: give each copy different copy.',
      ].join('\n'),
      'Answer {"instanceContent":{"<key>":{"<field name>":"<text>"}}} with every key and field above.',
    ]),
  }),
  demo: (input, options) => demoFieldContent(input, options),
});
