import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { CampaignType } from '@mailplan/shared';

/** One scheduled item of the calendar, as the feed and the share page read it. */
export interface ScheduledItem {
  conceptId: number;
  title: string;
  campaignType: CampaignType;
  /** `yyyy-mm-dd` (a calendar day, product decision P10). */
  date: string;
  /** The campaign made from the concept, if any: it shares the concept's day. */
  campaign: { id: number; name: string } | null;
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

/** 'product_spotlight' → 'Product Spotlight', as the screens name the types. */
export function typeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The item's state as the feed and the share page word it. */
export function itemStatus(item: ScheduledItem): string {
  return item.campaign ? `Campaign in progress: ${item.campaign.name}` : 'Planned (no campaign yet)';
}

/** A stable UID: the same concept is the same event in every read of every feed of the organization. */
export function eventUid(conceptId: number, publicUrl: string): string {
  return `concept-${conceptId}@${new URL(publicUrl).hostname}`;
}

/** The page an event links back to: its campaign when there is one, else the content calendar. */
export function itemLink(item: ScheduledItem, publicUrl: string): string {
  return item.campaign ? `${publicUrl}/campaigns/${item.campaign.id}` : `${publicUrl}/content-calendar`;
}

/**
 * The RFC 5545 calendar of the scheduled items, written by ical-generator: one all-day,
 * transparent (not busy) event per item, whose UID never changes and whose SEQUENCE is the one
 * the feed keeps for it. An item taken off the calendar is simply absent.
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
    const type = typeLabel(item.campaignType);
    const link = itemLink(item, publicUrl);
    calendar.createEvent({
      id: eventUid(item.conceptId, publicUrl),
      sequence: item.sequence,
      // the item's last change, not the time of the read: an unchanged feed is the same text, so
      // its ETag holds and a calendar app's conditional read answers 304
      stamp: item.changedAt,
      lastModified: item.changedAt,
      start: item.date,
      allDay: true,
      summary: item.title,
      description: `Type: ${type}\nStatus: ${itemStatus(item)}\n\nOpen in Mailplan: ${link}`,
      categories: [{ name: type }],
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      url: link,
    });
  }
  return calendar.toString();
}
