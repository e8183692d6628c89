/** The Share calendar button's labels (also the dialog's titles). */
export const SHARE_BUTTON_TEXTS = { share: 'Share calendar', readOnly: 'Calendar links' } as const;

/** The dialog's texts. */
export const SHARING_TEXTS = {
  title: SHARE_BUTTON_TEXTS.share,
  readOnlyTitle: SHARE_BUTTON_TEXTS.readOnly,
  readOnlyNote: 'Only admins and managers can create or revoke calendar feeds and share links.',
  feedHeading: 'Calendar feed',
  feedIntro:
    'Subscribe to your scheduled concepts and campaigns in Google Calendar, Apple Calendar or Outlook. The subscription follows the changes you make here.',
  feedCreate: 'Create feed URL',
  feedName: 'Feed name (optional)',
  feedNamePlaceholder: 'e.g. Team Google Calendar',
  shareHeading: 'Read-only share link',
  shareIntro: 'Anyone with the link sees the calendar, read-only, without an account: for a founder or an agency.',
  shareCreate: 'Create share link',
  shareName: 'Shared with (optional)',
  shareNamePlaceholder: 'e.g. Agency',
  expiresIn: 'Link expires in',
  shownOnce: 'Copy it now: for your security it is shown only once. Lost it? Create a new one and revoke the old.',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  revoke: 'Revoke',
  feedRevoked: 'Calendar feed revoked. Calendars subscribed to it stop updating.',
  shareRevoked: 'Share link revoked. It no longer opens the calendar.',
  noFeeds: 'No calendar feeds yet.',
  noShares: 'No share links yet.',
  failed: 'That did not work. Please try again.',
  close: 'Close',
} as const;

/** How each calendar app subscribes to a feed. */
export const HOW_TO_SUBSCRIBE: readonly [string, string][] = [
  ['Google Calendar', 'Other calendars → + → From URL, then paste the address.'],
  ['Apple Calendar', 'File → New Calendar Subscription, then paste the address (or open the webcal link).'],
  ['Outlook', 'Add calendar → Subscribe from web, then paste the address.'],
];
