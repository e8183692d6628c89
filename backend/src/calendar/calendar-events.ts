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
/** Observances that are retail moments, by the English name date-holidays gives them (apostrophes made straight). */
const RETAIL_OBSERVANCES = [
  /^Valentine's Day$/i,
  /^Mother's Day$/i,
  /^Father's Day$/i,
  /^Lovers' Day$/i,
  /^Easter Sunday$/i,
  /^Halloween$/i,
  /^St\.? Patrick's Day$/i,
  /^St\.? Nicholas' Eve$/i,
  /^Saint Nicholas$/i,
  /^International Women's Day$/i,
];
/** The type of the days added from EXTRA_MOMENTS: always retail moments. */
const RETAIL = 'retail';
/** Countries where Valentine's Day is a shopping day though date-holidays does not list it. Brazil has its own Lovers' Day (June 12), which it lists. */
const NO_VALENTINES = new Set(['BR']);

/**
 * Retail moments date-holidays does not list for a country, as its rules (`2nd sunday in May`):
 * Halloween where it is a shopping season, Mother's and Father's Day on the country's own day, and
 * the US Small Business Saturday. Added only when the library has no day of that name that year.
 * docs/decisions.md#retail-moments
 */
const EXTRA_MOMENTS: Record<string, ReadonlyArray<readonly [rule: string, name: string]>> = {
  US: [['saturday after 4th thursday in November', 'Small Business Saturday']],
  GB: [['10-31', 'Halloween']],
  IE: [['10-31', 'Halloween']],
  AU: [['10-31', 'Halloween']],
  NZ: [['10-31', 'Halloween'], ['2nd sunday in May', "Mother's Day"], ['1st sunday in September', "Father's Day"]],
  JP: [['10-31', 'Halloween'], ['2nd sunday in May', "Mother's Day"], ['3rd sunday in June', "Father's Day"]],
  MX: [['3rd sunday in June', "Father's Day"]],
  FR: [['3rd sunday in June', "Father's Day"]],
  IT: [['03-19', "Father's Day"]],
  ES: [['03-19', "Father's Day"]],
  PT: [['03-19', "Father's Day"]],
  DE: [['easter 39', "Father's Day"]],
  AT: [['2nd sunday in June', "Father's Day"]],
  SG: [['2nd sunday in May', "Mother's Day"], ['3rd sunday in June', "Father's Day"]],
  MY: [['2nd sunday in May', "Mother's Day"], ['3rd sunday in June', "Father's Day"]],
  HK: [['2nd sunday in May', "Mother's Day"], ['3rd sunday in June', "Father's Day"]],
  PH: [['2nd sunday in May', "Mother's Day"], ['3rd sunday in June', "Father's Day"]],
  IN: [['2nd sunday in May', "Mother's Day"], ['3rd sunday in June', "Father's Day"]],
  CN: [['2nd sunday in May', "Mother's Day"], ['3rd sunday in June', "Father's Day"]],
  TW: [['2nd sunday in May', "Mother's Day"], ['08-08', "Father's Day"]],
};

/**
 * The English name each country uses where date-holidays gives a generic one ("National Holiday")
 * or only the local language's (docs/decisions.md#holiday-names). Keyed by country, then by the
 * library's English name.
 */
const OWN_NAMES: Record<string, Record<string, string>> = {
  DE: { 'National Holiday': 'German Unity Day' },
  CA: { 'National Holiday': 'Saint-Jean-Baptiste Day' },
  AT: { 'National Holiday': 'Austrian National Day', Staatsfeiertag: 'Labour Day' },
  BE: { 'National Holiday': 'Belgian National Day' },
  LU: { 'National Holiday': 'National Day' },
  GR: { 'National Holiday': 'Ohi Day' },
  CY: { 'National Holiday': 'Ohi Day' },
  GN: { 'National Holiday': 'Second Republic Day' },
  SN: { 'National Holiday': 'Independence Day' },
  SC: { 'National Holiday': 'Constitution Day' },
  ES: {
    'Fiesta Nacional de España': 'National Day of Spain',
    'Día de la Constitución Española': 'Constitution Day',
    // the regions' own days
    'Día de Andalucía': 'Andalusia Day',
    'Día de Aragón': 'Aragon Day',
    'Día de Asturias': 'Asturias Day',
    'Día de las Instituciones de Cantabria': 'Cantabria Institutions Day',
    'Nuestra Señora de África': 'Our Lady of Africa',
    'Día de Ceuta': 'Ceuta Day',
    'Fiesta de Castilla y León': 'Castile and León Day',
    'Día de Castilla-La Mancha': 'Castile-La Mancha Day',
    'Dia de Cataluña': 'Catalonia Day',
    'Día de Extremadura': 'Extremadura Day',
    'Día de las Letras Gallegas': 'Galician Literature Day',
    'Día Nacional de Galicia': 'Galicia Day',
    'Día de les Illes Balears': 'Balearic Islands Day',
    'Día de la Comunidad de Madrid': 'Community of Madrid Day',
    'Santiago Apóstol': 'Saint James the Apostle',
    'Día de La Rioja': 'La Rioja Day',
  },
  IC: { 'Fiesta Nacional de España': 'National Day of Spain', 'Día de la Constitución Española': 'Constitution Day' },
  PT: { 'Implantação da República': 'Republic Day', 'Restauração da Independência': 'Restoration of Independence Day' },
  CH: {
    Vätertag: "Father's Day",
    Bundesfeiertag: 'Swiss National Day',
    // the cantons' own days
    'Fête nationale': 'Swiss National Day',
    Berchtoldstag: "Berchtold's Day",
    'Näfelser Fahrt': 'Näfels Pilgrimage',
    Mauritiustag: "Saint Maurice's Day",
    'Instauration de la République': 'Republic Day',
    'Jeûne Genevois': 'Geneva Fast',
  },
  IE: {
    'First Monday in May': 'May Bank Holiday',
    'First Monday in June': 'June Bank Holiday',
    'First Monday in August': 'August Bank Holiday',
    'Last Monday in October': 'October Bank Holiday',
  },
  LI: { Feiertagsbrücke: 'Bridge day', 'Mariä Geburt': 'Nativity of Mary' },
  HN: { 'Día de las Américas': 'Day of the Americas' },
  SV: { 'Celebración del Divino Salvador del Mundo': 'Feast of the Divine Saviour of the World' },
  CR: { 'Gesta Heroica de Juan Santamaría': 'Juan Santamaría Day' },
  BJ: { 'Fête du Vodoun': 'Vodun Day' },
  CG: { 'Fête de la commémoration de la conférence nationale souveraine': 'Sovereign National Conference Day', 'Journée nationale de la République': 'Independence Day' },
  TN: {
    'عيد الثورة و الشباب': 'Revolution and Youth Day',
    'عيد الإستقلال': 'Independence Day',
    'عيد الشهداء': "Martyrs' Day",
    'عيد الجمهورية': 'Republic Day',
    'عيد المرأة': "Women's Day",
    'عيد الجلاء': 'Evacuation Day',
  },
  VU: {
    "Mémoire du père de l'indépendance Rév. Dr. W.H. Lini": 'Father Lini Day',
    'Fête des chefs coutumiers': 'Custom Chiefs Day',
    'Journée Mondiale des Enfants': "Children's Day",
    "Jour de l'Unité": 'Unity Day',
    'Fête de Famille': 'Family Day',
  },
};

interface DayName {
  date: string;
  name: string;
  type: string;
}

/**
 * The English date-holidays names a country in: the country's own variant when the library has
 * one (`en-us`: "Labor Day"), else its English (`en`).
 */
function englishOf(country: string): string {
  // the country's languages: a region's instance lists none of its own
  return new Holidays(country).getLanguages().find((l) => /^en-/i.test(l)) ?? 'en';
}

const yearCache = new Map<string, DayName[]>();
const YEAR_CACHE_MAX = 500;

/**
 * One country's (or one of its regions') holidays of one year, in the country's English, with the
 * retail moments the library lacks (kept: a year never changes).
 */
export function holidaysOf(country: string, year: number, region?: string | null): DayName[] {
  const key = `${country}:${region ?? ''}:${year}`;
  const kept = yearCache.get(key);
  if (kept) return kept;
  const h = region ? new Holidays(country, region) : new Holidays(country);
  const language = englishOf(country);
  h.setLanguages(language);
  const own = OWN_NAMES[country] ?? {};
  const days: DayName[] = (h.getHolidays(year, language) || []).map((x) => {
    // the country's name for the day, kept with its "(substitute day)"
    const [, base = x.name, substitute = ''] = /^(.*?)(\s+\(substitute day\))?$/i.exec(x.name.replace(/[’′]/g, "'")) ?? [];
    return { date: x.date.slice(0, 10), name: (own[base] ?? base) + substitute, type: x.type };
  });
  const has = (name: string) => days.some((d) => d.name === name);
  // Easter Sunday where the library lists Good Friday or Easter Monday but not the Sunday between
  const easterMonday = days.find((d) => d.name === 'Easter Monday');
  const goodFriday = days.find((d) => d.name === 'Good Friday');
  if (!has('Easter Sunday') && (easterMonday || goodFriday)) {
    days.push({ date: easterMonday ? addDays(easterMonday.date, -1) : addDays(goodFriday!.date, 2), name: 'Easter Sunday', type: 'observance' });
  }
  const extra = EXTRA_MOMENTS[country]?.filter(([, name]) => !has(name)) ?? [];
  if (extra.length) {
    // an instance of no country holds only these rules (dates are calendar days, no time zone)
    const moments = new Holidays();
    for (const [rule, name] of extra) moments.setHoliday(rule, { name: { en: name }, type: 'observance' });
    for (const x of moments.getHolidays(year, 'en')) days.push({ date: x.date.slice(0, 10), name: x.name, type: RETAIL });
  }
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (yearCache.size >= YEAR_CACHE_MAX) yearCache.delete(yearCache.keys().next().value!);
  yearCache.set(key, days);
  return days;
}

function event(kind: CalendarEventKind, name: string, start: string, end = start, countries: string[] = []): CalendarEvent {
  return { id: `${kind}:${start}:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, kind, name, start, end, countries };
}

/** The public holidays and the country-specific retail moments of one country (in its region, when chosen) in one year. */
function countryEvents(country: string, year: number, region?: string | null): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  let valentines = false;
  for (const day of holidaysOf(country, year, region)) {
    const name = day.name.replace(/\s+\(substitute day\)$/i, ' (observed)');
    if (PUBLIC_TYPES.has(day.type)) out.push(event('holiday', name, day.date, day.date, [country]));
    else if (day.type === RETAIL || RETAIL_OBSERVANCES.some((r) => r.test(day.name))) {
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
  /** The region of each country that has one (`{ GB: 'ENG' }`, date-holidays' codes); a country not named is shown whole. */
  regions?: Readonly<Record<string, string>>;
  seasons: SeasonalPeriods;
}

/**
 * Every event that touches the days from `from` to `to`: holidays and retail moments merged across
 * countries (one event per day and name, listing its countries), then the brand's periods, then
 * one note per month for each part of the seasonal periods that names no dates.
 */
export function calendarEvents({ from, to, countries, regions = {}, seasons }: CalendarEventsInput): CalendarEvent[] {
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
      for (const country of countries) countryEvents(country, year, regions[country]).forEach(add);
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
