import type { MemberDto } from '@mailplan/api';

/** A member's name as the page shows it: first and last name, or the email when both are empty. */
export const nameOf = (m: Pick<MemberDto, 'firstName' | 'lastName' | 'email'>) => `${m.firstName} ${m.lastName}`.trim() || m.email;
/** A moment, with its day and time in the reader's locale. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** A day in the reader's locale. */
export const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
