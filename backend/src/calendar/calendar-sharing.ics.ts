import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { CAMPAIGN_STATUS_LABELS, campaignTypeLabel, EMAIL_SERVICE_NAMES, type CampaignStatus, type CampaignType, type EmailServiceId } from '@mailplan/shared';

/** The campaign made from a concept, with where it stands. */
export interface LinkedCampaign {
  id: number;
  name: string;
  status: CampaignStatus;
  /** The email services it was pushed to (a push that succeeded), in EMAIL_SERVICES order. */
  pushedTo: EmailServiceId[];
}

/** What is on the calendar: a scheduled concept or a placeholder (a dated slot). */
export type ScheduledItemKind = 'concept' | 'placeholder';

/** One item of the calendar, as the feed and the share page read it. */
export interface ScheduledItem {
  kind: ScheduledItemKind;
  /** The concept's or the placeholder's id. */
  id: number;
  title: string;
  campaignType: CampaignType;
  /** `yyyy-mm-dd` (a calendar day, product decision P10). */
  date: string;
  /** The campaign made from the concept, if any: it shares the concept's day. */
  campaign: LinkedCampaign | null;
  /** A placeholder's note ('' when it has none; always '' for a concept). */
  note: string;
}

/** A scheduled item with what the feed remembers of it (CalendarFeedItem). */
export interface FeedItem extends ScheduledItem {
  sequence: number;
  changedAt: Date;
}

export interface FeedOptions {
  /** The organization's name, in the calendar's name. */
  organizationName: string;
  /** The app's public address (PUBLIC_URL), for the links back and the UIDs' host. */
  publicUrl: string;
}

/** How often calendar apps are asked to read the feed again (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

/** The placeholder's title: its note, else the type it reserves the day for. */
export function placeholderTitle(campaignType: CampaignType, note: string): string {
  return `Placeholder: ${note.trim() || `${campaignTypeLabel(campaignType)} email`}`;
}

/**
 * Where a campaign stands, in the words the app shows: "Pushed to Klaviyo" (and Mailchimp) once a
 * push succeeded, since that is the furthest it goes; else its approval status (Draft, In review,
 * Changes requested, Approved).
 */
export function campaignStatusWords(campaign: LinkedCampaign): string {
  if (campaign.pushedTo.length) return `Pushed to ${campaign.pushedTo.map((id) => EMAIL_SERVICE_NAMES[id]).join(' and ')}`;
  return CAMPAIGN_STATUS_LABELS[campaign.status] ?? CAMPAIGN_STATUS_LABELS.draft;
}

/** The item's state as the feed and the share page word it. */
export function itemStatus(item: ScheduledItem): string {
  if (item.kind === 'placeholder') return 'Placeholder (no concept yet)';
  return item.campaign ? `${campaignStatusWords(item.campaign)} (campaign: ${item.campaign.name})` : 'Planned (no campaign yet)';
}

/** A hash of what an item's event says besides its date: a change of wording raises its SEQUENCE. */
export function itemFingerprint(item: ScheduledItem): string {
  return createHash('sha256')
    .update(JSON.stringify([item.title, item.campaignType, itemStatus(item), item.note, item.campaign?.id ?? null]))
    .digest('hex');
}

/** A stable UID: the same concept (or placeholder) is the same event in every read of every feed of the organization. */
export function eventUid(id: number, publicUrl: string, kind: ScheduledItemKind = 'concept'): string {
  return `${kind}-${id}@${new URL(publicUrl).hostname}`;
}

/** The page an event links back to: its campaign when there is one, else the content calendar. */
export function itemLink(item: ScheduledItem, publicUrl: string): string {
  return item.campaign ? `${publicUrl}/campaigns/${item.campaign.id}` : `${publicUrl}/content-calendar`;
}

/**
 * The RFC 5545 calendar of the scheduled items and placeholders, written by ical-generator: one
 * all-day, transparent (not busy) event per item, whose UID never changes and whose SEQUENCE is
 * the one the feed keeps for it. An item taken off the calendar (or deleted) is simply absent.
 */
export function buildFeed(items: readonly FeedItem[], options: FeedOptions): string {
  const { publicUrl } = options;
  const calendar = ical({
    name: `${options.organizationName} – Email calendar`,
    description: `Scheduled email concepts and campaigns of ${options.organizationName} in Mailplan`,
    prodId: { company: 'Mailplan', product: 'Content calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: `${publicUrl}/content-calendar`,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const item of items) {
    const type = campaignTypeLabel(item.campaignType);
    const link = itemLink(item, publicUrl);
    const note = item.note.trim() ? `\nNote: ${item.note.trim()}` : '';
    calendar.createEvent({
      id: eventUid(item.id, publicUrl, item.kind),
      sequence: item.sequence,
      // the item's last change, not the time of the read: an unchanged feed is the same text, so
      // its ETag holds and a calendar app's conditional read answers 304
      stamp: item.changedAt,
      lastModified: item.changedAt,
      start: item.date,
      allDay: true,
      summary: item.title,
      description: `Type: ${type}\nStatus: ${itemStatus(item)}${note}\n\nOpen in Mailplan: ${link}`,
      categories: [{ name: type }],
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      url: link,
    });
  }
  // ical-generator joins the lines with CRLF but leaves the last one without it; RFC 5545 ends
  // every content line with CRLF, END:VCALENDAR included (strict parsers drop an unterminated line)
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
