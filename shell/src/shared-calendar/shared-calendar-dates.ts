import { addDays, addWeeks, differenceInCalendarDays, format, startOfDay, startOfWeek } from 'date-fns';

/** Weeks shown at once and the step of Previous / Next, as on the Content Calendar. */
export const SHARED_WEEKS = 6;
const WEEK_STARTS_ON = 0 as const;

export interface SharedWeek {
  start: Date;
  key: string;
  heading: string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-mm-dd` → local midnight of that day (never `new Date('yyyy-mm-dd')`, which is UTC). */
export function parseDay(value: string): Date | null {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getMonth() === Number(m[2]) - 1 ? date : null;
}

function heading(start: Date, end: Date): string {
  return start.getFullYear() === end.getFullYear()
    ? `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`
    : `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}

/** The six weeks from the week of `today` moved by `offsetWeeks`. */
export function sharedWeeks(today: Date, offsetWeeks: number): SharedWeek[] {
  const first = addWeeks(startOfWeek(startOfDay(today), { weekStartsOn: WEEK_STARTS_ON }), offsetWeeks);
  return Array.from({ length: SHARED_WEEKS }, (_, i) => {
    const start = addWeeks(first, i);
    return { start, key: format(start, 'yyyy-MM-dd'), heading: heading(start, addDays(start, 6)) };
  });
}

/** Index of the week holding `value` (`yyyy-mm-dd`), or -1. */
export function weekIndex(weeks: readonly SharedWeek[], value: string): number {
  const date = parseDay(value);
  if (!date || !weeks.length) return -1;
  const days = differenceInCalendarDays(date, weeks[0]!.start);
  const index = Math.floor(days / 7);
  return days >= 0 && index < weeks.length ? index : -1;
}

/** `yyyy-mm-dd` as the calendar shows dates (`Nov 27, 2026`). */
export function showDay(value: string): string {
  const date = parseDay(value);
  return date ? format(date, 'EEE, MMM d, yyyy') : value;
}
