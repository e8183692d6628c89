import Anthropic from '@anthropic-ai/sdk';
import type { AiProviderConfig } from '../ai.config.js';
import { sdkClientOptions, type AiProvider, type ProviderRequest, type ProviderResult } from './ai-provider.interface.js';

/** Thrown when a stream stops before `message_stop` without saying why; treated as a dropped connection. */
export class StreamEndedError extends Error {
  override name = 'StreamEndedError';
  constructor() {
    super('terminated: the answer stream ended before the message was complete');
  }
}

/**
 * Claude through @anthropic-ai/sdk. Streams the answer, so an error the API sends after it has
 * started answering (an `error` event, e.g. overloaded) surfaces as an error and is retried
 * instead of leaving a truncated text.
 */
export class ClaudeProvider implements AiProvider {
  readonly name = 'claude' as const;
  readonly client: Anthropic;

  constructor(config: AiProviderConfig & { apiKey: string }, timeoutMs: number) {
    this.client = new Anthropic(sdkClientOptions(config, timeoutMs, 'https://api.anthropic.com'));
  }

  async generateText(request: ProviderRequest): Promise<ProviderResult> {
    // No `temperature`: API version 2026-10-21 (sent by this SDK) rejects sampling parameters with
    // a 400, and the SDK no longer has them. The setting still applies to openai and gemini.
    const stream = await this.client.messages.create(
      {
        model: request.model,
        max_tokens: request.maxTokens,
        ...(request.system ? { system: request.system } : {}),
        messages: [{ role: 'user', content: request.prompt }],
        stream: true,
      },
      { signal: request.signal, timeout: request.timeoutMs, maxRetries: 0 },
    );

    let id: string | undefined;
    let model = request.model;
    let text = '';
    let inputTokens = 0;
    let outputTokens = 0;
    let stopReason: string | undefined;
    let complete = false;
    for await (const event of stream) {
      switch (event.type) {
        case 'message_start':
          id = event.message.id;
          model = event.message.model || model;
          inputTokens = event.message.usage?.input_tokens ?? 0;
          outputTokens = event.message.usage?.output_tokens ?? 0;
          break;
        case 'content_block_delta':
          if (event.delta.type === 'text_delta') {
            text += event.delta.text;
            request.onText?.(text.length);
          }
          break;
        case 'message_delta':
          stopReason = event.delta.stop_reason ?? stopReason;
          outputTokens = event.usage?.output_tokens ?? outputTokens;
          if (typeof event.usage?.input_tokens === 'number') inputTokens = event.usage.input_tokens;
          break;
        case 'message_stop':
          complete = true;
          break;
        default:
          break;
      }
    }
    // The SDK ends an aborted stream quietly; an answer without message_stop is not an answer.
    if (!complete) {
      request.signal.throwIfAborted();
      throw new StreamEndedError();
    }
    return { id, model, text, usage: { inputTokens, outputTokens }, stopReason };
  }
}
