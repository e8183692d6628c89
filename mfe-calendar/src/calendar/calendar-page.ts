import { countryOfLocale } from '@mailplan/shared';
import type { ConceptCounts, ConceptRange } from '@mailplan/api/endpoints/concepts';
import type { CalendarView } from './board-types';
import { toCalendarDate, visibleWeeks } from './calendar-dates';
import type { SelectedByType } from './composition';
import { calendarMonth } from './month-dates';

/** The days a view shows when the page opens (the board says when they change). */
export function openingDays(today: Date, view: CalendarView): ConceptRange {
  if (view === 'month') {
    const month = calendarMonth(today, 0);
    return { from: toCalendarDate(month.first), to: toCalendarDate(month.last) };
  }
  const weeks = visibleWeeks(today, 0);
  return { from: weeks[0]!.key, to: toCalendarDate(weeks.at(-1)!.end) };
}

/** The selected (and not rejected) concepts of each type, from the counts. */
export function selectedOf(counts: ConceptCounts | undefined): SelectedByType {
  return Object.fromEntries(Object.entries(counts ?? {}).map(([type, count]) => [type, count.selected]));
}

/** The browser's country: the holidays shown until the brand kit names the countries it sells in. */
export function browserCountry(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  for (const locale of [...(navigator.languages ?? []), navigator.language]) {
    const country = countryOfLocale(locale);
    if (country) return country;
  }
  return undefined;
}

/** The toast of a failed calendar update (the spec's error catalogue). */
export const UPDATE_FAILED_TOAST = {
  title: 'Update failed',
  description: 'There was a problem updating your calendar.',
  variant: 'destructive',
} as const;
