import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CALENDAR_SHARING_MESSAGES as M, normalizeCampaignType } from '@mailplan/shared';
import { AI_CONFIG, type AiConfig } from '../ai/ai.config.js';
import { Campaign } from '../campaign/campaign.entity.js';
import { AccountRepository } from '../organization/accounts.repository.js';
import { PublicLinks } from '../common/public-links.js';
import { newSecretToken } from '../common/secret-token.js';
import { TenantRepositories, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailConcept } from '../concept/email-concept.entity.js';
import { buildFeed, itemStatus, type FeedItem, type ScheduledItem } from './calendar-sharing.ics.js';
import { CalendarFeedItem } from './calendar-feed-item.entity.js';
import { CalendarLink, type CalendarLinkKind } from './calendar-link.entity.js';
import type {
  CalendarFeedDto,
  CalendarShareDto,
  CreateCalendarFeedDto,
  CreateCalendarShareDto,
  CreatedCalendarFeedDto,
  CreatedCalendarShareDto,
  SharedCalendarDto,
} from './dto/calendar-sharing.dto.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type LinkRow = Pick<CalendarLink, 'id' | 'label' | 'createdAt' | 'expiresAt'>;

/**
 * The calendar's secret feed and read-only share links (docs/decisions.md#calendar-feed-and-share):
 * making, listing and revoking them for the signed-in organization, and answering their public
 * addresses with that organization's scheduled items.
 */
@Injectable()
export class CalendarSharingService {
  private readonly links: TenantRepository<CalendarLink>;
  private readonly concepts: TenantRepository<EmailConcept>;
  private readonly campaigns: TenantRepository<Campaign>;
  private readonly feedItems: TenantRepository<CalendarFeedItem>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly publicLinks: PublicLinks,
    private readonly accounts: AccountRepository,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
  ) {
    this.links = repos.for(CalendarLink);
    this.concepts = repos.for(EmailConcept);
    this.campaigns = repos.for(Campaign);
    this.feedItems = repos.for(CalendarFeedItem);
  }

  private get publicUrl(): string {
    return this.config.publicUrl;
  }

  feedUrl(token: string): string {
    return `${this.publicUrl}/api/calendar-feeds/${token}.ics`;
  }

  shareUrl(token: string): string {
    return `${this.publicUrl}/shared/calendar/${token}`;
  }

  // ---- management (signed in, calendar.share) -----------------------------------------------

  private async list(scope: TenantScope, kind: CalendarLinkKind): Promise<LinkRow[]> {
    return this.links.rows(scope, { fixed: { kind }, orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['id', 'label', 'createdAt', 'expiresAt'] });
  }

  private async make(scope: TenantScope, kind: CalendarLinkKind, label: string | null | undefined, expiresAt: Date | null) {
    const { token, tokenHash } = newSecretToken();
    const link = this.links.create(scope, { kind, tokenHash, label: label || null, expiresAt });
    await this.repos.flush();
    return { link, token };
  }

  private async revoke(scope: TenantScope, kind: CalendarLinkKind, id: number, message: string): Promise<void> {
    const found = await this.links.rows(scope, { where: { id, kind }, fields: ['id'] });
    if (!found.length) throw new NotFoundException(message);
    await this.links.delete(scope, id);
  }

  async listFeeds(scope: TenantScope): Promise<CalendarFeedDto[]> {
    return (await this.list(scope, 'feed')).map(toFeedDto);
  }

  async createFeed(scope: TenantScope, dto: CreateCalendarFeedDto): Promise<CreatedCalendarFeedDto> {
    const { link, token } = await this.make(scope, 'feed', dto.label, null);
    const url = this.feedUrl(token);
    return { ...toFeedDto(link), url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  }

  revokeFeed(scope: TenantScope, id: number): Promise<void> {
    return this.revoke(scope, 'feed', id, M.feedNotFound);
  }

  async listShares(scope: TenantScope): Promise<CalendarShareDto[]> {
    const now = Date.now();
    return (await this.list(scope, 'share')).map((row) => toShareDto(row, now));
  }

  async createShare(scope: TenantScope, dto: CreateCalendarShareDto): Promise<CreatedCalendarShareDto> {
    const { link, token } = await this.make(scope, 'share', dto.label, new Date(Date.now() + dto.expiresInDays * DAY_MS));
    return { ...toShareDto(link, Date.now()), url: this.shareUrl(token) };
  }

  revokeShare(scope: TenantScope, id: number): Promise<void> {
    return this.revoke(scope, 'share', id, M.shareNotFound);
  }

  // ---- public addresses ---------------------------------------------------------------------

  /** The iCalendar text of a feed's organization; 404 for a revoked or unknown token. */
  async feed(token: string, now = new Date()): Promise<string> {
    const found = await this.publicLinks.resolve(CalendarLink, token, { kind: 'feed' });
    if (!found) throw new NotFoundException(M.linkUnavailable);
    const { scope } = found;
    const items = await this.scheduledItems(scope);
    const feedItems = await this.withSequences(scope, items, now);
    const organizationName = (await this.accounts.organizationName(scope.organizationId)) ?? 'Mailplan';
    return buildFeed(feedItems, { organizationName, publicUrl: this.publicUrl });
  }

  /** What the read-only share page shows; 404 for an expired, revoked or unknown token. */
  async shared(token: string): Promise<SharedCalendarDto> {
    const found = await this.publicLinks.resolve(CalendarLink, token, { kind: 'share', expiresAt: { $gt: new Date() } });
    if (!found) throw new NotFoundException(M.linkUnavailable);
    const { scope, link } = found;
    const items = await this.scheduledItems(scope);
    const organizationName = (await this.accounts.organizationName(scope.organizationId)) ?? 'Mailplan';
    return {
      name: `${organizationName} – Email calendar`,
      expiresAt: (link.expiresAt ?? new Date()).toISOString(),
      items: items.map((item) => ({ title: item.title, campaignType: item.campaignType, date: item.date, status: itemStatus(item) })),
    };
  }

  /**
   * The calendar's items: the planned concepts (selected, not rejected) that have a date, by date.
   * A campaign has no date of its own: it is on the calendar on the day of the concept it was
   * made from (docs/decisions.md#calendar-feed-and-share).
   */
  async scheduledItems(scope: TenantScope): Promise<ScheduledItem[]> {
    const rows = await this.concepts.rows(scope, {
      fixed: { selected: true, rejected: false, scheduledDate: { $ne: null } },
      orderBy: { scheduledDate: 'asc', id: 'asc' },
      fields: ['id', 'title', 'campaignType', 'scheduledDate', 'campaignId'],
    });
    const campaignIds = [...new Set(rows.map((r) => r.campaignId).filter((id): id is number => typeof id === 'number'))];
    const campaigns = campaignIds.length ? await this.campaigns.rows(scope, { where: { id: { $in: campaignIds } }, fields: ['id', 'name'] }) : [];
    const names = new Map(campaigns.map((c) => [c.id, c.name]));
    return rows.map((r) => ({
      conceptId: r.id,
      title: r.title,
      campaignType: normalizeCampaignType(r.campaignType),
      date: String(r.scheduledDate).slice(0, 10),
      campaign: r.campaignId && names.has(r.campaignId) ? { id: r.campaignId, name: names.get(r.campaignId)! } : null,
    }));
  }

  /**
   * Each item's SEQUENCE: the feed keeps the date it last served per concept and raises the
   * sequence by one when the date differs (moved, or scheduled again after leaving the calendar);
   * a concept that left the calendar is remembered without a date. Two feeds read at once may
   * both write the same raise, which is harmless.
   */
  private async withSequences(scope: TenantScope, items: readonly ScheduledItem[], now: Date): Promise<FeedItem[]> {
    const known = await this.feedItems.rows(scope, { fields: ['conceptId', 'scheduledDate', 'sequence', 'changedAt'] });
    const byConcept = new Map(known.map((row) => [row.conceptId, row]));
    const changes: { conceptId: number; scheduledDate: string | null; sequence: number; changedAt: Date }[] = [];
    const out: FeedItem[] = items.map((item) => {
      const row = byConcept.get(item.conceptId);
      byConcept.delete(item.conceptId);
      const stored = row?.scheduledDate ? String(row.scheduledDate).slice(0, 10) : null;
      if (row && stored === item.date) return { ...item, sequence: row.sequence, changedAt: row.changedAt };
      const sequence = row ? row.sequence + 1 : 0;
      changes.push({ conceptId: item.conceptId, scheduledDate: item.date, sequence, changedAt: now });
      return { ...item, sequence, changedAt: now };
    });
    for (const row of byConcept.values()) {
      if (row.scheduledDate) changes.push({ conceptId: row.conceptId, scheduledDate: null, sequence: row.sequence, changedAt: now });
    }
    await this.feedItems.upsertMany(scope, changes, { onConflict: ['conceptId'] });
    return out;
  }
}

function toFeedDto(row: LinkRow): CalendarFeedDto {
  return { id: row.id, label: row.label ?? null, createdAt: new Date(row.createdAt).toISOString() };
}

function toShareDto(row: LinkRow, now: number): CalendarShareDto {
  const expiresAt = new Date(row.expiresAt ?? 0);
  return { ...toFeedDto(row), expiresAt: expiresAt.toISOString(), expired: expiresAt.getTime() <= now };
}
