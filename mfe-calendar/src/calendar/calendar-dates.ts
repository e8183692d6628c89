import { addDays, addWeeks, differenceInCalendarDays, format, isValid, startOfDay, startOfWeek } from 'date-fns';

/**
 * Week arithmetic of the content calendar, in the user's own time zone.
 *
 * A concept's `scheduledDate` is a calendar date (`yyyy-mm-dd`, product decision P10), not an
 * instant: it is read as that day in the user's local calendar (never through `new
 * Date('yyyy-mm-dd')`, which JavaScript reads as UTC midnight and would show the day before west of
 * Greenwich), and written back from the local calendar day the user picked.
 */

/** Weeks shown at once, and the step of Previous Weeks / Next Weeks (the spec's business constants). */
export const WEEKS_SHOWN = 6;
export const WEEK_NAVIGATION_STEP = 6;
/** A concept dropped on a week is scheduled on the week's start plus 3 days. */
export const DROP_DAY_OFFSET = 3;
/** Weeks start on Sunday, as date-fns and most US calendars do; the drop day is then Wednesday. */
export const WEEK_STARTS_ON = 0 as const;
/** The spec's display format for dates. */
export const DISPLAY_DATE_FORMAT = 'MMM d, yyyy';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-mm-dd` → local midnight of that calendar day; `null` for anything else. */
export function parseCalendarDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = CALENDAR_DATE.exec(value.slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // 2026-02-30 would roll over into March: not a calendar date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** A local date → its calendar day as `yyyy-mm-dd`. */
export function toCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** `yyyy-mm-dd` as the spec shows dates (`MMM d, yyyy`), or the raw text when it is not a date. */
export function formatCalendarDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? format(date, DISPLAY_DATE_FORMAT) : value;
}

/** The days from `days` before `range.from` to `days` after `range.to`; null if either is not a date. */
export function widenDays(range: { from: string; to: string }, days: number): { from: string; to: string } | null {
  const from = parseCalendarDate(range.from);
  const to = parseCalendarDate(range.to);
  if (!from || !to) return null;
  return { from: toCalendarDate(addDays(from, -days)), to: toCalendarDate(addDays(to, days)) };
}

export interface CalendarWeek {
  /** Local midnight of the week's first day. */
  start: Date;
  /** Local midnight of the week's last day. */
  end: Date;
  /** The week's start as `yyyy-mm-dd`: a stable key and droppable id. */
  key: string;
  /** The date a concept dropped on this week gets, `yyyy-mm-dd`. */
  dropDate: string;
  /** e.g. `Nov 22 – Nov 28, 2026`; across a year's end `Dec 27, 2026 – Jan 2, 2027`. */
  heading: string;
}

export function weekStart(date: Date): Date {
  return startOfWeek(startOfDay(date), { weekStartsOn: WEEK_STARTS_ON });
}

export function weekHeading(start: Date, end: Date): string {
  if (start.getFullYear() === end.getFullYear()) {
    return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  }
  return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}

export function calendarWeek(start: Date): CalendarWeek {
  // addDays keeps local calendar days across daylight-saving changes (a week is not 7×24 h).
  const end = addDays(start, 6);
  return {
    start,
    end,
    key: toCalendarDate(start),
    dropDate: toCalendarDate(addDays(start, DROP_DAY_OFFSET)),
    heading: weekHeading(start, end),
  };
}

/**
 * The six weeks shown for `today` and a navigation offset (in weeks; 0 is the view that starts
 * with the current week, -6 after one Previous Weeks).
 */
export function visibleWeeks(today: Date, offsetWeeks: number): CalendarWeek[] {
  const first = addWeeks(weekStart(today), offsetWeeks);
  return Array.from({ length: WEEKS_SHOWN }, (_, i) => calendarWeek(addWeeks(first, i)));
}

/** The navigation buttons a view shows: Next Weeks only in the past, Today whenever off the current view. */
export function navigationButtons(offsetWeeks: number): { previous: true; next: boolean; today: boolean } {
  return { previous: true, next: offsetWeeks < 0, today: offsetWeeks !== 0 };
}

/** Index of the visible week holding the calendar date `value`, or -1. */
export function weekIndexOf(weeks: readonly CalendarWeek[], value: string | null | undefined): number {
  const date = parseCalendarDate(value);
  if (!date || weeks.length === 0) return -1;
  const days = differenceInCalendarDays(date, weeks[0]!.start);
  if (days < 0) return -1;
  const index = Math.floor(days / 7);
  return index < weeks.length ? index : -1;
}

/** Whether a calendar date lies in a week that has already ended, seen from `today`. */
export function isInPastWeek(value: string | null | undefined, today: Date): boolean {
  const date = parseCalendarDate(value);
  return !!date && isValid(date) && date < weekStart(today);
}
