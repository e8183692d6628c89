import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CALENDAR_SHARING_MESSAGES as M, EMAIL_SERVICES, normalizeCampaignType } from '@mailplan/shared';
import { AI_CONFIG, type AiConfig } from '../ai/ai.config.js';
import { Campaign } from '../campaign/campaign.entity.js';
import { AccountRepository } from '../organization/accounts.repository.js';
import { PublicLinks } from '../common/public-links.js';
import { newSecretToken } from '../common/secret-token.js';
import { TenantRepositories, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { EmailConcept } from '../concept/email-concept.entity.js';
import { CampaignPush } from '../email-services/push/campaign-push.entity.js';
import { addDays } from './calendar-events.js';
import { CalendarEventsService } from './calendar-events.service.js';
import { buildFeed, itemFingerprint, itemStatus, placeholderTitle, type FeedItem, type LinkedCampaign, type ScheduledItem } from './calendar-sharing.ics.js';
import { CalendarFeedItem } from './calendar-feed-item.entity.js';
import { CalendarPlaceholder } from './calendar-placeholder.entity.js';
import { CalendarLink, type CalendarLinkKind } from './calendar-link.entity.js';
import type { CalendarFeedDto, CalendarShareDto, CreateCalendarFeedDto, CreateCalendarShareDto, CreatedCalendarFeedDto, CreatedCalendarShareDto, SharedCalendarDto } from './dto/calendar-sharing.dto.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days whose holidays and retail moments the share page receives: 13 weeks back and 39 ahead
 * of today (a year, within the calendar's 400-day limit), which covers the link's life (at most 90
 * days) and the weeks a reader pages through.
 */
export const SHARED_EVENTS_DAYS_BEFORE = 13 * 7;
export const SHARED_EVENTS_DAYS_AFTER = 39 * 7;

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
  private readonly placeholders: TenantRepository<CalendarPlaceholder>;
  private readonly pushes: TenantRepository<CampaignPush>;

  constructor(
    private readonly repos: TenantRepositories,
    private readonly publicLinks: PublicLinks,
    private readonly accounts: AccountRepository,
    private readonly calendarEvents: CalendarEventsService,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
  ) {
    this.links = repos.for(CalendarLink);
    this.concepts = repos.for(EmailConcept);
    this.campaigns = repos.for(Campaign);
    this.feedItems = repos.for(CalendarFeedItem);
    this.placeholders = repos.for(CalendarPlaceholder);
    this.pushes = repos.for(CampaignPush);
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
  async shared(token: string, now = new Date()): Promise<SharedCalendarDto> {
    const found = await this.publicLinks.resolve(CalendarLink, token, { kind: 'share', expiresAt: { $gt: now } });
    if (!found) throw new NotFoundException(M.linkUnavailable);
    const { scope, link } = found;
    const items = await this.scheduledItems(scope);
    const organizationName = (await this.accounts.organizationName(scope.organizationId)) ?? 'Mailplan';
    // the holidays and retail moments of the brand's countries, as the Content Calendar marks
    // them; the brand's own seasonal periods and notes stay inside the app
    const today = now.toISOString().slice(0, 10);
    const marked = await this.calendarEvents.events(scope, { from: addDays(today, -SHARED_EVENTS_DAYS_BEFORE), to: addDays(today, SHARED_EVENTS_DAYS_AFTER) });
    return {
      name: `${organizationName} – Email calendar`,
      expiresAt: (link.expiresAt ?? now).toISOString(),
      items: items.map((item) => ({ kind: item.kind, title: item.title, campaignType: item.campaignType, date: item.date, status: itemStatus(item) })),
      countries: marked.countries,
      events: marked.events.filter((e) => e.kind === 'holiday' || e.kind === 'retail'),
    };
  }

  /**
   * The calendar's items, by date: the planned concepts (selected, not rejected) that have a date,
   * and the placeholders. A campaign has no date of its own: it is on the calendar on the day of
   * the concept it was made from (docs/decisions.md#calendar-feed-and-share).
   */
  async scheduledItems(scope: TenantScope): Promise<ScheduledItem[]> {
    const [rows, slots] = await Promise.all([
      this.concepts.rows(scope, {
        fixed: { selected: true, rejected: false, scheduledDate: { $ne: null } },
        orderBy: { scheduledDate: 'asc', id: 'asc' },
        fields: ['id', 'title', 'campaignType', 'scheduledDate', 'campaignId'],
      }),
      this.placeholders.rows(scope, { orderBy: { date: 'asc', id: 'asc' }, fields: ['id', 'date', 'campaignType', 'note'] }),
    ]);
    const campaigns = await this.linkedCampaigns(scope, rows.map((r) => r.campaignId));
    const concepts: ScheduledItem[] = rows.map((r) => ({
      kind: 'concept',
      id: r.id,
      title: r.title,
      campaignType: normalizeCampaignType(r.campaignType),
      date: String(r.scheduledDate).slice(0, 10),
      campaign: (r.campaignId && campaigns.get(r.campaignId)) || null,
      note: '',
    }));
    const placeholders: ScheduledItem[] = slots.map((p) => {
      const campaignType = normalizeCampaignType(p.campaignType);
      return { kind: 'placeholder', id: p.id, title: placeholderTitle(campaignType, p.note ?? ''), campaignType, date: String(p.date).slice(0, 10), campaign: null, note: p.note ?? '' };
    });
    // by date; on one day the concepts come before the placeholders (a stable sort keeps id order)
    return [...concepts, ...placeholders].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  /** The linked campaigns with their approval status and the services they were pushed to. */
  private async linkedCampaigns(scope: TenantScope, ids: readonly (number | null | undefined)[]): Promise<Map<number, LinkedCampaign>> {
    const campaignIds = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!campaignIds.length) return new Map();
    const [campaigns, pushes] = await Promise.all([
      this.campaigns.rows(scope, { where: { id: { $in: campaignIds } }, fields: ['id', 'name', 'status'] }),
      this.pushes.rows(scope, { where: { campaignId: { $in: campaignIds }, status: 'pushed' }, fields: ['campaignId', 'service'] }),
    ]);
    return new Map(
      campaigns.map((c) => {
        const pushed = new Set(pushes.filter((p) => p.campaignId === c.id).map((p) => p.service));
        return [c.id, { id: c.id, name: c.name, status: c.status ?? 'draft', pushedTo: EMAIL_SERVICES.filter((id) => pushed.has(id)) }];
      }),
    );
  }

  /**
   * Each item's SEQUENCE: the feed keeps the date and a hash of the wording it last served per
   * concept or placeholder, and raises the sequence by one when either differs (moved, reworded,
   * the linked campaign's status changed, or scheduled again after leaving the calendar). A
   * concept that left the calendar is remembered without a date; a deleted placeholder's row is
   * deleted with it. A row from before the wording was kept takes it without a raise. Two feeds
   * read at once may both write the same raise, which is harmless.
   */
  private async withSequences(scope: TenantScope, items: readonly ScheduledItem[], now: Date): Promise<FeedItem[]> {
    const known = await this.feedItems.rows(scope, { fields: ['conceptId', 'placeholderId', 'scheduledDate', 'fingerprint', 'sequence', 'changedAt'] });
    const keyOf = (kind: ScheduledItem['kind'], id: number) => `${kind}:${id}`;
    const byKey = new Map(known.map((row) => [row.placeholderId ? keyOf('placeholder', row.placeholderId) : keyOf('concept', row.conceptId!), row]));
    type Change = { conceptId: number | null; placeholderId: number | null; scheduledDate: string | null; fingerprint: string | null; sequence: number; changedAt: Date };
    const changes: Change[] = [];
    const ids = (item: ScheduledItem) => ({ conceptId: item.kind === 'concept' ? item.id : null, placeholderId: item.kind === 'placeholder' ? item.id : null });
    const out: FeedItem[] = items.map((item) => {
      const key = keyOf(item.kind, item.id);
      const row = byKey.get(key);
      byKey.delete(key);
      const fingerprint = itemFingerprint(item);
      const stored = row?.scheduledDate ? String(row.scheduledDate).slice(0, 10) : null;
      if (row && stored === item.date && (row.fingerprint === fingerprint || row.fingerprint == null)) {
        if (row.fingerprint == null) changes.push({ ...ids(item), scheduledDate: item.date, fingerprint, sequence: row.sequence, changedAt: row.changedAt });
        return { ...item, sequence: row.sequence, changedAt: row.changedAt };
      }
      const sequence = row ? row.sequence + 1 : 0;
      changes.push({ ...ids(item), scheduledDate: item.date, fingerprint, sequence, changedAt: now });
      return { ...item, sequence, changedAt: now };
    });
    for (const row of byKey.values()) {
      if (row.conceptId && row.scheduledDate) {
        changes.push({ conceptId: row.conceptId, placeholderId: null, scheduledDate: null, fingerprint: row.fingerprint ?? null, sequence: row.sequence, changedAt: now });
      }
    }
    await this.feedItems.upsertMany(scope, changes.filter((c) => c.conceptId !== null), { onConflict: ['conceptId'] });
    await this.feedItems.upsertMany(scope, changes.filter((c) => c.placeholderId !== null), { onConflict: ['placeholderId'] });
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
