import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MESSAGES } from '@mailplan/shared';
import { ApiAiErrorResponses } from '../ai/ai-error-responses.decorator.js';
import { Can } from '../common/access.decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors } from '../common/route-decorators.js';
import { CampaignAiService } from './campaign-ai.service.js';
import {
  GenerateContentDto,
  GenerateContentResultDto,
  GeneratePreviewTextDto,
  GenerateSubjectLinesDto,
  PreviewTextsResultDto,
  RefineContentDto,
  RefineContentResultDto,
  SubjectLinesResultDto,
  SuggestModulesDto,
  SuggestModulesResultDto,
} from './dto/campaign-ai.dto.js';

/** The campaign form's AI helpers (the spec's calls), beside GET /api/ai/providers. */
@ApiController('ai')
export class CampaignAiController {
  constructor(private readonly ai: CampaignAiService) {}

  @Post('suggest-modules')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'suggestModules', summary: "Modules for the goal: ids of the organization's modules, a header first and a footer last" })
  @ApiOkResponse({ type: SuggestModulesResultDto })
  @ApiErrors({ badRequest: true })
  @ApiAiErrorResponses()
  suggestModules(@Tenant() scope: TenantScope, @Body() dto: SuggestModulesDto): Promise<SuggestModulesResultDto> {
    return this.ai.suggestModules(scope, dto);
  }

  @Post('generate-content')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'generateContent',
    summary: "Copy for every field of every module instance, within each field's limits; copies of a module get different copy",
  })
  @ApiOkResponse({ type: GenerateContentResultDto })
  @ApiErrors({ badRequest: true, notFound: MESSAGES.moduleNotFound })
  @ApiAiErrorResponses()
  generateContent(@Tenant() scope: TenantScope, @Body() dto: GenerateContentDto): Promise<GenerateContentResultDto> {
    return this.ai.generateContent(scope, dto);
  }

  @Post('generate-subject-lines')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'generateSubjectLines', summary: 'Subject lines (aimed at 50 characters or fewer) and preview texts (aimed at 40-90)' })
  @ApiOkResponse({ type: SubjectLinesResultDto })
  @ApiErrors({ badRequest: true })
  @ApiAiErrorResponses()
  generateSubjectLines(@Tenant() scope: TenantScope, @Body() dto: GenerateSubjectLinesDto): Promise<SubjectLinesResultDto> {
    return this.ai.generateSubjectLines(scope, dto);
  }

  @Post('generate-preview-text')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'generatePreviewText', summary: 'Preview texts for the chosen subject line (aimed at 40-90 characters)' })
  @ApiOkResponse({ type: PreviewTextsResultDto })
  @ApiErrors({ badRequest: true })
  @ApiAiErrorResponses()
  generatePreviewText(@Tenant() scope: TenantScope, @Body() dto: GeneratePreviewTextDto): Promise<PreviewTextsResultDto> {
    return this.ai.generatePreviewText(scope, dto);
  }

  @Post('refine-content')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'refineContent', summary: "One field's text rewritten from the user's feedback, within the field's limits" })
  @ApiOkResponse({ type: RefineContentResultDto })
  @ApiErrors({ badRequest: true, notFound: MESSAGES.moduleNotFound })
  @ApiAiErrorResponses()
  refineContent(@Tenant() scope: TenantScope, @Body() dto: RefineContentDto): Promise<RefineContentResultDto> {
    return this.ai.refineContent(scope, dto);
  }
}
