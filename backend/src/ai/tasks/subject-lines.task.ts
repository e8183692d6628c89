// Subject lines, each with a preview text, for the campaign's goal.
import { ArrayMinSize, IsArray, IsString } from 'class-validator';
import { EMAIL_AIMS } from '@mailplan/shared';
import { demoSubjectLines } from '../demo/demo-json.generators.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { BrandPromptContext } from './task-inputs.js';

export interface SubjectLinesInput extends BrandPromptContext {
  goal: string;
  /** How many of each (default 5). */
  count?: number;
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

const { subjectMax, previewTextMin, previewTextMax } = EMAIL_AIMS;

export const subjectLinesTask = jsonTask({
  name: 'subject-lines',
  output: SubjectLinesResultSchema,
  prompt: (input: SubjectLinesInput) => ({
    system: `You write email subject lines that earn opens without clickbait. ${JSON_RULE}`,
    prompt: joined([
      `Write ${input.count ?? 5} subject lines and ${input.count ?? 5} preview texts for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Each subject line at most ${subjectMax} characters (phones cut longer ones). Each preview text ${previewTextMin} to ${previewTextMax} characters, adding to its subject rather than repeating it.`,
      'Answer {"subjectLines":[...],"previewTexts":[...]}.',
    ]),
  }),
  demo: (input) => demoSubjectLines(input),
});
