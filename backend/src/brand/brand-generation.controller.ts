import { Body, Controller, HttpStatus, Post, Query, Res, UploadedFiles, UseFilters, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { JobStartedDto } from '../jobs/dto/job-started.dto.js';
import { Can } from '../common/access.decorators.js';
import type { UploadedFileLike } from '../ai/files/file-text.extractor.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { BrandGenerationService, type GenerationAnswer } from './brand-generation.service.js';
import { FieldsOnlyInterceptor, GenerateUploadInterceptor } from './brand-upload.interceptor.js';
import { GenerateBrandGuideFormDto, GenerateEmailStrategyFormDto, GeneratedBrandGuideDto, GeneratedTextDto, GenerationErrorResponseDto } from './dto/generate.dto.js';
import { BrandGuideErrorFilter, StrategyErrorFilter } from './generation-error.filter.js';

const ASYNC_QUERY = {
  name: 'async',
  required: false,
  enum: ['true', 'false'],
  description: 'true: answer 202 {jobId} at once; follow GET /api/jobs/{jobId}/events, whose completed result is the body the call answers otherwise',
} as const;

/** The error answers of a generation call, each with `error`, `message` and `hint`. */
function GenerationErrors() {
  return (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
    const answers: Array<[number, string]> = [
      [400, 'Invalid fields or files (drop-zone texts), or no files'],
      [429, 'rate_limit: the provider limits requests (429)'],
      [502, 'Authentication, provider or parse failure'],
      [503, 'AI service overloaded (529), or the job queue is unavailable'],
      [504, 'Request timeout'],
    ];
    for (const [status, description] of answers) ApiResponse({ status, type: GenerationErrorResponseDto, description })(target, key, descriptor);
  };
}

function answer<T>(res: Response, result: GenerationAnswer<T>): GenerationAnswer<T> {
  res.status('jobId' in (result as object) ? HttpStatus.ACCEPTED : HttpStatus.OK);
  return result;
}

// auth: generating guidelines or a strategy writes nothing itself, but its only use is to be
// saved into the brand settings, so it needs 'brand.write' like saving them (an editor, who may
// not save the result, is not offered it).
@ApiTags('brand')
@Controller()
export class BrandGenerationController {
  constructor(private readonly generation: BrandGenerationService) {}

  @Post('brand-guide/generate')
  @Can('brand.write')
  @UseFilters(BrandGuideErrorFilter)
  @UseInterceptors(GenerateUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: GenerateBrandGuideFormDto })
  @ApiQuery(ASYNC_QUERY)
  @ApiOperation({
    operationId: 'generateBrandGuide',
    summary: 'Generate brand guidelines from a brand deck and customer reviews (manager or admin)',
    description: 'Answers when the work is done (it runs as a job). The result is not saved: save it with POST /api/brand-settings.',
  })
  @ApiOkResponse({ type: GeneratedBrandGuideDto })
  @ApiAcceptedResponse({ type: JobStartedDto, description: 'With ?async=true' })
  @GenerationErrors()
  async brandGuide(
    @Tenant() scope: TenantScope,
    @Body() form: GenerateBrandGuideFormDto,
    @UploadedFiles() files: UploadedFileLike[] = [],
    @Res({ passthrough: true }) res: Response,
    @Query('async') async?: string,
  ): Promise<GenerationAnswer<GeneratedBrandGuideDto>> {
    return answer(res, await this.generation.brandGuide(scope, form, files ?? [], async === 'true'));
  }

  @Post('email-strategy/generate')
  @Can('brand.write')
  @UseFilters(StrategyErrorFilter)
  @UseInterceptors(FieldsOnlyInterceptor)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: GenerateEmailStrategyFormDto })
  @ApiQuery(ASYNC_QUERY)
  @ApiOperation({
    operationId: 'generateEmailStrategy',
    summary: 'Generate the email strategy from the saved survey, brand guide and files (manager or admin)',
    description:
      'Save the survey first (POST /api/brand-settings with emailStrategy). Answers when the work is done (it runs as a job). The result is not saved: save it as emailStrategy.generatedStrategy.',
  })
  @ApiOkResponse({ type: GeneratedTextDto })
  @ApiAcceptedResponse({ type: JobStartedDto, description: 'With ?async=true' })
  @GenerationErrors()
  async emailStrategy(
    @Tenant() scope: TenantScope,
    @Body() form: GenerateEmailStrategyFormDto,
    @Res({ passthrough: true }) res: Response,
    @Query('async') async?: string,
  ): Promise<GenerationAnswer<GeneratedTextDto>> {
    return answer(res, await this.generation.emailStrategy(scope, form, async === 'true'));
  }
}
