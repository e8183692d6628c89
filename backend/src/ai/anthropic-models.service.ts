import { Inject, Injectable, Logger } from '@nestjs/common';
import { AI_CONFIG, AI_DEFAULTS, type AiConfig } from './ai.config.js';
import { AiProviderRegistry } from './ai-provider.registry.js';
import { ANTHROPIC_MODEL_CATALOGUE, DEMO_MODEL_INFO, type AiModelInfo } from './anthropic-models.catalogue.js';

/** The Claude models offered on the AI test page: live from the API with a key, else the catalogue. */
@Injectable()
export class AnthropicModelsService {
  private readonly logger = new Logger(AnthropicModelsService.name);
  private cache: { at: number; models: AiModelInfo[] } | undefined;

  constructor(
    private readonly registry: AiProviderRegistry,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
  ) {}

  async list(): Promise<AiModelInfo[]> {
    const claude = this.registry.claude();
    if (!claude) return [...ANTHROPIC_MODEL_CATALOGUE, DEMO_MODEL_INFO];
    if (this.cache && Date.now() - this.cache.at < AI_DEFAULTS.modelListCacheMs) return this.cache.models;
    try {
      const known = new Map(ANTHROPIC_MODEL_CATALOGUE.map((m) => [m.name, m]));
      const models: AiModelInfo[] = [];
      for await (const info of claude.client.models.list({ limit: 100 }, { timeout: this.config.timeoutMs, maxRetries: 1 })) {
        const entry = known.get(info.id);
        models.push({
          name: info.id,
          displayName: info.display_name || entry?.displayName || info.id,
          description: entry?.description ?? `${info.display_name || info.id} (released ${info.created_at?.slice(0, 10) ?? 'unknown'})`,
          contextWindow: info.max_input_tokens ?? entry?.contextWindow ?? 200_000,
        });
      }
      if (models.length === 0) return [...ANTHROPIC_MODEL_CATALOGUE];
      this.cache = { at: Date.now(), models };
      return models;
    } catch (error) {
      // The page stays usable with the catalogue; a bad key shows up on the first prompt instead.
      this.logger.warn(`Could not list Anthropic models, using the built-in list: ${(error as Error).message}`);
      return [...ANTHROPIC_MODEL_CATALOGUE];
    }
  }
}
