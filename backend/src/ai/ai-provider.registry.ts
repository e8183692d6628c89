import { Inject, Injectable } from '@nestjs/common';
import { AI_CONFIG, AI_PROVIDERS, DEMO_MODEL, type AiConfig, type AiProviderName } from './ai.config.js';
import { DemoProvider } from './demo/demo.provider.js';
import type { AiProvider } from './providers/ai-provider.interface.js';
import { ClaudeProvider } from './providers/claude.provider.js';
import { GeminiProvider } from './providers/gemini.provider.js';
import { OpenAiProvider } from './providers/openai.provider.js';

/** Holds one SDK client per configured provider, built on first use. */
@Injectable()
export class AiProviderRegistry {
  private readonly instances = new Map<AiProviderName, AiProvider>();
  readonly demo: DemoProvider;

  constructor(@Inject(AI_CONFIG) readonly config: AiConfig) {
    this.demo = new DemoProvider({ publicUrl: config.publicUrl });
  }

  isConfigured(name: AiProviderName): boolean {
    return Boolean(this.config.providers[name].apiKey);
  }

  configured(): Record<AiProviderName, boolean> {
    return Object.fromEntries(AI_PROVIDERS.map((name) => [name, this.isConfigured(name)])) as Record<AiProviderName, boolean>;
  }

  /** The provider that will answer: the real one when it has a key, else the demo model. */
  resolve(name: AiProviderName, model?: string): AiProvider {
    if (model === DEMO_MODEL || !this.isConfigured(name)) return this.demo;
    let provider = this.instances.get(name);
    if (!provider) {
      provider = this.create(name);
      this.instances.set(name, provider);
    }
    return provider;
  }

  /** The Anthropic client, for the model list; undefined without a key. */
  claude(): ClaudeProvider | undefined {
    return this.isConfigured('claude') ? (this.resolve('claude') as ClaudeProvider) : undefined;
  }

  private create(name: AiProviderName): AiProvider {
    const settings = this.config.providers[name];
    const withKey = { ...settings, apiKey: settings.apiKey! };
    switch (name) {
      case 'claude':
        return new ClaudeProvider(withKey, this.config.timeoutMs);
      case 'openai':
        return new OpenAiProvider(withKey, this.config.timeoutMs);
      case 'gemini':
        return new GeminiProvider(withKey);
    }
  }
}
