import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { BRAND_CONTEXT_TEXT, CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES as M, cutWithCare, fitField, MESSAGES, moduleIdOfInstance, tidy } from '@mailplan/shared';
import { AiService } from '../ai/ai.service.js';
import {
  fieldContentTask,
  moduleIdOf,
  previewTextsTask,
  refinedField,
  refineContentTask,
  sameCopy,
  subjectLinesTask,
  suggestModulesTask,
  SUGGESTED_MODULES_MAX,
  type PromptBrand,
  type ContentField,
  type FieldContentInput,
  type RefineContentInput,
} from '../ai/tasks/index.js';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailModule, type ModuleField } from '../module/email-module.entity.js';
import { BrandKitReader } from '../brand/brand-kit.js';
import type { GenerateContentDto, GenerateContentResultDto, GeneratePreviewTextDto, GenerateSubjectLinesDto, PreviewTextsResultDto, RefineContentDto, RefineContentResultDto, SubjectLinesResultDto, SuggestModulesDto, SuggestModulesResultDto } from './dto/campaign-ai.dto.js';

/** Options kept from one generation of subject lines or preview texts. */
const OPTIONS_KEPT = 10;

const CATEGORY_RANK: Record<string, number> = { header: 0, body: 1, footer: 2 };

/** Distinct, tidied, non-empty texts, each cut with care to `max`. */
function options(list: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const text = cutWithCare(tidy(raw), max);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out.slice(0, OPTIONS_KEPT);
}

function contentField(f: ModuleField): ContentField {
  return { name: f.name, type: f.type, purpose: f.purpose, required: f.required, ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}), ...(f.minLength !== undefined ? { minLength: f.minLength } : {}) };
}

interface ContentTarget {
  key: string;
  module: { id: number; name: string; description: string; fields: ModuleField[] };
  copy?: { index: number; total: number };
}

/**
 * The AI helpers of the campaign form (the spec's calls) on the AI platform: the chosen provider or
 * the demo model, provider errors mapped (product decision P17). Each task checks its answer
 * against what this service puts in its input (the organization's module ids, each field's limits)
 * and asks once more when it does not fit (product decision P15,
 * docs/decisions.md#campaign-ai-validated); what a retried answer may still miss (a text over its
 * length) is repaired here. Every prompt carries the brand context text and, when the organization
 * has a brand record, its name, guidelines and strategy.
 */
@Injectable()
export class CampaignAiService {
  private readonly logger = new Logger(CampaignAiService.name);

  constructor(
    private readonly repos: TenantRepositories,
    private readonly ai: AiService,
    private readonly brandKit: BrandKitReader,
  ) {}

  private async brand(scope: TenantScope, brandContext: string | undefined): Promise<PromptBrand> {
    const kit = await this.brandKit.read(scope);
    return {
      brandContext: tidy(brandContext ?? '') || BRAND_CONTEXT_TEXT,
      ...(kit.name ? { brandName: kit.name } : {}),
      ...(kit.guidelines ? { guidelines: kit.guidelines } : {}),
      ...(kit.strategy ? { strategy: kit.strategy } : {}),
    };
  }

  // ---- suggest-modules -----------------------------------------------------------------------

  /** Ids of the organization's modules only, header first and footer last. */
  async suggestModules(scope: TenantScope, dto: SuggestModulesDto): Promise<SuggestModulesResultDto> {
    const modules = await this.repos.for(EmailModule).rows(scope, { fields: ['id', 'name', 'description', 'category'], orderBy: { id: 'asc' } });
    if (!modules.length) return { moduleIds: [], demo: this.ai.isDemo(dto.modelType) };
    const category = new Map(modules.map((m) => [m.id, m.category as string]));
    const result = await this.ai.run(
      suggestModulesTask,
      {
        goal: dto.goal,
        modules: modules.map((m) => ({ id: m.id, name: m.name, description: m.description, category: m.category })),
        ...(await this.brand(scope, dto.brandContext)),
      },
      { provider: dto.modelType },
    );
    const known = result.data.moduleIds.map(moduleIdOf).filter((id): id is number => id !== null && category.has(id));
    // a stable sort: headers first, footers last, the rest in the model's order
    const ordered = known
      .map((id, i) => ({ id, i, rank: CATEGORY_RANK[category.get(id)!] ?? 1 }))
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .map((x) => x.id)
      .slice(0, SUGGESTED_MODULES_MAX);
    return { moduleIds: ordered, demo: result.demo };
  }

  // ---- generate-content ----------------------------------------------------------------------

  /**
   * A value for every field of every instance, within each field's limits (checked by the task:
   * the answer is asked for again once, then a text still too long is cut with care here); the
   * copies of a module get different copy.
   */
  async generateContent(scope: TenantScope, dto: GenerateContentDto): Promise<GenerateContentResultDto> {
    const instances = dto.moduleInstances?.length
      ? dto.moduleInstances.map((i) => ({ key: i.instanceId, moduleId: i.moduleId }))
      : (dto.moduleIds ?? []).map((id) => ({ key: String(id), moduleId: id }));
    if (!instances.length) throw new BadRequestException(M.moduleInstancesRequired);
    const keys = instances.map((i) => i.key);
    if (new Set(keys).size !== keys.length) throw new BadRequestException(M.instanceIdsUnique);
    const ids = [...new Set([...instances.map((i) => i.moduleId), ...(dto.moduleIds ?? [])])];
    await this.repos.assertOwned(scope, EmailModule, ids, MESSAGES.moduleNotFound);
    const rows = await this.repos.for(EmailModule).rows(scope, { where: { id: { $in: ids } }, fields: ['id', 'name', 'description', 'fields'] });
    const byId = new Map(rows.map((m) => [m.id, { id: m.id, name: m.name, description: m.description, fields: m.fields ?? [] }]));

    const totals = new Map<number, number>();
    for (const i of instances) totals.set(i.moduleId, (totals.get(i.moduleId) ?? 0) + 1);
    const seen = new Map<number, number>();
    const targets: ContentTarget[] = instances.map((i) => {
      const index = (seen.get(i.moduleId) ?? 0) + 1;
      seen.set(i.moduleId, index);
      const total = totals.get(i.moduleId)!;
      return { key: i.key, module: byId.get(i.moduleId)!, ...(total > 1 ? { copy: { index, total } } : {}) };
    });
    const withFields = targets.filter((t) => t.module.fields.length);
    const instanceContent: Record<string, Record<string, string>> = Object.fromEntries(targets.map((t) => [t.key, {}]));
    if (!withFields.length) return { instanceContent, demo: this.ai.isDemo(dto.modelType) };

    const input: FieldContentInput = {
      goal: tidy(dto.goal ?? ''),
      modules: withFields.map((t) => ({
        key: t.key,
        name: t.module.name,
        description: t.module.description,
        fields: t.module.fields.map(contentField),
        ...(t.copy ? { copy: t.copy } : {}),
      })),
      ...(await this.brand(scope, dto.brandContext)),
    };
    const result = await this.ai.run(fieldContentTask, input, { provider: dto.modelType });
    for (const target of withFields) {
      const fields = result.data.instanceContent[target.key] as Record<string, unknown>;
      for (const field of target.module.fields) {
        const value = fields[field.name];
        instanceContent[target.key]![field.name] = typeof value === 'string' ? fitField(contentField(field), value) : '';
      }
    }
    const repeated = sameCopy(input.modules, instanceContent);
    if (repeated.length) this.logger.warn(`generate-content: ${repeated.join('; ')} (kept after the retry)`);
    return { instanceContent, demo: result.demo };
  }

  // ---- subject lines and preview texts -------------------------------------------------------

  /** Subject lines of at most 200 characters, aimed at 50 or fewer; preview texts aimed at 40-90. */
  async generateSubjectLines(scope: TenantScope, dto: GenerateSubjectLinesDto): Promise<SubjectLinesResultDto> {
    const result = await this.ai.run(subjectLinesTask, { goal: dto.goal, ...(await this.brand(scope, dto.brandContext)) }, { provider: dto.modelType });
    return {
      subjectLines: options(result.data.subjectLines, CAMPAIGN_LIMITS.subjectMax),
      previewTexts: options(result.data.previewTexts ?? [], CAMPAIGN_LIMITS.previewTextMax),
      demo: result.demo,
    };
  }

  async generatePreviewText(scope: TenantScope, dto: GeneratePreviewTextDto): Promise<PreviewTextsResultDto> {
    const result = await this.ai.run(
      previewTextsTask,
      { goal: tidy(dto.goal ?? ''), subjectLine: dto.subjectLine, ...(await this.brand(scope, dto.brandContext)) },
      { provider: dto.modelType },
    );
    return { previewTexts: options(result.data.previewTexts, CAMPAIGN_LIMITS.previewTextMax), demo: result.demo };
  }

  // ---- refine-content ------------------------------------------------------------------------

  /** The one field rewritten from the feedback, within that field's limits when its module is known. */
  async refineContent(scope: TenantScope, dto: RefineContentDto): Promise<RefineContentResultDto> {
    const moduleId = typeof dto.moduleId === 'number' ? dto.moduleId : (moduleIdOfInstance(dto.moduleId.trim()) ?? moduleIdOf(dto.moduleId));
    let field: ContentField = { name: dto.fieldName, required: true };
    if (moduleId !== null) {
      const module = await this.repos.for(EmailModule, MESSAGES.moduleNotFound).row(scope, moduleId, ['id', 'fields']);
      const found = (module.fields ?? []).find((f) => f.name === dto.fieldName);
      if (!found) throw new BadRequestException(M.fieldNotInModule(dto.fieldName));
      field = { ...contentField(found), required: true };
    }
    const input: RefineContentInput = {
      fieldName: dto.fieldName,
      content: dto.content,
      userFeedback: dto.userFeedback,
      ...(dto.goal ? { goal: dto.goal } : {}),
      ...(field.type ? { fieldType: field.type } : {}),
      ...(field.purpose ? { purpose: field.purpose } : {}),
      ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
      ...(field.minLength !== undefined ? { minLength: field.minLength } : {}),
      ...(await this.brand(scope, dto.brandContext)),
    };
    const result = await this.ai.run(refineContentTask, input, { provider: dto.modelType });
    return { refinedContent: fitField(refinedField(input), result.data.refinedContent), demo: result.demo };
  }
}
