import OpenAI from 'openai';
import type { AiProviderConfig } from '../ai.config.js';
import { sdkClientOptions, type AiProvider, type ProviderRequest, type ProviderResult } from './ai-provider.interface.js';

/**
 * OpenAI chat completions through the openai SDK. OPENAI_BASE_URL may point at any
 * OpenAI-compatible server, so the request keeps to the widely supported fields.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly client: OpenAI;

  constructor(config: AiProviderConfig & { apiKey: string }, timeoutMs: number) {
    this.client = new OpenAI(sdkClientOptions(config, timeoutMs, 'https://api.openai.com/v1'));
  }

  async generateText(request: ProviderRequest): Promise<ProviderResult> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [];
    if (request.system) messages.push({ role: 'system', content: request.system });
    messages.push({ role: 'user', content: request.prompt });
    const completion = await this.client.chat.completions.create(
      {
        model: request.model,
        messages,
        temperature: request.temperature,
        max_tokens: request.maxTokens,
      },
      { signal: request.signal, timeout: request.timeoutMs, maxRetries: 0 },
    );
    const choice = completion.choices?.[0];
    return {
      id: completion.id,
      model: completion.model || request.model,
      text: choice?.message?.content ?? '',
      usage: {
        inputTokens: completion.usage?.prompt_tokens ?? 0,
        outputTokens: completion.usage?.completion_tokens ?? 0,
      },
      stopReason: choice?.finish_reason ?? undefined,
    };
  }
}
