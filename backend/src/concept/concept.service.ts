import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  CONCEPT_MESSAGES as M,
  RECOMMENDED_MONTHLY_COMPOSITION,
  normalizeCampaignType,
  type CampaignType,
} from '@mailplan/shared';
import { AiJobs } from '../ai/ai.jobs.js';
import { AiError, AI_ERROR_MESSAGES, aiErrorFromMessage } from '../ai/ai.errors.js';
import { AiService } from '../ai/ai.service.js';
import { validateAgainst } from '../ai/ai-json.util.js';
import { ConceptsResultSchema } from '../ai/ai.schemas.js';
import type { AiTaskOutputs, ConceptsInput, GeneratedConcept } from '../ai/ai.tasks.js';
import { Campaign } from '../campaign/campaign.entity.js';
import { TenantRepositories, TenantRepository, systemTenantScope, type PlainRow, type TenantScope } from '../common/tenant.js';
import { ValidationFailedException } from '../common/errors.js';
import { flattenValidationErrors } from '../common/validation.js';
import { JobsService } from '../jobs/jobs.service.js';
import { JobFailedError, JobTimeoutError } from '../jobs/jobs.types.js';
import { BRAND_CONTEXT, type BrandContextSource } from './brand-context.js';
import {
  ConceptContentDto,
  type ConceptDto,
  type GenerateConceptsDto,
  type GenerateConceptsResultDto,
  type RefineConceptDto,
  type RefinementResultDto,
  type UpdateConceptDto,
} from './dto/concept.dto.js';
import { EmailConcept, type StrategicAlignment } from './email-concept.entity.js';

export const GENERATE_CONCEPTS_JOB = 'generate-concepts';
/** How long a synchronous generate call waits for its job (the AI time limit with retries fits). */
const GENERATE_WAIT_MS = 10 * 60_000;
/** The prompt names at most this many existing titles (the newest) and rejected concepts. */
const EXISTING_TITLES_IN_PROMPT = 200;
const REJECTED_IN_PROMPT = 50;

export interface GenerateJob {
  organizationId: number;
  generationId: string;
  provider?: string;
  campaignType?: CampaignType;
  businessContext?: string;
}

type ConceptRow = PlainRow<EmailConcept>;

function alignmentOf(value: unknown): StrategicAlignment {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      v = {};
    }
  }
  const a = (v ?? {}) as Partial<StrategicAlignment>;
  return {
    targetSegment: a.targetSegment ?? '',
    journeyPhase: a.journeyPhase ?? '',
    strategicPriority: a.strategicPriority ?? '',
    ...(a.reference ? { reference: a.reference } : {}),
  };
}

export function toConceptDto(c: ConceptRow): ConceptDto {
  return {
    id: c.id,
    campaignType: normalizeCampaignType(c.campaignType),
    title: c.title,
    coreMessage: c.coreMessage,
    strategicAlignment: alignmentOf(c.strategicAlignment),
    targetAudience: c.targetAudience,
    callToAction: c.callToAction,
    selected: c.selected,
    rejected: c.rejected,
    scheduledDate: c.scheduledDate ?? null,
    createdAt: c.createdAt.toISOString(),
    generationId: c.generationId,
    organizationId: c.organizationId,
    campaignId: c.campaignId ?? null,
  };
}

/** What a month (no category) must hold: the recommended composition. */
function monthProblems(concepts: GeneratedConcept[]): string[] {
  const counts = new Map<string, number>();
  for (const c of concepts) counts.set(normalizeCampaignType(c.campaignType), (counts.get(normalizeCampaignType(c.campaignType)) ?? 0) + 1);
  return Object.entries(RECOMMENDED_MONTHLY_COMPOSITION)
    .filter(([type, n]) => (counts.get(type) ?? 0) !== n)
    .map(([type, n]) => `concepts: expected ${n} of type ${type}, got ${counts.get(type) ?? 0}`);
}

@Injectable()
export class ConceptService {
  private readonly concepts: TenantRepository<EmailConcept>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly jobs: JobsService,
    private readonly ai: AiService,
    private readonly aiJobs: AiJobs,
    @Inject(BRAND_CONTEXT) private readonly brand: BrandContextSource,
  ) {
    this.concepts = repos.for(EmailConcept, M.conceptNotFound);
  }

  // Reads answer from plain rows: nothing is written, so no entity is hydrated or tracked.
  async list(scope: TenantScope): Promise<ConceptDto[]> {
    return (await this.concepts.rows(scope, { orderBy: { id: 'asc' } })).map(toConceptDto);
  }

  async get(scope: TenantScope, id: number): Promise<ConceptDto> {
    return toConceptDto(await this.concepts.getRow(scope, id));
  }

  async update(scope: TenantScope, id: number, dto: UpdateConceptDto): Promise<ConceptDto> {
    const fields = Object.entries(dto).filter(([, v]) => v !== undefined);
    if (!fields.length) throw new BadRequestException(M.nothingToUpdate);
    const concept = await this.concepts.get(scope, id);
    if (dto.selected !== undefined) concept.selected = dto.selected;
    if (dto.rejected !== undefined) concept.rejected = dto.rejected;
    if (dto.scheduledDate !== undefined) concept.scheduledDate = dto.scheduledDate;
    if (dto.title !== undefined) concept.title = dto.title;
    if (dto.campaignType !== undefined) concept.campaignType = dto.campaignType;
    if (dto.coreMessage !== undefined) concept.coreMessage = dto.coreMessage;
    if (dto.targetAudience !== undefined) concept.targetAudience = dto.targetAudience;
    if (dto.callToAction !== undefined) concept.callToAction = dto.callToAction;
    if (dto.strategicAlignment !== undefined) concept.strategicAlignment = alignmentOf(dto.strategicAlignment);
    await this.repos.flush();
    return toConceptDto(concept);
  }

  // ---- generation -------------------------------------------------------------------------

  /**
   * Saves the month's business context (decision 17: the user's answers before any generation),
   * then queues the generation. Answers the job id; the job saves the concepts.
   */
  async startGeneration(scope: TenantScope, dto: GenerateConceptsDto): Promise<string> {
    if (dto.businessContext) await this.brand.saveMonthlyContext(scope, dto.businessContext);
    return this.jobs.enqueue<GenerateJob>(GENERATE_CONCEPTS_JOB, {
      organizationId: scope.organizationId,
      generationId: randomUUID(),
      provider: dto.modelType,
      campaignType: dto.campaignType,
      businessContext: dto.businessContext || undefined,
    });
  }

  /** The spec's synchronous call: answers when the concepts are saved, or with the AI error. */
  async generate(scope: TenantScope, dto: GenerateConceptsDto): Promise<GenerateConceptsResultDto> {
    const id = await this.startGeneration(scope, dto);
    try {
      return await this.jobs.waitForResult<GenerateConceptsResultDto>(id, GENERATE_WAIT_MS);
    } catch (err) {
      if (err instanceof JobFailedError) throw aiErrorFromMessage(err.message) ?? new AiError('provider', AI_ERROR_MESSAGES.provider);
      if (err instanceof JobTimeoutError) throw new AiError('timeout', AI_ERROR_MESSAGES.timeout, { retryable: true });
      throw err;
    }
  }

  /** The prompt's input: the brand, the month or category, what exists and what was rejected. */
  async generationInput(scope: TenantScope, repo: TenantRepository<EmailConcept>, job: Pick<GenerateJob, 'campaignType' | 'businessContext'>): Promise<ConceptsInput> {
    const [brand, existing] = await Promise.all([
      this.brand.read(scope),
      repo.rows(scope, { fields: ['title', 'campaignType', 'rejected'], orderBy: { id: 'desc' } }),
    ]);
    const kept = existing.filter((c) => !c.rejected);
    const rejected = existing.filter((c) => c.rejected);
    return {
      brandName: brand.brandName,
      brandGuideText: brand.guidelines,
      strategy: brand.strategy,
      businessContext: job.businessContext,
      ...(job.campaignType ? { campaignType: job.campaignType } : { composition: { ...RECOMMENDED_MONTHLY_COMPOSITION } }),
      existingTitles: kept.slice(0, EXISTING_TITLES_IN_PROMPT).map((c) => c.title),
      rejected: rejected.slice(0, REJECTED_IN_PROMPT).map((c) => ({ title: c.title, campaignType: normalizeCampaignType(c.campaignType) })),
    };
  }

  /**
   * The job: asks the model, checks every concept against the generation fields (and a month
   * against the composition; one retry, then 'Failed to parse AI response'), saves them under one
   * generationId. Idempotent: a job delivered twice finds its concepts saved and adds none.
   */
  async runGeneration(job: GenerateJob, onProgress: (pct: number) => void = () => undefined): Promise<GenerateConceptsResultDto> {
    const repos = this.repos.fork();
    const scope = systemTenantScope(job.organizationId);
    const repo = repos.for(EmailConcept);
    const demo = this.ai.isDemo(job.provider);
    const done = await repo.count(scope, { generationId: job.generationId });
    if (done) return { conceptCount: done, generationId: job.generationId, demo };

    const input = await this.generationInput(scope, repo, job);
    const schema = {
      validate: async (value: unknown): Promise<string[]> => {
        const checked = await validateAgainst(value, ConceptsResultSchema);
        if (!checked.ok) return checked.problems;
        return job.campaignType ? [] : monthProblems(checked.value.concepts);
      },
    };
    const result = await this.ai.generateStructured<'concepts', AiTaskOutputs['concepts']>('concepts', input, { provider: job.provider, schema, onProgress });
    const createdAt = new Date();
    for (const c of result.data.concepts) {
      repo.create(scope, {
        campaignType: job.campaignType ?? normalizeCampaignType(c.campaignType),
        title: c.title.trim(),
        coreMessage: c.coreMessage.trim(),
        strategicAlignment: alignmentOf(c.strategicAlignment),
        targetAudience: c.targetAudience.trim(),
        callToAction: c.callToAction.trim(),
        generationId: job.generationId,
        createdAt,
      });
    }
    await repos.flush();
    onProgress(100);
    return { conceptCount: result.data.concepts.length, generationId: job.generationId, demo: result.demo };
  }

  // ---- refinement -------------------------------------------------------------------------

  async refine(scope: TenantScope, id: number, dto: RefineConceptDto): Promise<RefinementResultDto> {
    const concept = await this.concepts.getRow(scope, id);
    const original = { title: concept.title, coreMessage: concept.coreMessage, targetAudience: concept.targetAudience, callToAction: concept.callToAction };
    const brand = await this.brand.read(scope);
    const result = await this.aiJobs.run(scope, {
      task: 'refine-concept',
      provider: dto.modelType,
      input: {
        concept: { ...original, campaignType: normalizeCampaignType(concept.campaignType), strategicAlignment: alignmentOf(concept.strategicAlignment) },
        instructions: dto.instructions,
        brandName: brand.brandName,
      },
    });
    const refined = (result as { data: AiTaskOutputs['refine-concept'] }).data.refined;
    return {
      original,
      refined: { title: refined.title, coreMessage: refined.coreMessage, targetAudience: refined.targetAudience, callToAction: refined.callToAction },
    };
  }

  /** Applies a refined result: the body is the refined object that refine answered. */
  async applyRefinement(scope: TenantScope, id: number, body: unknown): Promise<ConceptDto> {
    const refined = body as Record<string, unknown> | null | undefined;
    const keys = ['title', 'coreMessage', 'targetAudience', 'callToAction'];
    if (!refined || typeof refined !== 'object' || Array.isArray(refined) || !keys.some((k) => refined[k] !== undefined)) {
      throw new BadRequestException(M.noRefinedData);
    }
    const dto = plainToInstance(ConceptContentDto, refined);
    const problems = flattenValidationErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
    if (problems.length) throw new ValidationFailedException(problems);
    const concept = await this.concepts.get(scope, id);
    Object.assign(concept, { title: dto.title, coreMessage: dto.coreMessage, targetAudience: dto.targetAudience, callToAction: dto.callToAction });
    await this.repos.flush();
    return toConceptDto(concept);
  }

  // ---- campaigns --------------------------------------------------------------------------

  /** Links a concept to a campaign of the same organization (another's answers 404, nothing stored). */
  async link(scope: TenantScope, conceptId: number, campaignId: number): Promise<ConceptDto> {
    const concept = await this.concepts.get(scope, conceptId);
    await this.repos.assertOwned(scope, Campaign, [campaignId], M.campaignNotFound);
    concept.campaignId = campaignId;
    await this.repos.flush();
    return toConceptDto(concept);
  }

  async unlink(scope: TenantScope, id: number): Promise<ConceptDto> {
    const concept = await this.concepts.get(scope, id);
    concept.campaignId = null;
    await this.repos.flush();
    return toConceptDto(concept);
  }
}
