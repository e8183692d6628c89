// The AI test page (/anthropic-test): the user's own prompt, system prompt, temperature and token
// limit, which the spec gives that page, with the text of the files attached.
import { demoFreeText } from '../demo/demo-text.generators.js';
import { textTask } from './ai-task.js';
import { documents, joined } from './prompt-parts.js';
import type { AiDocument } from './task-inputs.js';

export interface FreeTextInput {
  prompt: string;
  /** The page's system prompt; default a helpful-assistant text. */
  system?: string;
  documents?: AiDocument[];
  /** The page's temperature slider (0 to 1); default 0.7. */
  temperature?: number;
  /** The page's max tokens slider; default 4000 (the page itself sends 1000 by default). */
  maxTokens?: number;
}

export const freeTextTask = textTask({
  name: 'free-text',
  prompt: (input: FreeTextInput) => ({
    system: input.system ?? 'You are a helpful assistant.',
    prompt: joined([input.prompt, documents('file', input.documents)]),
  }),
  settings: (input) => ({
    ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
    ...(input.maxTokens !== undefined ? { maxTokens: input.maxTokens } : {}),
  }),
  // the sampling settings change nothing in the demo's answer
  demo: ({ temperature: _t, maxTokens: _m, ...input }) => demoFreeText(input),
});
