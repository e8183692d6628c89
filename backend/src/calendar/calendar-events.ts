// What the content calendar marks on its days: public holidays of the countries a brand sells in
// (computed by date-holidays), retail moments, and the brand's own seasonal periods. Pure: the
// service reads the brand and calls `calendarEvents`. docs/decisions.md#calendar-events
import Holidays from 'date-holidays';
import type { CalendarEventKind } from '@mailplan/shared';
import type { SeasonalPeriods, YearlyPeriod } from './seasonal-periods.js';

export interface CalendarEvent {
  /** Stable for the same event in the same place: `kind:start:name`. */
  id: string;
  kind: CalendarEventKind;
  name: string;
  /** First and last day, `yyyy-mm-dd` (the same for a one-day event). */
  start: string;
  end: string;
  /** The countries it belongs to; [] for what holds everywhere (Black Friday, the brand's seasons). */
  countries: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day from a year, a month (0-11) and a day, through UTC so that no time zone moves it. */
export function isoDay(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
/** The day `days` after (or before, when negative) a `yyyy-mm-dd` day. */
export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Whole days from one `yyyy-mm-dd` day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Black Friday: the day after the fourth Thursday of November. */
export function blackFriday(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay(); // 0 Sunday … 4 Thursday
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return isoDay(year, 10, firstThursday + 21 + 1);
}

/** Cyber Monday: the Monday after Black Friday. */
export function cyberMonday(year: number): string {
  return addDays(blackFriday(year), 3);
}

/** Countries whose school year starts in late January or February (southern hemisphere). */
const SOUTHERN = new Set(['AR', 'AU', 'BO', 'BR', 'BW', 'CL', 'FJ', 'LS', 'MG', 'MU', 'MZ', 'NA', 'NZ', 'PE', 'PY', 'SZ', 'UY', 'ZA', 'ZM', 'ZW']);
export const isSouthern = (country: string) => SOUTHERN.has(country);

/** Countries that write a date month first (`02/14`): the United States and its territories; the rest of the list writes the day first. */
const MONTH_FIRST = new Set(['US', 'AS', 'GU', 'PR', 'VI']);
/** How the brand writes numeric dates: as its first country (the market it chose first) does. docs/decisions.md#seasonal-dates */
export const writesDayFirst = (countries: readonly string[]) => !(countries.length > 0 && MONTH_FIRST.has(countries[0]!));

/** Holiday types of date-holidays that close offices or shops: shown as public holidays. */
const PUBLIC_TYPES = new Set(['public', 'bank']);
/** Observances that are retail moments, by the English name date-holidays gives them. */
const RETAIL_OBSERVANCES = [/^Valentine'?s Day$/i, /^Mother'?s Day$/i, /^Father'?s Day$/i];
/** Countries where Valentine's Day is a shopping day though date-holidays does not list it. Brazil has its own Lovers' Day (June 12), which it lists. */
const NO_VALENTINES = new Set(['BR']);

interface DayName {
  date: string;
  name: string;
  type: string;
}

const yearCache = new Map<string, DayName[]>();
const YEAR_CACHE_MAX = 500;

/** One country's holidays of one year, in English, from date-holidays (kept: a year never changes). */
export function holidaysOf(country: string, year: number): DayName[] {
  const key = `${country}:${year}`;
  const kept = yearCache.get(key);
  if (kept) return kept;
  const h = new Holidays(country, { languages: ['en'] });
  const days = (h.getHolidays(year, 'en') || []).map((x) => ({ date: x.date.slice(0, 10), name: x.name, type: x.type }));
  if (yearCache.size >= YEAR_CACHE_MAX) yearCache.delete(yearCache.keys().next().value!);
  yearCache.set(key, days);
  return days;
}

function event(kind: CalendarEventKind, name: string, start: string, end = start, countries: string[] = []): CalendarEvent {
  return { id: `${kind}:${start}:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, kind, name, start, end, countries };
}

/** The public holidays and the country-specific retail moments of one country in one year. */
function countryEvents(country: string, year: number): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  let valentines = false;
  for (const day of holidaysOf(country, year)) {
    const name = day.name.replace(/\s+\(substitute day\)$/i, ' (observed)');
    if (PUBLIC_TYPES.has(day.type)) out.push(event('holiday', name, day.date, day.date, [country]));
    else if (RETAIL_OBSERVANCES.some((r) => r.test(day.name))) {
      out.push(event('retail', day.name, day.date, day.date, [country]));
      if (/valentine/i.test(day.name)) valentines = true;
    }
  }
  if (!valentines && !NO_VALENTINES.has(country)) out.push(event('retail', "Valentine's Day", isoDay(year, 1, 14), isoDay(year, 1, 14), [country]));
  return out;
}

/** Retail moments everywhere the brand sells: Black Friday, Cyber Monday, Singles' Day, Boxing Day sales, back to school, the end-of-year holidays. */
function retailMoments(year: number, countries: readonly string[]): CalendarEvent[] {
  const out = [
    event('retail', 'Black Friday', blackFriday(year)),
    event('retail', 'Cyber Monday', cyberMonday(year)),
    event('retail', "Singles' Day", isoDay(year, 10, 11)),
    event('retail', 'Boxing Day sales', isoDay(year, 11, 26)),
    event('retail', 'End-of-year holidays', isoDay(year, 11, 15), isoDay(year, 11, 31)),
  ];
  const north = countries.length === 0 || countries.some((c) => !isSouthern(c));
  const south = countries.filter(isSouthern);
  if (north) out.push(event('retail', 'Back to school', isoDay(year, 7, 1), isoDay(year, 8, 15), countries.filter((c) => !isSouthern(c))));
  if (south.length) out.push(event('retail', 'Back to school', isoDay(year, 0, 15), isoDay(year, 1, 15), south));
  return out;
}

function periodEvents(period: YearlyPeriod, year: number): CalendarEvent {
  const start = isoDay(year, period.start.month, period.start.day);
  const wraps = period.end.month < period.start.month || (period.end.month === period.start.month && period.end.day < period.start.day);
  // a February 29 that the year does not have is its last day of February
  const endYear = wraps ? year + 1 : year;
  const endDay = Math.min(period.end.day, new Date(Date.UTC(endYear, period.end.month + 1, 0)).getUTCDate());
  return event('season', period.name, start, isoDay(endYear, period.end.month, endDay));
}

export interface CalendarEventsInput {
  /** First and last day asked for, `yyyy-mm-dd`. */
  from: string;
  to: string;
  countries: readonly string[];
  seasons: SeasonalPeriods;
}

/**
 * Every event that touches the days from `from` to `to`: holidays and retail moments merged across
 * countries (one event per day and name, listing its countries), then the brand's periods, then
 * one note per month for each part of the seasonal periods that names no dates.
 */
export function calendarEvents({ from, to, countries, seasons }: CalendarEventsInput): CalendarEvent[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const merged = new Map<string, CalendarEvent>();
  const add = (e: CalendarEvent) => {
    if (e.end < from || e.start > to) return;
    const kept = merged.get(e.id);
    if (!kept) merged.set(e.id, { ...e, countries: [...e.countries] });
    else for (const c of e.countries) if (!kept.countries.includes(c)) kept.countries.push(c);
  };
  // a period that starts in December may reach into the next year: start a year early
  for (let year = first - 1; year <= last; year++) {
    if (year >= first) {
      for (const country of countries) countryEvents(country, year).forEach(add);
      retailMoments(year, countries).forEach(add);
    }
    for (const period of seasons.periods) add(periodEvents(period, year));
  }
  const out = [...merged.values()];
  for (const note of seasons.notes) {
    for (let y = first, m = Number(from.slice(5, 7)) - 1; isoDay(y, m, 1) <= to; m === 11 ? ((m = 0), y++) : m++) {
      out.push(event('note', note, isoDay(y, m, 1), isoDay(y, m + 1, 0)));
    }
  }
  const rank: Record<CalendarEventKind, number> = { holiday: 0, retail: 1, season: 2, note: 3 };
  return out.sort((a, b) => (a.start === b.start ? rank[a.kind] - rank[b.kind] || a.name.localeCompare(b.name) : a.start < b.start ? -1 : 1));
}
