// Preview texts for the chosen subject line.
import { ArrayMinSize, IsArray, IsString } from 'class-validator';
import { EMAIL_AIMS } from '@mailplan/shared';
import { demoPreviewTexts } from '../demo/demo-json.generators.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { BrandPromptContext } from './task-inputs.js';

export interface PreviewTextsInput extends BrandPromptContext {
  goal: string;
  subjectLine?: string;
  count?: number;
}

export class PreviewTextsResultSchema {
  @IsArray()
  @ArrayMinSize(1)
  @IsString({ each: true })
  previewTexts!: string[];
}

const { previewTextMin, previewTextMax } = EMAIL_AIMS;

export const previewTextsTask = jsonTask({
  name: 'preview-texts',
  output: PreviewTextsResultSchema,
  prompt: (input: PreviewTextsInput) => ({
    system: `You write email preview texts. ${JSON_RULE}`,
    prompt: joined([
      `Write ${input.count ?? 5} preview texts for an email with this goal: ${input.goal}`,
      input.subjectLine ? `Subject line: ${input.subjectLine}` : '',
      brandSection(input),
      `Each preview text ${previewTextMin} to ${previewTextMax} characters, adding to the subject line rather than repeating it.`,
      'Answer {"previewTexts":[...]}.',
    ]),
  }),
  demo: (input) => demoPreviewTexts(input),
});
