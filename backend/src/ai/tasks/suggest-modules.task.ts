// The modules of an email, in order, chosen from the organization's library for the campaign's goal.
import { IsArray } from 'class-validator';
import { demoSuggestModules } from '../demo/demo-json.generators.js';
import { jsonTask } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { BrandPromptContext } from './task-inputs.js';

export interface ModuleSummary {
  id: string | number;
  name: string;
  description?: string;
  category?: string;
}

export interface SuggestModulesInput extends BrandPromptContext {
  goal: string;
  modules: ModuleSummary[];
}

export class SuggestModulesResultSchema {
  @IsArray()
  moduleIds!: Array<string | number>;
}

export const suggestModulesTask = jsonTask({
  name: 'suggest-modules',
  output: SuggestModulesResultSchema,
  prompt: (input: SuggestModulesInput) => ({
    system: `You design marketing emails from a library of modules. ${JSON_RULE}`,
    prompt: joined([
      `Choose the modules, in order, for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Available modules (JSON):\n${JSON.stringify(input.modules)}`,
      'Use only the ids above. Start with a header module and end with a footer module when the library has them; a module may appear more than once. Answer {"moduleIds":[...]}.',
    ]),
  }),
  demo: (input) => demoSuggestModules(input),
});
