import { PagedListHeaders, sendTotal } from '../common/paging.js';
import { ConceptCountDto, ConceptListQueryDto } from './dto/concept-list.dto.js';
import { Body, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiBody, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { CONCEPT_MESSAGES as M, EDIT_CONFLICT_MESSAGES } from '@mailplan/shared';
import { ApiAiErrorResponses } from '../ai/ai-error-responses.decorator.js';
import { JobStartedDto } from '../jobs/dto/job-started.dto.js';
import { Can } from '../common/access.decorators.js';
import { AnswersVersioned, IfMatch, VERSION_ETAG_HEADER, VERSIONED_READ_NOTE, VERSIONED_WRITE_NOTE, VersionedWrite, editVersion } from '../common/edit-conflict.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { ApiController, ApiErrors, ApiIdParam, Read } from '../common/route-decorators.js';
import { ConceptContentDto, RefinementResultDto } from '../ai/tasks/concept-content.dto.js';
import { ApplyRefinementDto, ConceptConflictDto, ConceptDto, GenerateConceptsDto, GenerateConceptsResultDto, RefineConceptDto, UpdateConceptDto } from './dto/concept.dto.js';
import { ConceptService } from './concept.service.js';

const conceptId = (name = 'id') => IdParam({ name, message: M.conceptIdInvalid });

@ApiController('email-concepts')
export class ConceptController {
  constructor(private readonly concepts: ConceptService) {}

  @Get()
  @Can('read')
  @ApiOperation({
    operationId: 'listConcepts',
    summary: "The organization's email concepts, rejected ones included (flagged `rejected`)",
    description:
      'Without parameters, every concept (the plain list), oldest first. The filters narrow it (one category, a range of scheduled days, ' +
      'unscheduled, selected or rejected ones); `limit` and `offset` answer one page, with the number of matches in all in `X-Total-Count`.',
  })
  @ApiOkResponse({ type: [ConceptDto] })
  @PagedListHeaders()
  @ApiErrors({ badRequest: 'A filter or paging parameter out of range' })
  async list(@Tenant() scope: TenantScope, @Query() query: ConceptListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ConceptDto[]> {
    if (!Object.values(query).some((v) => v !== undefined)) return this.concepts.list(scope);
    const { items, total } = await this.concepts.page(scope, query);
    if (total !== null) sendTotal(res, total);
    return items;
  }

  @Read('counts', { operationId: 'countConcepts', summary: 'How many concepts each of the 8 categories holds: all, selected and rejected' }, [ConceptCountDto])
  counts(@Tenant() scope: TenantScope): Promise<ConceptCountDto[]> {
    return this.concepts.counts(scope);
  }

  @Get(':id')
  @Can('read')
  @ApiOperation({ operationId: 'getConcept', summary: 'One email concept', description: VERSIONED_READ_NOTE })
  @ApiIdParam()
  @AnswersVersioned(ConceptDto)
  @ApiErrors({ badRequest: M.conceptIdInvalid, notFound: M.conceptNotFound })
  get(@Tenant() scope: TenantScope, @conceptId() id: number): Promise<ConceptDto> {
    return this.concepts.get(scope, id);
  }

  @Post('generate')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'generateConcepts',
    summary: 'Generate concepts with AI: for one category, or a month in the recommended composition',
    description:
      'Reads the brand, its guidelines and generated strategy; avoids existing titles and what the user rejected. ' +
      'The business context is saved to the brand settings first. Answers when the concepts are saved; with `?async=true` ' +
      'answers 202 `{jobId}` at once (follow GET /api/jobs/{jobId}/events; its result is this call\'s answer).',
  })
  @ApiQuery({ name: 'async', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ type: GenerateConceptsResultDto })
  @ApiAcceptedResponse({ type: JobStartedDto, description: 'With ?async=true: the job to follow' })
  @ApiErrors({ badRequest: true })
  @ApiAiErrorResponses()
  async generate(
    @Tenant() scope: TenantScope,
    @Body() dto: GenerateConceptsDto,
    @Query('async') async: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GenerateConceptsResultDto | JobStartedDto> {
    if (async === 'true') {
      const jobId = await this.concepts.startGeneration(scope, dto);
      res.status(202);
      return { jobId };
    }
    return this.concepts.generate(scope, dto);
  }

  @Patch(':id')
  @Can('content.write')
  @ApiOperation({
    operationId: 'updateConcept',
    summary: 'Select, reject, schedule or edit a concept (only the fields sent change)',
    description: `${VERSIONED_WRITE_NOTE} Toggles usually send no version. A save of the values already stored writes nothing and keeps the version.`,
  })
  @VersionedWrite('When the stored concept has another version, the save answers 409 with the stored copy as `current`.')
  @ApiIdParam()
  @ApiOkResponse({ type: ConceptDto, headers: VERSION_ETAG_HEADER })
  @ApiErrors({ badRequest: true, notFound: M.conceptNotFound })
  @ApiConflictResponse({ type: ConceptConflictDto, description: `${EDIT_CONFLICT_MESSAGES.concept} (the version sent, in the body or as If-Match, is not the stored one; nothing is written)` })
  update(@Tenant() scope: TenantScope, @conceptId() id: number, @Body() dto: UpdateConceptDto, @IfMatch() ifMatch: number | '*' | undefined): Promise<ConceptDto> {
    return this.concepts.update(scope, id, { ...dto, version: editVersion(dto.version, ifMatch) });
  }

  @Post(':id/refine')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'refineConcept', summary: 'Ask AI for a refined version (nothing is saved until apply-refinement)' })
  @ApiIdParam()
  @ApiOkResponse({ type: RefinementResultDto })
  @ApiErrors({ badRequest: M.instructionsRequired, notFound: M.conceptNotFound })
  @ApiAiErrorResponses()
  refine(@Tenant() scope: TenantScope, @conceptId() id: number, @Body() dto: RefineConceptDto): Promise<RefinementResultDto> {
    return this.concepts.refine(scope, id, dto);
  }

  @Post(':id/apply-refinement')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'applyConceptRefinement', summary: 'Save a refined result (the `refined` object of refine) into the concept' })
  @ApiIdParam()
  @ApiBody({ type: ConceptContentDto })
  @AnswersVersioned(ConceptDto)
  @ApiErrors({ badRequest: M.noRefinedData, notFound: M.conceptNotFound })
  applyRefinement(@Tenant() scope: TenantScope, @conceptId() id: number, @Body() refined: ApplyRefinementDto): Promise<ConceptDto> {
    return this.concepts.applyRefinement(scope, id, refined);
  }

  @Post(':conceptId/link-to-campaign/:campaignId')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'linkConceptToCampaign', summary: "Link a concept to one of the organization's campaigns" })
  @ApiIdParam('conceptId')
  @ApiIdParam('campaignId')
  @AnswersVersioned(ConceptDto)
  @ApiErrors({ badRequest: true, notFound: `${M.conceptNotFound} / ${M.campaignNotFound}` })
  link(
    @Tenant() scope: TenantScope,
    @conceptId('conceptId') id: number,
    @IdParam({ name: 'campaignId', message: M.campaignIdInvalid }) campaignId: number,
  ): Promise<ConceptDto> {
    return this.concepts.link(scope, id, campaignId);
  }

  @Post(':id/unlink-from-campaign')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'unlinkConceptFromCampaign', summary: 'Remove the link between a concept and its campaign' })
  @ApiIdParam()
  @AnswersVersioned(ConceptDto)
  @ApiErrors({ badRequest: M.conceptIdInvalid, notFound: M.conceptNotFound })
  unlink(@Tenant() scope: TenantScope, @conceptId() id: number): Promise<ConceptDto> {
    return this.concepts.unlink(scope, id);
  }
}
