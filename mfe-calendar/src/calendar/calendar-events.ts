import type { CalendarEventDto } from '@mailplan/api';
import { differenceInCalendarDays, format } from 'date-fns';
import { parseCalendarDate, toCalendarDate, widenDays } from './calendar-dates';

/** A holiday, retail moment, seasonal period or month note (GET /api/calendar/events). */
export type CalendarEvent = CalendarEventDto;

/** Events of one day: what starts and ends that day (holidays, Black Friday, ...). */
export function isOneDay(event: CalendarEvent): boolean {
  return event.start === event.end;
}

/** What a day shows: its one-day events, holidays first. */
export function oneDayEventsByDate(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    if (event.kind === 'note' || !isOneDay(event)) continue;
    const list = byDate.get(event.start);
    if (list) list.push(event);
    else byDate.set(event.start, [event]);
  }
  return byDate;
}

/** The periods (seasons, back to school, ...) that touch the days from `from` to `to` (`yyyy-mm-dd`). */
export function rangesIn(events: readonly CalendarEvent[], from: string, to: string): CalendarEvent[] {
  return events.filter((e) => e.kind !== 'note' && !isOneDay(e) && e.start <= to && e.end >= from);
}

/** The strategy's seasonal notes (text with no dates) for the days from `from` to `to`, each once. */
export function notesIn(events: readonly CalendarEvent[], from: string, to: string): string[] {
  return [...new Set(events.filter((e) => e.kind === 'note' && e.start <= to && e.end >= from).map((e) => e.name))];
}

/** `Black Friday`, `Christmas Day (US, GB)`: the countries are named when the brand sells in more than one. */
export function eventLabel(event: CalendarEvent, countriesShown: number): string {
  return countriesShown > 1 && event.countries.length > 0 ? `${event.name} (${event.countries.join(', ')})` : event.name;
}

/** `Jun 1 – Jul 15` */
export function rangeLabel(event: CalendarEvent): string {
  const start = parseCalendarDate(event.start);
  const end = parseCalendarDate(event.end);
  if (!start || !end) return event.name;
  return `${event.name}: ${format(start, 'MMM d')} – ${format(end, start.getFullYear() === end.getFullYear() ? 'MMM d' : 'MMM d, yyyy')}`;
}

/** Holidays and retail moments within `days` of a date, nearest first (a placeholder's context). */
export function nearbyEvents(events: readonly CalendarEvent[], date: string, days = 7): CalendarEvent[] {
  const day = parseCalendarDate(date);
  const near = widenDays({ from: date, to: date }, days);
  if (!day || !near) return [];
  const { from, to } = near;
  return events
    .filter((e) => (e.kind === 'holiday' || e.kind === 'retail') && isOneDay(e) && e.start >= from && e.start <= to)
    .sort((a, b) => Math.abs(differenceInCalendarDays(parseCalendarDate(a.start)!, day)) - Math.abs(differenceInCalendarDays(parseCalendarDate(b.start)!, day)));
}

/** The span of days whose events a view asks for: whole months around what it shows, so a few moves reuse one answer. */
export function eventsSpan(from: Date, to: Date): { from: string; to: string } {
  return {
    from: toCalendarDate(new Date(from.getFullYear(), from.getMonth(), 1)),
    to: toCalendarDate(new Date(to.getFullYear(), to.getMonth() + 1, 0)),
  };
}
