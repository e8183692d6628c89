import { Module, type DynamicModule } from '@nestjs/common';
import { AI_CONFIG, loadAiConfig, type AiConfig } from './ai.config.js';
import { AiController } from './ai.controller.js';
import { AiProviderRegistry } from './ai-provider.registry.js';
import { AiService } from './ai.service.js';
import { AnthropicController } from './anthropic.controller.js';
import { AnthropicModelsService } from './anthropic-models.service.js';
import { DemoImagesController } from './demo-images.controller.js';

const providers = [AiProviderRegistry, AiService, AnthropicModelsService];

/**
 * AI providers, the offline demo model, the generation service and the routes
 * GET /ai/providers, GET /anthropic/models, POST /anthropic/prompt and the demo model's images
 * GET /demo-images/{name}.svg (under the app's /api prefix).
 * Importing AiModule reads its settings from process.env at start-up (ai.config.ts).
 */
@Module({
  controllers: [AiController, AnthropicController, DemoImagesController],
  providers: [{ provide: AI_CONFIG, useFactory: (): AiConfig => loadAiConfig(process.env) }, ...providers],
  exports: [AiService, AI_CONFIG],
})
export class AiModule {
  /** The same module with settings from the given variables instead of process.env (tests, benches). */
  static withEnv(env: Record<string, string | undefined>): DynamicModule {
    return {
      module: AiModule,
      controllers: [AiController, AnthropicController, DemoImagesController],
      providers: [{ provide: AI_CONFIG, useValue: loadAiConfig(env) }, ...providers],
      exports: [AiService, AI_CONFIG],
    };
  }
}
