import type { AiProviderName } from './ai.config.js';

// What a model call returns, read by the AI tasks (which shape it into their answer) and written by
// the providers; its own file so that tasks and providers do not import each other.

export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface AiTextResult {
  text: string;
  model: string;
  usage: AiUsage;
  provider: AiProviderName;
  /** True when the offline demo model wrote the answer (no key configured, or model 'demo'). */
  demo: boolean;
  /** The provider's id of the answer, when it gives one. */
  id?: string;
  stopReason?: string;
}

/** A written document in the spec's answer shape: the model's text also as `content[0].text`. */
export interface AiDocumentResult extends AiTextResult {
  content: Array<{ type: 'text'; text: string }>;
}
