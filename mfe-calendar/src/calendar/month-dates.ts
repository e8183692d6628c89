import { addDays, addMonths, endOfMonth, format, isSameMonth, startOfMonth } from 'date-fns';
import { toCalendarDate, weekStart } from './calendar-dates';

export interface MonthDay {
  date: Date;
  /** `yyyy-mm-dd`: the key and the droppable id's tail. */
  key: string;
  inMonth: boolean;
  /** `Friday, November 27, 2026` */
  label: string;
}

export interface CalendarMonth {
  /** Local midnight of the month's first day. */
  start: Date;
  /** `November 2026` */
  heading: string;
  /** Whole weeks (Sunday first) covering the month: 4 to 6 rows of 7 days. */
  weeks: MonthDay[][];
  /** The first and last day shown. */
  first: Date;
  last: Date;
}

/** The month `offset` months from today's, as the month view shows it. */
export function calendarMonth(today: Date, offset: number): CalendarMonth {
  const start = startOfMonth(addMonths(today, offset));
  const end = endOfMonth(start);
  const first = weekStart(start);
  const weeks: MonthDay[][] = [];
  for (let day = first; day <= end; ) {
    const week: MonthDay[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
      week.push({ date: day, key: toCalendarDate(day), inMonth: isSameMonth(day, start), label: format(day, 'EEEE, MMMM d, yyyy') });
    }
    weeks.push(week);
  }
  return { start, heading: format(start, 'MMMM yyyy'), weeks, first, last: weeks.at(-1)!.at(-1)!.date };
}
