import { likeLiteral } from '../common/paging.js';
import type { CampaignListQueryDto } from './dto/campaign-list.dto.js';
import { Injectable } from '@nestjs/common';
import { CAMPAIGN_MESSAGES as M, EDIT_CONFLICT_MESSAGES, MESSAGES } from '@mailplan/shared';
import { assertFreshVersion, assignChanged, flushVersioned, sameValue } from '../common/edit-conflict.js';
import { TenantRepositories, type PlainRow, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailModule } from '../module/email-module.entity.js';
import { Campaign } from './campaign.entity.js';
import { modulesToStore, readModules, type CampaignModules } from './campaign-instances.js';
import type { CampaignDto, CampaignInputDto, CampaignSummaryDto, UpdateCampaignDto } from './dto/campaign.dto.js';
import { editReason, statusAfterEdit } from './campaign-approval.js';
import { CampaignApprovalService } from './campaign-approval.service.js';
import { ActivityService } from '../organization/activity.service.js';

/** What the table reads: no content, options or modules. */
const SUMMARY_FIELDS = ['id', 'name', 'subject', 'goal', 'createdAt', 'status'] as const;

function toSummary(c: Pick<Campaign, (typeof SUMMARY_FIELDS)[number]>): CampaignSummaryDto {
  return { id: c.id, name: c.name, subject: c.subject, goal: c.goal, createdAt: c.createdAt.toISOString(), status: c.status };
}
/** What the detail answers (moduleOrder for legacy rows). */
const DETAIL_FIELDS = [
  'id',
  'organizationId',
  'name',
  'subject',
  'previewText',
  'goal',
  'subjectLineOptions',
  'previewTextOptions',
  'content',
  'moduleOrder',
  'moduleInstances',
  'createdAt',
  'version',
  'status',
] as const;

type CampaignRow = Pick<PlainRow<Campaign>, 'id' | 'organizationId' | 'name' | 'subject' | 'previewText' | 'goal' | 'subjectLineOptions' | 'previewTextOptions' | 'createdAt' | 'version' | 'status'>;

export function toCampaignDto(c: CampaignRow, modules: CampaignModules): CampaignDto {
  return {
    id: c.id,
    name: c.name,
    subject: c.subject,
    previewText: c.previewText,
    goal: c.goal,
    subjectLineOptions: Array.isArray(c.subjectLineOptions) ? c.subjectLineOptions : [],
    previewTextOptions: Array.isArray(c.previewTextOptions) ? c.previewTextOptions : [],
    content: modules.content,
    moduleOrder: modules.moduleOrder,
    moduleInstances: modules.moduleInstances,
    createdAt: c.createdAt.toISOString(),
    organizationId: c.organizationId,
    version: c.version,
    status: c.status,
  };
}

/** Option lists as kept: trimmed, without empty or repeated entries. */
function options(list: readonly string[]): string[] {
  return [...new Set(list.map((o) => o.trim()).filter(Boolean))];
}

/** Every module id a body names (its order and its instances). */
export function moduleIdsOf(dto: Pick<CampaignInputDto, 'moduleOrder' | 'moduleInstances'>): number[] {
  return [...(dto.moduleOrder ?? []), ...(dto.moduleInstances ?? []).map((i) => i.moduleId)];
}

@Injectable()
export class CampaignService {
  private readonly campaigns: TenantRepository<Campaign>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly approval: CampaignApprovalService,
    private readonly activity: ActivityService,
  ) {
    this.campaigns = repos.for(Campaign, M.campaignNotFound);
  }

  /** Newest first; plain rows of the table's columns only (2,000 campaigns stay a light read). */
  async list(scope: TenantScope): Promise<CampaignSummaryDto[]> {
    const rows = await this.campaigns.rows(scope, { fields: SUMMARY_FIELDS, orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(toSummary);
  }

  /**
   * The table's read: matching campaigns in the asked order, one page of them when `limit` is
   * given (with how many match in all). Each order has its index (organization, column, id).
   */
  async page(scope: TenantScope, query: CampaignListQueryDto): Promise<{ items: CampaignSummaryDto[]; total: number | null }> {
    const words = query.search?.trim();
    const where: Record<string, unknown> = words ? { $or: [{ name: { $ilike: `%${likeLiteral(words)}%` } }, { subject: { $ilike: `%${likeLiteral(words)}%` } }] } : {};
    if (query.ids) where.id = { $in: query.ids };
    const order = query.order ?? 'desc';
    const rows = await this.campaigns.rows(scope, {
      fields: SUMMARY_FIELDS,
      where: where as never,
      orderBy: { [query.sort ?? 'createdAt']: order, id: order } as never,
      limit: query.limit,
      offset: query.limit === undefined ? undefined : (query.offset ?? 0),
    });
    const total = query.limit === undefined ? null : await this.campaigns.count(scope, where as never);
    return { items: rows.map(toSummary), total };
  }

  /** One campaign; a legacy row is answered as module instances (product decision P11). */
  async get(scope: TenantScope, id: number): Promise<CampaignDto> {
    const row = await this.campaigns.row(scope, id, DETAIL_FIELDS);
    return toCampaignDto(row, readModules(row));
  }

  /** Every module must be the organization's (404 otherwise, nothing stored); createdAt is the server's. */
  async create(scope: TenantScope, dto: CampaignInputDto): Promise<CampaignDto> {
    await this.repos.assertOwned(scope, EmailModule, moduleIdsOf(dto), MESSAGES.moduleNotFound);
    const modules = modulesToStore(dto, { moduleInstances: [], moduleOrder: [], content: {} });
    const row = this.campaigns.create(scope, {
      name: dto.name,
      subject: (dto.subject ?? '').trim(),
      previewText: (dto.previewText ?? '').trim(),
      goal: dto.goal ?? '',
      subjectLineOptions: options(dto.subjectLineOptions ?? []),
      previewTextOptions: options(dto.previewTextOptions ?? []),
      ...modules,
    });
    await this.repos.flush();
    await this.activity.recordFor(scope, { subjectType: 'campaign', subjectId: row.id, subjectName: row.name, action: 'created' });
    return toCampaignDto(row, modules);
  }

  /**
   * Changes the fields sent. The modules are always stored as instances, so a legacy row takes
   * the new form at its first real change (docs/decisions.md#legacy-campaigns). An edit that
   * sends the version it started from is refused (409, nothing written) when the stored one
   * differs; a save that changes nothing of what the campaign answers writes nothing, so its
   * version stays and the history records no edit (docs/decisions.md#edit-conflicts).
   */
  async update(scope: TenantScope, id: number, dto: UpdateCampaignDto): Promise<CampaignDto> {
    const row = await this.campaigns.loadOne(scope, id);
    const stored = () => this.get(scope, id);
    await assertFreshVersion(dto.version, row.version, EDIT_CONFLICT_MESSAGES.campaign, stored);
    await this.repos.assertOwned(scope, EmailModule, moduleIdsOf(dto), MESSAGES.moduleNotFound);
    const current = readModules(row);
    const modules = modulesToStore(dto, current);
    const fields: Partial<Pick<Campaign, 'name' | 'subject' | 'previewText' | 'goal' | 'subjectLineOptions' | 'previewTextOptions'>> = {
      name: dto.name,
      subject: dto.subject?.trim(),
      previewText: dto.previewText?.trim(),
      goal: dto.goal,
      subjectLineOptions: dto.subjectLineOptions && options(dto.subjectLineOptions),
      previewTextOptions: dto.previewTextOptions && options(dto.previewTextOptions),
    };
    // compared as the campaign is answered: a legacy row read as instances is not changed by a
    // save of what it answered, so it keeps its stored form until a real change
    const edited =
      Object.entries(fields).some(([key, value]) => value !== undefined && !sameValue(row[key as keyof typeof fields], value)) ||
      !sameValue(current.moduleInstances, modules.moduleInstances) ||
      !sameValue(current.content, modules.content);
    if (!edited) return toCampaignDto(row, current);
    const statusBefore = row.status;
    assignChanged(row, { ...fields, ...modules, status: statusAfterEdit(row.status) });
    await flushVersioned(() => this.repos.flush(), EDIT_CONFLICT_MESSAGES.campaign, stored);
    await this.approval.recordEdit(scope, row, statusBefore, row.status, editReason(statusBefore));
    return toCampaignDto(row, modules);
  }
}
