import { z } from 'zod/mini';
import { MAX_TOKENS, TEMPERATURE } from './anthropic-test.constants';

/**
 * The AI test form. `model` stays empty until the user picks one (the page then follows the
 * loaded list); the send button is enabled only for a prompt that is not blank, so the prompt
 * rule has no message of its own.
 */
export const promptFormSchema = z.object({
  model: z.string(),
  prompt: z.string().check(z.refine((text) => text.trim().length > 0)),
  systemPrompt: z.string(),
  temperature: z.number().check(z.gte(TEMPERATURE.min), z.lte(TEMPERATURE.max)),
  maxTokens: z.number().check(z.gte(MAX_TOKENS.min), z.lte(MAX_TOKENS.max)),
  files: z.array(z.instanceof(File)),
});

export type PromptFormValues = z.infer<typeof promptFormSchema>;
