import type { ConceptCountDto, ConceptListQueryDto } from './dto/concept-list.dto.js';
import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  CAMPAIGN_TYPES,
  CONCEPT_MESSAGES as M,
  EDIT_CONFLICT_MESSAGES,
  RECOMMENDED_MONTHLY_COMPOSITION,
  normalizeCampaignType,
  strategicAlignmentObject,
  type ActivityAction,
  type CampaignType,
} from '@mailplan/shared';
import { AiJobs, type AiJobData } from '../ai/ai.jobs.js';
import { AiService } from '../ai/ai.service.js';
import { conceptsTask, refineConceptTask, type AiStructuredResult, type ConceptsInput, type ConceptsOutput } from '../ai/tasks/index.js';
import { Campaign } from '../campaign/campaign.entity.js';
import { assertFreshVersion, assignChanged, flushVersioned, sameValue } from '../common/edit-conflict.js';
import { TenantRepositories, TenantRepository, type PlainRow } from '../common/tenant-repository.js';
import { systemTenantScope, type TenantScope } from '../common/tenant-scope.js';
import { CONCEPT_BRAND_SOURCE, type ConceptBrandSource } from './concept-brand.js';
import type { ConceptContentDto, RefinementResultDto } from '../ai/tasks/concept-content.dto.js';
import type { ConceptDto, GenerateConceptsDto, GenerateConceptsResultDto, RefineConceptDto, UpdateConceptDto } from './dto/concept.dto.js';
import { EmailConcept, type StrategicAlignment } from './email-concept.entity.js';
import { ActivityService } from '../organization/activity.service.js';

/** The queue of concept generations: AI work whose job also saves the concepts. */
export const GENERATE_CONCEPTS_JOB = 'generate-concepts';
/** The prompt names at most this many existing titles (the newest) and rejected concepts. */
const EXISTING_TITLES_IN_PROMPT = 200;
const REJECTED_IN_PROMPT = 50;

/** A concept generation's job, beyond the task's input: the id its concepts are saved under. */
export interface GenerationContext {
  generationId: string;
}

export type GenerateJob = AiJobData<GenerationContext> & { input: ConceptsInput; context: GenerationContext };

type ConceptRow = PlainRow<EmailConcept>;

/** The three fields (and `reference` when there is one) of an alignment as stored or checked. */
function alignmentOf(value: unknown): StrategicAlignment {
  const a = (strategicAlignmentObject(value) ?? {}) as Partial<StrategicAlignment>;
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
    version: c.version,
  };
}

@Injectable()
export class ConceptService {
  private readonly concepts: TenantRepository<EmailConcept>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly ai: AiService,
    private readonly aiJobs: AiJobs,
    @Inject(CONCEPT_BRAND_SOURCE) private readonly brand: ConceptBrandSource,
    private readonly activity: ActivityService,
  ) {
    this.concepts = repos.for(EmailConcept, M.conceptNotFound);
  }

  // Reads answer from plain rows: nothing is written, so no entity is hydrated or tracked.
  async list(scope: TenantScope): Promise<ConceptDto[]> {
    return (await this.concepts.rows(scope, { orderBy: { id: 'asc' } })).map(toConceptDto);
  }

  /**
   * What a screen shows of the list: one category, a range of days, the concepts still to
   * schedule, a page at a time (with how many match in all when paged). Oldest first, as the list, unless
   * `order` is `desc`.
   */
  async page(scope: TenantScope, query: ConceptListQueryDto): Promise<{ items: ConceptDto[]; total: number | null }> {
    const date: Record<string, unknown> = {};
    if (query.scheduledFrom) date.$gte = query.scheduledFrom;
    if (query.scheduledTo) date.$lte = query.scheduledTo;
    if (query.scheduled === true) date.$ne = null;
    const where: Record<string, unknown> = {};
    // a stored type the product no longer knows reads as other, in the list as in the counts
    if (query.campaignType === 'other') where.campaignType = { $nin: CAMPAIGN_TYPES.filter((t) => t !== 'other') };
    else if (query.campaignType) where.campaignType = query.campaignType;
    if (query.selected !== undefined) where.selected = query.selected;
    if (query.rejected !== undefined) where.rejected = query.rejected;
    if (query.scheduled === false) where.scheduledDate = null;
    else if (Object.keys(date).length) where.scheduledDate = date;
    const rows = await this.concepts.rows(scope, {
      where: where as never,
      orderBy: { id: query.order ?? 'asc' },
      limit: query.limit,
      offset: query.limit === undefined ? undefined : (query.offset ?? 0),
    });
    const total = query.limit === undefined ? null : await this.concepts.count(scope, where as never);
    return { items: rows.map(toConceptDto), total };
  }

  /**
   * Per category: every concept, the selected (and not rejected) and the rejected ones, from one
   * grouped count (category, selected, rejected).
   */
  async counts(scope: TenantScope): Promise<ConceptCountDto[]> {
    const groups = await this.concepts.countGroups(scope, ['campaignType', 'selected', 'rejected']);
    const counts = new Map(CAMPAIGN_TYPES.map((campaignType) => [campaignType, { campaignType, total: 0, selected: 0, rejected: 0 }]));
    for (const g of groups) {
      // a stored type the product no longer knows reads as other, as in the list
      const row = counts.get(normalizeCampaignType(g.campaignType))!;
      row.total += g.count;
      // selected as the screens count it: a rejected concept is not among the selected ones
      if (g.selected && !g.rejected) row.selected += g.count;
      if (g.rejected) row.rejected += g.count;
    }
    return [...counts.values()];
  }

  async get(scope: TenantScope, id: number): Promise<ConceptDto> {
    return toConceptDto(await this.concepts.row(scope, id));
  }

  /**
   * Changes the fields sent. The edit form sends the version it started from: a stale one is
   * refused (409, nothing written; docs/decisions.md#edit-conflicts). Toggles send none. A save
   * of the values already stored writes nothing: the version stays and the history records none.
   */
  async update(scope: TenantScope, id: number, dto: UpdateConceptDto): Promise<ConceptDto> {
    const { version, ...changes } = dto;
    const fields = Object.entries(changes).filter(([, v]) => v !== undefined);
    if (!fields.length) throw new BadRequestException(M.nothingToUpdate);
    const concept = await this.concepts.loadOne(scope, id);
    const stored = () => this.get(scope, id);
    await assertFreshVersion(version, concept.version, EDIT_CONFLICT_MESSAGES.concept, stored);
    const alignment = dto.strategicAlignment === undefined ? undefined : alignmentOf(dto.strategicAlignment);
    const changed = assignChanged(concept, {
      selected: dto.selected,
      rejected: dto.rejected,
      scheduledDate: dto.scheduledDate,
      title: dto.title,
      // a stored type the product no longer knows is answered as other: saving other again is no change
      campaignType: dto.campaignType !== normalizeCampaignType(concept.campaignType) ? dto.campaignType : undefined,
      coreMessage: dto.coreMessage,
      targetAudience: dto.targetAudience,
      callToAction: dto.callToAction,
      // compared as answered too, so an alignment stored in an older form is not rewritten by a save of the same
      strategicAlignment: alignment && !sameValue(alignmentOf(concept.strategicAlignment), alignment) ? alignment : undefined,
    });
    if (!changed.length) return toConceptDto(concept);
    await flushVersioned(() => this.repos.flush(), EDIT_CONFLICT_MESSAGES.concept, stored);
    const what = Object.fromEntries(changed.map((key) => [key, dto[key as keyof UpdateConceptDto]])) as UpdateConceptDto;
    await this.activity.recordFor(scope, { subjectType: 'concept', subjectId: concept.id, subjectName: concept.title, ...conceptChange(what) });
    return toConceptDto(concept);
  }

  // ---- generation -------------------------------------------------------------------------

  /**
   * Saves the month's business context (product decision P17: the user's answers before any
   * generation), then queues the generation with its prompt's input. Answers the job id; the job
   * saves the concepts (ConceptGenerationProcessor).
   */
  async startGeneration(scope: TenantScope, dto: GenerateConceptsDto): Promise<string> {
    if (dto.businessContext) await this.brand.saveMonthlyContext(scope, dto.businessContext);
    const input = await this.generationInput(scope, { campaignType: dto.campaignType, businessContext: dto.businessContext || undefined });
    return this.aiJobs.start<ConceptsInput, GenerationContext>(scope, conceptsTask, input, {
      provider: dto.modelType,
      queue: GENERATE_CONCEPTS_JOB,
      context: { generationId: randomUUID() },
    });
  }

  /** The spec's synchronous call: answers when the concepts are saved, or with the AI error. */
  async generate(scope: TenantScope, dto: GenerateConceptsDto): Promise<GenerateConceptsResultDto> {
    return this.aiJobs.wait<GenerateConceptsResultDto>(await this.startGeneration(scope, dto));
  }

  /** The prompt's input: the brand, the month or category, what exists and what was rejected. */
  async generationInput(scope: TenantScope, ask: { campaignType?: CampaignType; businessContext?: string }): Promise<ConceptsInput> {
    const [brand, existing] = await Promise.all([
      this.brand.read(scope),
      this.concepts.rows(scope, { fields: ['title', 'campaignType', 'rejected'], orderBy: { id: 'desc' } }),
    ]);
    const kept = existing.filter((c) => !c.rejected);
    const rejected = existing.filter((c) => c.rejected);
    return {
      brandName: brand.name,
      guidelines: brand.guidelines,
      strategy: brand.strategy,
      businessContext: ask.businessContext,
      ...(ask.campaignType ? { campaignType: ask.campaignType } : { composition: { ...RECOMMENDED_MONTHLY_COMPOSITION } }),
      existingTitles: kept.slice(0, EXISTING_TITLES_IN_PROMPT).map((c) => c.title),
      rejected: rejected.slice(0, REJECTED_IN_PROMPT).map((c) => ({ title: c.title, campaignType: normalizeCampaignType(c.campaignType) })),
    };
  }

  /**
   * The job's last step, once the model's answer fits (every concept has the generation fields, a
   * month its composition): saves the concepts under one generationId. Idempotent: a job that
   * runs twice finds its concepts saved and adds none.
   */
  async saveGeneration(job: GenerateJob, answer: AiStructuredResult<ConceptsOutput>): Promise<GenerateConceptsResultDto> {
    const repos = this.repos.fork();
    const scope = systemTenantScope(job.organizationId);
    const repo = repos.for(EmailConcept);
    const { generationId } = job.context;
    const done = await repo.count(scope, { generationId });
    if (done) return { conceptCount: done, generationId, demo: answer.demo };
    const createdAt = new Date();
    for (const c of answer.data.concepts) {
      repo.create(scope, {
        campaignType: job.input.campaignType ?? normalizeCampaignType(c.campaignType),
        title: c.title.trim(),
        coreMessage: c.coreMessage.trim(),
        strategicAlignment: alignmentOf(c.strategicAlignment),
        targetAudience: c.targetAudience.trim(),
        callToAction: c.callToAction.trim(),
        generationId,
        createdAt,
      });
    }
    await repos.flush();
    await this.activity.record({
      organizationId: job.organizationId,
      actor: { system: true },
      subjectType: 'concept',
      action: 'created',
      detail: `${answer.data.concepts.length} concepts generated`,
    });
    return { conceptCount: answer.data.concepts.length, generationId, demo: answer.demo };
  }

  // ---- refinement -------------------------------------------------------------------------

  async refine(scope: TenantScope, id: number, dto: RefineConceptDto): Promise<RefinementResultDto> {
    const concept = await this.concepts.row(scope, id);
    const original = { title: concept.title, coreMessage: concept.coreMessage, targetAudience: concept.targetAudience, callToAction: concept.callToAction };
    const brand = await this.brand.read(scope);
    const result = await this.ai.run(
      refineConceptTask,
      {
        concept: { ...original, campaignType: normalizeCampaignType(concept.campaignType), strategicAlignment: alignmentOf(concept.strategicAlignment) },
        instructions: dto.instructions,
        brandName: brand.name,
      },
      { provider: dto.modelType },
    );
    const { refined } = result.data;
    return {
      original,
      refined: { title: refined.title, coreMessage: refined.coreMessage, targetAudience: refined.targetAudience, callToAction: refined.callToAction },
    };
  }

  /** Applies a refined result: the `refined` object that refine answered, checked by the route. */
  async applyRefinement(scope: TenantScope, id: number, refined: ConceptContentDto): Promise<ConceptDto> {
    const concept = await this.concepts.loadOne(scope, id);
    const changed = assignChanged(concept, { title: refined.title, coreMessage: refined.coreMessage, targetAudience: refined.targetAudience, callToAction: refined.callToAction });
    // a refinement identical to the stored copy changes nothing (the version stays)
    if (!changed.length) return toConceptDto(concept);
    await this.repos.flush();
    await this.activity.recordFor(scope, { subjectType: 'concept', subjectId: concept.id, subjectName: concept.title, action: 'edited', detail: 'Refined with AI' });
    return toConceptDto(concept);
  }

  // ---- campaigns --------------------------------------------------------------------------

  /** Links a concept to a campaign of the same organization (another's answers 404, nothing stored). */
  async link(scope: TenantScope, conceptId: number, campaignId: number): Promise<ConceptDto> {
    const concept = await this.concepts.loadOne(scope, conceptId);
    await this.repos.assertOwned(scope, Campaign, [campaignId], M.campaignNotFound);
    concept.campaignId = campaignId;
    await this.repos.flush();
    return toConceptDto(concept);
  }

  async unlink(scope: TenantScope, id: number): Promise<ConceptDto> {
    const concept = await this.concepts.loadOne(scope, id);
    concept.campaignId = null;
    await this.repos.flush();
    return toConceptDto(concept);
  }
}

/** What the history says of a concept's update: selected, rejected, scheduled, or edited. */
function conceptChange(dto: UpdateConceptDto): { action: ActivityAction; detail?: string | null } {
  if (dto.scheduledDate !== undefined) return dto.scheduledDate ? { action: 'scheduled', detail: `For ${dto.scheduledDate}` } : { action: 'scheduled', detail: 'Date removed' };
  if (dto.selected !== undefined) return dto.selected ? { action: 'selected' } : { action: 'edited', detail: 'No longer selected' };
  if (dto.rejected !== undefined) return dto.rejected ? { action: 'rejected' } : { action: 'edited', detail: 'No longer rejected' };
  return { action: 'edited' };
}
