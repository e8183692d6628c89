import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { BRAND_CONTEXT_TEXT, CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES as M, EMAIL_AIMS, MESSAGES, moduleIdOfInstance } from '@mailplan/shared';
import { AiService } from '../ai/ai.service.js';
import type { AiSchema } from '../ai/ai-json.util.js';
import {
  fieldContentTask,
  previewTextsTask,
  refineContentTask,
  subjectLinesTask,
  suggestModulesTask,
  type BrandPromptContext,
  type ContentField,
  type FieldContentResultSchema,
  type PreviewTextsResultSchema,
  type RefineContentResultSchema,
  type SubjectLinesResultSchema,
  type SuggestModulesResultSchema,
} from '../ai/tasks/index.js';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailModule, type ModuleField } from '../module/email-module.entity.js';
import { BrandKitReader } from '../brand/brand-kit.js';
import { cutWithCare, fieldProblem, fitField, tidy } from './content-limits.js';
import type {
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

/** The most modules a suggestion keeps. */
export const SUGGESTED_MODULES_MAX = 12;
/** Options kept from one generation of subject lines or preview texts. */
const OPTIONS_KEPT = 10;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const CATEGORY_RANK: Record<string, number> = { header: 0, body: 1, footer: 2 };

/** A module id as a model may write it: 3 or "3". */
function asId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
}

/** Validates with `check` (problems as sentences); the value must first be a JSON object. */
function schemaOf<T>(check: (value: Record<string, unknown>) => string[]): AiSchema<T> {
  return { validate: (value: unknown) => (isObject(value) ? check(value) : ['the answer must be a JSON object']) };
}

function stringList(value: unknown, name: string): string[] | string {
  if (!Array.isArray(value)) return `${name}: must be a list of texts`;
  if (!value.every((v) => typeof v === 'string')) return `${name}: every item must be text`;
  return value as string[];
}

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
 * The AI helpers of the campaign form (part 1, section 7) on the AI platform: the chosen provider
 * or the demo model, JSON answers validated and asked for once more when they do not fit
 * (decision 15), provider errors mapped (decision 17). Every prompt carries the brand context
 * text and, when the organization has a brand record, its name, guidelines and strategy.
 */
@Injectable()
export class CampaignAiService {
  private readonly logger = new Logger(CampaignAiService.name);

  constructor(
    private readonly repos: TenantRepositories,
    private readonly ai: AiService,
    private readonly brandKit: BrandKitReader,
  ) {}

  private async brand(scope: TenantScope, brandContext: string | undefined): Promise<BrandPromptContext> {
    const kit = await this.brandKit.read(scope);
    return {
      brandContext: tidy(brandContext ?? '') || BRAND_CONTEXT_TEXT,
      ...(kit.name ? { brandName: kit.name } : {}),
      ...(kit.guidelines ? { brandGuidelines: kit.guidelines } : {}),
      ...(kit.strategy ? { brandStrategy: kit.strategy } : {}),
    };
  }

  // ---- suggest-modules -----------------------------------------------------------------------

  /** Ids of the organization's modules only, header first and footer last. */
  async suggestModules(scope: TenantScope, dto: SuggestModulesDto): Promise<SuggestModulesResultDto> {
    const modules = await this.repos.for(EmailModule).rows(scope, { fields: ['id', 'name', 'description', 'category'], orderBy: { id: 'asc' } });
    if (!modules.length) return { moduleIds: [], demo: this.ai.isDemo(dto.modelType) };
    const category = new Map(modules.map((m) => [m.id, m.category as string]));
    const has = (c: string) => modules.some((m) => m.category === c);
    const idsOf = (value: Record<string, unknown>) => (Array.isArray(value.moduleIds) ? value.moduleIds.map(asId) : null);
    const strict = schemaOf<SuggestModulesResultSchema>((value) => {
      const ids = idsOf(value);
      if (!ids) return ['moduleIds: must be a list of module ids'];
      const problems: string[] = [];
      const unknown = (value.moduleIds as unknown[]).filter((_, i) => ids[i] === null || !category.has(ids[i]!));
      if (unknown.length) problems.push(`moduleIds: ${unknown.map((u) => JSON.stringify(u)).join(', ')} are not ids of the available modules`);
      const known = ids.filter((id): id is number => id !== null && category.has(id));
      if (!known.length) problems.push('moduleIds: choose at least one module');
      if (known.length > SUGGESTED_MODULES_MAX) problems.push(`moduleIds: at most ${SUGGESTED_MODULES_MAX} modules`);
      if (has('header') && !known.some((id) => category.get(id) === 'header')) problems.push('moduleIds: start with a header module');
      if (has('footer') && !known.some((id) => category.get(id) === 'footer')) problems.push('moduleIds: end with a footer module');
      return problems;
    });
    const loose = schemaOf<SuggestModulesResultSchema>((value) => {
      const ids = idsOf(value);
      return ids?.some((id) => id !== null && category.has(id)) ? [] : ['moduleIds: no id of the available modules'];
    });
    const result = await this.ai.run(
      suggestModulesTask,
      {
        goal: dto.goal,
        modules: modules.map((m) => ({ id: m.id, name: m.name, description: m.description, category: m.category })),
        ...(await this.brand(scope, dto.brandContext)),
      },
      { provider: dto.modelType, schema: strict, retrySchema: loose },
    );
    const known = result.data.moduleIds.map(asId).filter((id): id is number => id !== null && category.has(id));
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
   * A value for every field of every instance, within each field's limits (checked here: the
   * answer is asked for again once, then a text still too long is cut with care); the copies of a
   * module get different copy.
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

    const check = (strict: boolean) =>
      schemaOf<FieldContentResultSchema>((value) => {
        const content = value.instanceContent;
        if (!isObject(content)) return ['instanceContent: must be an object keyed by the keys given'];
        const problems: string[] = [];
        for (const target of withFields) {
          const fields = content[target.key];
          if (!isObject(fields)) {
            problems.push(`instanceContent.${target.key}: missing`);
            continue;
          }
          for (const field of target.module.fields) {
            const problem = fieldProblem(`instanceContent.${target.key}.${field.name}`, contentField(field), fields[field.name], strict);
            if (problem) problems.push(problem);
          }
        }
        if (strict) problems.push(...sameCopy(withFields, content));
        return problems;
      });

    const result = await this.ai.run(
      fieldContentTask,
      {
        goal: tidy(dto.goal ?? ''),
        modules: withFields.map((t) => ({
          key: t.key,
          name: t.module.name,
          description: t.module.description,
          fields: t.module.fields.map(contentField),
          ...(t.copy ? { copy: t.copy } : {}),
        })),
        ...(await this.brand(scope, dto.brandContext)),
      },
      { provider: dto.modelType, schema: check(true), retrySchema: check(false) },
    );
    for (const target of withFields) {
      const fields = result.data.instanceContent[target.key] as Record<string, unknown>;
      for (const field of target.module.fields) {
        const value = fields[field.name];
        instanceContent[target.key]![field.name] = typeof value === 'string' ? fitField(contentField(field), value) : '';
      }
    }
    const repeated = sameCopy(withFields, instanceContent);
    if (repeated.length) this.logger.warn(`generate-content: ${repeated.join('; ')} (kept after the retry)`);
    return { instanceContent, demo: result.demo };
  }

  // ---- subject lines and preview texts -------------------------------------------------------

  /** Subject lines of at most 200 characters, aimed at 50 or fewer; preview texts aimed at 40-90. */
  async generateSubjectLines(scope: TenantScope, dto: GenerateSubjectLinesDto): Promise<SubjectLinesResultDto> {
    const check = (strict: boolean) =>
      schemaOf<SubjectLinesResultSchema>((value) => {
        const subjects = stringList(value.subjectLines, 'subjectLines');
        const previews = stringList(value.previewTexts ?? [], 'previewTexts');
        const problems = [subjects, previews].filter((x): x is string => typeof x === 'string');
        if (problems.length) return problems;
        if (!(subjects as string[]).some((s) => tidy(s))) problems.push('subjectLines: write at least one');
        if (strict) {
          problems.push(...aimProblems('subjectLines', subjects as string[], 1, EMAIL_AIMS.subjectMax));
          problems.push(...aimProblems('previewTexts', previews as string[], EMAIL_AIMS.previewTextMin, EMAIL_AIMS.previewTextMax));
        }
        return problems;
      });
    const result = await this.ai.run(
      subjectLinesTask,
      { goal: dto.goal, ...(await this.brand(scope, dto.brandContext)) },
      { provider: dto.modelType, schema: check(true), retrySchema: check(false) },
    );
    return {
      subjectLines: options(result.data.subjectLines, CAMPAIGN_LIMITS.subjectMax),
      previewTexts: options(result.data.previewTexts ?? [], CAMPAIGN_LIMITS.previewTextMax),
      demo: result.demo,
    };
  }

  async generatePreviewText(scope: TenantScope, dto: GeneratePreviewTextDto): Promise<PreviewTextsResultDto> {
    const check = (strict: boolean) =>
      schemaOf<PreviewTextsResultSchema>((value) => {
        const previews = stringList(value.previewTexts, 'previewTexts');
        if (typeof previews === 'string') return [previews];
        if (!previews.some((s) => tidy(s))) return ['previewTexts: write at least one'];
        return strict ? aimProblems('previewTexts', previews, EMAIL_AIMS.previewTextMin, EMAIL_AIMS.previewTextMax) : [];
      });
    const result = await this.ai.run(
      previewTextsTask,
      { goal: tidy(dto.goal ?? ''), subjectLine: dto.subjectLine, ...(await this.brand(scope, dto.brandContext)) },
      { provider: dto.modelType, schema: check(true), retrySchema: check(false) },
    );
    return { previewTexts: options(result.data.previewTexts, CAMPAIGN_LIMITS.previewTextMax), demo: result.demo };
  }

  // ---- refine-content ------------------------------------------------------------------------

  /** The one field rewritten from the feedback, within that field's limits when its module is known. */
  async refineContent(scope: TenantScope, dto: RefineContentDto): Promise<RefineContentResultDto> {
    const moduleId = typeof dto.moduleId === 'number' ? dto.moduleId : (moduleIdOfInstance(dto.moduleId.trim()) ?? asId(dto.moduleId));
    let field: ContentField = { name: dto.fieldName, required: true };
    if (moduleId !== null) {
      const module = await this.repos.for(EmailModule, MESSAGES.moduleNotFound).row(scope, moduleId, ['id', 'fields']);
      const found = (module.fields ?? []).find((f) => f.name === dto.fieldName);
      if (!found) throw new BadRequestException(M.fieldNotInModule(dto.fieldName));
      field = { ...contentField(found), required: true };
    }
    const check = (strict: boolean) =>
      schemaOf<RefineContentResultSchema>((value) => {
        const problem = fieldProblem('refinedContent', field, value.refinedContent, strict);
        return problem ? [problem] : [];
      });
    const result = await this.ai.run(
      refineContentTask,
      {
        fieldName: dto.fieldName,
        content: dto.content,
        userFeedback: dto.userFeedback,
        ...(dto.goal ? { goal: dto.goal } : {}),
        ...(field.type ? { fieldType: field.type } : {}),
        ...(field.purpose ? { purpose: field.purpose } : {}),
        ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
        ...(field.minLength !== undefined ? { minLength: field.minLength } : {}),
        ...(await this.brand(scope, dto.brandContext)),
      },
      { provider: dto.modelType, schema: check(true), retrySchema: check(false) },
    );
    return { refinedContent: fitField(field, result.data.refinedContent), demo: result.demo };
  }
}

/** Texts outside [min, max] characters (aims: the first answer is asked to keep them). */
function aimProblems(name: string, list: string[], min: number, max: number): string[] {
  return list
    .map((text, i) => ({ i, n: tidy(text).length }))
    .filter(({ n }) => n < min || n > max)
    .map(({ i, n }) => `${name}.${i}: ${n} characters, keep it within ${min}-${max}`);
}

/** Copies of a module whose copy is the same as an earlier copy's (addresses aside). */
function sameCopy(targets: ContentTarget[], content: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const firstByText = new Map<string, string>();
  for (const target of targets) {
    if (!target.copy) continue;
    const fields = content[target.key];
    if (!isObject(fields)) continue;
    const words = target.module.fields
      .filter((f) => !/url|link|href|src/i.test(f.name))
      .map((f) => tidy(String(fields[f.name] ?? '')).toLowerCase())
      .join('\u0000');
    const key = `${target.module.id}\u0001${words}`;
    const earlier = firstByText.get(key);
    if (earlier) problems.push(`instanceContent.${target.key}: the same copy as ${earlier}; each copy of a module needs different copy`);
    else firstByText.set(key, `instanceContent.${target.key}`);
  }
  return problems;
}
