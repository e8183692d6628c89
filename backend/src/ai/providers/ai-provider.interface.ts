import type { AiProviderConfig, AiProviderName } from '../ai.config.js';
import type { AiTextResult } from '../ai-result.js';
import type { AnyAiTask } from '../tasks/ai-task.js';

export type { AiTextResult, AiUsage } from '../ai-result.js';

/** One call to a model, after defaults are applied. */
export interface ProviderRequest {
  system?: string;
  prompt: string;
  model: string;
  temperature: number;
  maxTokens: number;
  /** Aborts the call: fired by the caller or by the time limit. */
  signal: AbortSignal;
  /** Time limit of this one call, also handed to the SDK as its own timeout. */
  timeoutMs: number;
  /** Which task this is; only the offline demo model reads task and input (it answers task.demo). */
  task: AnyAiTask;
  input?: unknown;
  /** Called as a streamed answer grows, with the characters received so far. */
  onText?: (characters: number) => void;
}

export type ProviderResult = Omit<AiTextResult, 'provider' | 'demo'>;

/** A model vendor behind its official SDK. Throws the SDK's errors; the AiService maps and retries. */
export interface AiProvider {
  readonly name: AiProviderName | 'demo';
  generateText(request: ProviderRequest): Promise<ProviderResult>;
}

/**
 * The client options an official SDK (Anthropic's, OpenAI's) is built with: the configured key and
 * base URL (or the vendor's own), the call's time limit, no retries of its own (the AiService owns
 * the retry policy) and no logging of its own.
 */
export function sdkClientOptions(config: AiProviderConfig & { apiKey: string }, timeoutMs: number, defaultBaseURL: string) {
  return { apiKey: config.apiKey, baseURL: config.baseURL ?? defaultBaseURL, timeout: timeoutMs, maxRetries: 0, logLevel: 'off' as const };
}
