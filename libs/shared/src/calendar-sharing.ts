/**
 * The calendar's feed and read-only share links (docs/decisions.md#calendar-feed-and-share):
 * what the API checks and the sharing dialog offers.
 */

/** How long a share link lasts, in days; the dialog offers these and the API accepts only these. */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_EXPIRY_DAYS: ShareExpiryDays = 30;

/** The longest name of a feed or share link ("Google Calendar of the team", "Agency"). */
export const CALENDAR_LINK_LABEL_MAX = 100;

export const CALENDAR_SHARING_MESSAGES = {
  feedNotFound: 'Calendar feed not found',
  shareNotFound: 'Share link not found',
  feedIdInvalid: 'Calendar feed id must be a positive integer',
  shareIdInvalid: 'Share link id must be a positive integer',
  /** A public link that was revoked, has expired or never existed: the same answer for each. */
  linkUnavailable: 'This calendar link has expired or was revoked. Ask whoever shared it for a new one.',
  expiryInvalid: `Expiry must be one of ${SHARE_EXPIRY_DAYS.join(', ')} days`,
  labelTooLong: `Name must be at most ${CALENDAR_LINK_LABEL_MAX} characters`,
  labelNotText: 'Name must be text',
} as const;
