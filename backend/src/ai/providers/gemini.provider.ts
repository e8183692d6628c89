import { GoogleGenerativeAI } from '@google/generative-ai';
import type { AiProviderConfig } from '../ai.config.js';
import type { AiProvider, ProviderRequest, ProviderResult } from './ai-provider.interface.js';

/** Gemini through @google/generative-ai (which has no retries of its own). */
export class GeminiProvider implements AiProvider {
  readonly name = 'gemini' as const;
  private readonly client: GoogleGenerativeAI;
  private readonly baseUrl: string | undefined;

  constructor(config: AiProviderConfig & { apiKey: string }) {
    this.client = new GoogleGenerativeAI(config.apiKey);
    this.baseUrl = config.baseURL;
  }

  async generateText(request: ProviderRequest): Promise<ProviderResult> {
    const model = this.client.getGenerativeModel(
      {
        model: request.model,
        ...(request.system ? { systemInstruction: request.system } : {}),
        generationConfig: { temperature: request.temperature, maxOutputTokens: request.maxTokens },
      },
      { ...(this.baseUrl ? { baseUrl: this.baseUrl } : {}), timeout: request.timeoutMs },
    );
    const result = await model.generateContent(
      { contents: [{ role: 'user', parts: [{ text: request.prompt }] }] },
      { signal: request.signal, timeout: request.timeoutMs },
    );
    const response = result.response;
    // text() throws when the answer was blocked (safety) or empty: let that surface as a provider error.
    const text = response.text();
    return {
      model: request.model,
      text,
      usage: {
        inputTokens: response.usageMetadata?.promptTokenCount ?? 0,
        outputTokens: response.usageMetadata?.candidatesTokenCount ?? 0,
      },
      stopReason: response.candidates?.[0]?.finishReason,
    };
  }
}
