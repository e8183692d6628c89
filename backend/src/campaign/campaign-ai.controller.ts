import { Body, HttpCode, Post, applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import { MESSAGES } from '@mailplan/shared';
import { ApiAiErrorResponses } from '../ai/ai-error-responses.decorator.js';
import { Can } from '../common/access.decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors } from '../common/route-decorators.js';
import { CampaignAiService } from './campaign-ai.service.js';
import { GenerateContentDto, GenerateContentResultDto, GeneratePreviewTextDto, GenerateSubjectLinesDto, PreviewTextsResultDto, RefineContentDto, RefineContentResultDto, SubjectLinesResultDto, SuggestModulesDto, SuggestModulesResultDto } from './dto/campaign-ai.dto.js';

/**
 * One of the form's AI helpers: a content writer's POST to `path` that answers 200 with what the
 * model wrote (`result`), 400 for bad input, or the errors of a call that waits for a model.
 */
const AiHelper = (path: string, operation: ApiOperationOptions, result: Type) =>
  applyDecorators(Post(path), Can('content.write'), HttpCode(200), ApiOperation(operation), ApiOkResponse({ type: result }), ApiErrors({ badRequest: true }), ApiAiErrorResponses());

/** The campaign form's AI helpers (the spec's calls), beside GET /api/ai/providers. */
@ApiController('ai')
export class CampaignAiController {
  constructor(private readonly ai: CampaignAiService) {}

  @AiHelper(
    'suggest-modules',
    { operationId: 'suggestModules', summary: "Modules for the goal: ids of the organization's modules, a header first and a footer last" },
    SuggestModulesResultDto,
  )
  suggestModules(@Tenant() scope: TenantScope, @Body() dto: SuggestModulesDto): Promise<SuggestModulesResultDto> {
    return this.ai.suggestModules(scope, dto);
  }

  @AiHelper(
    'generate-content',
    { operationId: 'generateContent', summary: "Copy for every field of every module instance, within each field's limits; copies of a module get different copy" },
    GenerateContentResultDto,
  )
  @ApiErrors({ notFound: MESSAGES.moduleNotFound })
  generateContent(@Tenant() scope: TenantScope, @Body() dto: GenerateContentDto): Promise<GenerateContentResultDto> {
    return this.ai.generateContent(scope, dto);
  }

  @AiHelper(
    'generate-subject-lines',
    { operationId: 'generateSubjectLines', summary: 'Subject lines (aimed at 50 characters or fewer) and preview texts (aimed at 40-90)' },
    SubjectLinesResultDto,
  )
  generateSubjectLines(@Tenant() scope: TenantScope, @Body() dto: GenerateSubjectLinesDto): Promise<SubjectLinesResultDto> {
    return this.ai.generateSubjectLines(scope, dto);
  }

  @AiHelper(
    'generate-preview-text',
    { operationId: 'generatePreviewText', summary: 'Preview texts for the chosen subject line (aimed at 40-90 characters)' },
    PreviewTextsResultDto,
  )
  generatePreviewText(@Tenant() scope: TenantScope, @Body() dto: GeneratePreviewTextDto): Promise<PreviewTextsResultDto> {
    return this.ai.generatePreviewText(scope, dto);
  }

  @AiHelper(
    'refine-content',
    { operationId: 'refineContent', summary: "One field's text rewritten from the user's feedback, within the field's limits" },
    RefineContentResultDto,
  )
  @ApiErrors({ notFound: MESSAGES.moduleNotFound })
  refineContent(@Tenant() scope: TenantScope, @Body() dto: RefineContentDto): Promise<RefineContentResultDto> {
    return this.ai.refineContent(scope, dto);
  }
}
