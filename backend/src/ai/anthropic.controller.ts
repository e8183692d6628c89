import { Body, Get, HttpCode, HttpStatus, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Can } from '../common/access.decorators.js';
import { ApiController, ApiErrors } from '../common/route-decorators.js';
import { AI_DEFAULTS } from './ai.config.js';
import { AiService } from './ai.service.js';
import { AnthropicModelsService } from './anthropic-models.service.js';
import { AiModelDto } from './dto/ai-model.dto.js';
import { AnthropicPromptRequestDto, AnthropicPromptResponseDto } from './dto/anthropic-prompt.dto.js';
import { extractFileText, type UploadedFileLike } from './files/file-text.extractor.js';
import { PromptFilesInterceptor } from './files/prompt-files.interceptor.js';
import { freeTextTask } from './tasks/free-text.task.js';

// auth: any member reads the models; sending a prompt runs AI, which is 'content.write' (editor,
// manager or admin), though nothing is stored. Bodies are validated by the platform's global ValidationPipe (transform on).
@ApiController('anthropic', 'ai')
export class AnthropicController {
  constructor(
    private readonly ai: AiService,
    private readonly models: AnthropicModelsService,
  ) {}

  @Get('models')
  @Can('read')
  @ApiOperation({
    operationId: 'listAnthropicModels',
    summary: "Claude models for the AI test page (live list with a key, else the built-in list plus 'demo')",
  })
  @ApiOkResponse({ type: AiModelDto, isArray: true })
  listModels(): Promise<AiModelDto[]> {
    return this.models.list();
  }

  @Post('prompt')
  @Can('content.write')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(PromptFilesInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AnthropicPromptRequestDto })
  @ApiOperation({
    operationId: 'sendAnthropicPrompt',
    summary: 'Send a prompt (and the text of up to 5 files) to a Claude model',
  })
  @ApiOkResponse({ type: AnthropicPromptResponseDto })
  @ApiErrors({
    badRequest: 'Invalid fields, too many or too large files, an unsupported file',
    tooManyRequests: 'rate_limit: the provider limits requests (429)',
    badGateway: 'Authentication, provider or parse failure',
    serviceUnavailable: 'AI service overloaded (529)',
    gatewayTimeout: 'Request timeout',
  })
  async prompt(
    @Body() body: AnthropicPromptRequestDto,
    @UploadedFiles() files: UploadedFileLike[] = [],
  ): Promise<AnthropicPromptResponseDto> {
    const documents = [];
    for (const file of files ?? []) {
      const extracted = await extractFileText(file);
      documents.push({ name: extracted.name, text: extracted.text });
    }
    // The spec gives this page its own system prompt, temperature and token limit.
    const result = await this.ai.run(
      freeTextTask,
      {
        prompt: body.prompt,
        system: body.systemPrompt?.trim() ? body.systemPrompt : undefined,
        documents,
        temperature: body.temperature ?? AI_DEFAULTS.testPage.temperature,
        maxTokens: body.maxTokens ?? AI_DEFAULTS.testPage.maxTokens,
      },
      { provider: 'claude', model: body.model },
    );
    return {
      id: result.id ?? `msg_${Date.now().toString(36)}`,
      model: result.model,
      role: 'assistant',
      content: [{ type: 'text', text: result.text }],
      usage: { input_tokens: result.usage.inputTokens, output_tokens: result.usage.outputTokens },
      ...(result.stopReason ? { stop_reason: result.stopReason } : {}),
      demo: result.demo,
    };
  }
}
