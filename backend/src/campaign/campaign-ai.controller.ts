import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiGatewayTimeoutResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { MESSAGES } from '@mailplan/shared';
import { AI_ERROR_MESSAGES } from '../ai/ai.errors.js';
import { Member } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Tenant, type TenantScope } from '../common/tenant.js';
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

/** The error answers of a call that waits for an AI model (decision 17). */
function AiErrors(): MethodDecorator {
  return (target, key, descriptor) => {
    ApiBadGatewayResponse({ type: ErrorResponseDto, description: `${AI_ERROR_MESSAGES.parse}, ${AI_ERROR_MESSAGES.provider} or an invalid API key` })(target, key, descriptor);
    ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: AI_ERROR_MESSAGES.rateLimit })(target, key, descriptor);
    ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: AI_ERROR_MESSAGES.overloaded })(target, key, descriptor);
    ApiGatewayTimeoutResponse({ type: ErrorResponseDto, description: AI_ERROR_MESSAGES.timeout })(target, key, descriptor);
  };
}

/** The campaign form's AI helpers (part 1, section 7), beside GET /api/ai/providers. */
@ApiTags('ai')
@Controller('ai')
@Member()
export class CampaignAiController {
  constructor(private readonly ai: CampaignAiService) {}

  @Post('suggest-modules')
  @HttpCode(200)
  @ApiOperation({ operationId: 'suggestModules', summary: "Modules for the goal: ids of the organization's modules, a header first and a footer last" })
  @ApiOkResponse({ type: SuggestModulesResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @AiErrors()
  suggestModules(@Tenant() scope: TenantScope, @Body() dto: SuggestModulesDto): Promise<SuggestModulesResultDto> {
    return this.ai.suggestModules(scope, dto);
  }

  @Post('generate-content')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'generateContent',
    summary: "Copy for every field of every module instance, within each field's limits; copies of a module get different copy",
  })
  @ApiOkResponse({ type: GenerateContentResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MESSAGES.moduleNotFound })
  @AiErrors()
  generateContent(@Tenant() scope: TenantScope, @Body() dto: GenerateContentDto): Promise<GenerateContentResultDto> {
    return this.ai.generateContent(scope, dto);
  }

  @Post('generate-subject-lines')
  @HttpCode(200)
  @ApiOperation({ operationId: 'generateSubjectLines', summary: 'Subject lines (aimed at 50 characters or fewer) and preview texts (aimed at 40-90)' })
  @ApiOkResponse({ type: SubjectLinesResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @AiErrors()
  generateSubjectLines(@Tenant() scope: TenantScope, @Body() dto: GenerateSubjectLinesDto): Promise<SubjectLinesResultDto> {
    return this.ai.generateSubjectLines(scope, dto);
  }

  @Post('generate-preview-text')
  @HttpCode(200)
  @ApiOperation({ operationId: 'generatePreviewText', summary: 'Preview texts for the chosen subject line (aimed at 40-90 characters)' })
  @ApiOkResponse({ type: PreviewTextsResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @AiErrors()
  generatePreviewText(@Tenant() scope: TenantScope, @Body() dto: GeneratePreviewTextDto): Promise<PreviewTextsResultDto> {
    return this.ai.generatePreviewText(scope, dto);
  }

  @Post('refine-content')
  @HttpCode(200)
  @ApiOperation({ operationId: 'refineContent', summary: "One field's text rewritten from the user's feedback, within the field's limits" })
  @ApiOkResponse({ type: RefineContentResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MESSAGES.moduleNotFound })
  @AiErrors()
  refineContent(@Tenant() scope: TenantScope, @Body() dto: RefineContentDto): Promise<RefineContentResultDto> {
    return this.ai.refineContent(scope, dto);
  }
}
