import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AiModule } from './ai.module.js';

describe('OpenAPI description of the AI routes', () => {
  it('documents every route with an operation id, request and response schemas and error answers', async () => {
    Logger.overrideLogger(false);
    const moduleRef = await Test.createTestingModule({ imports: [AiModule.withEnv({})] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    app.setGlobalPrefix('api');
    await app.init();
    const doc = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    await app.close();

    const providers = doc.paths['/api/ai/providers']!.get!;
    const models = doc.paths['/api/anthropic/models']!.get!;
    const prompt = doc.paths['/api/anthropic/prompt']!.post!;
    expect([providers.operationId, models.operationId, prompt.operationId]).toEqual(['getAiProviders', 'listAnthropicModels', 'sendAnthropicPrompt']);
    for (const op of [providers, models, prompt]) {
      expect(op.tags).toEqual(['ai']);
      expect(op.responses['401']).toBeDefined();
    }
    expect(Object.keys(prompt.responses).sort()).toEqual(['200', '400', '401', '403', '429', '502', '503', '504']);
    expect(Object.keys(prompt.requestBody && 'content' in prompt.requestBody ? prompt.requestBody.content : {})).toEqual(['multipart/form-data']);
    const schemas = doc.components!.schemas!;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['AiProvidersDto', 'AiModelDto', 'AnthropicPromptRequestDto', 'AnthropicPromptResponseDto', 'ErrorResponseDto']),
    );
    expect((schemas['AnthropicPromptRequestDto'] as { required: string[] }).required.sort()).toEqual(['model', 'prompt']);
  });
});
