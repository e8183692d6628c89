/**
 * A module field that holds the unsubscribe link, such as the starter footer's `unsubscribe_url`:
 * a push fills it with the email service's merge tag when the campaign leaves it empty, and the
 * checklist says so (docs/decisions.md#unsubscribe-merge-tag).
 */
export const isUnsubscribeField = (name: string): boolean => /unsubscribe/i.test(name);
