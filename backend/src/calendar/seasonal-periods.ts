// The seasonal periods a brand wrote in its strategy survey ("Summer sale: June 1 - July 15",
// "Valentine edit: 7-14 Feb", "14/02 - 21/02", "November", "Winter holidays and Lunar New Year"),
// read as yearly date ranges where the text names dates. What cannot be read that way is kept as a
// note for every month. Numeric dates are read in the order of the brand's market
// (docs/decisions.md#seasonal-dates).

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month (0-11) and day of month; `day` null means the whole month (its first or last day). */
interface MonthDay {
  month: number;
  day: number | null;
}

/** A period that comes back every year: from `start` to `end` (which may fall in the next year). */
export interface YearlyPeriod {
  name: string;
  start: { month: number; day: number };
  end: { month: number; day: number };
}

export interface SeasonalPeriods {
  periods: YearlyPeriod[];
  /** Parts that name no dates, shown as a note on each month. */
  notes: string[];
}

const MONTH_PATTERN = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY_PATTERN = '(\\d{1,2})(?:st|nd|rd|th)?';
/** `June 1`, `1 June`, `June`, `Jun 1st`. */
const POINT = `(?:${MONTH_PATTERN}\\s+${DAY_PATTERN}|${DAY_PATTERN}\\s+(?:of\\s+)?${MONTH_PATTERN}|${MONTH_PATTERN})`;
const TO = '\\s*(?:-|–|—|to|until|through|thru)\\s*';
const RANGE = new RegExp(`^(?:from\\s+)?${POINT}(?:${TO}(?:${POINT}|${DAY_PATTERN}))?$`, 'i');
/** Days first, then their month: `7-14 Feb`, `2nd to 9th of September`. */
const DAYS_THEN_MONTH = new RegExp(`^(?:from\\s+)?${DAY_PATTERN}${TO}${DAY_PATTERN}\\s+(?:of\\s+)?${MONTH_PATTERN}$`, 'i');
/** A numeric day and month (`14/02`, `02/14`, `14.02.`, `14/02/2027`; the year is left out: periods come back every year). */
const NUMERIC_POINT = '(\\d{1,2})[/.](\\d{1,2})(?:[/.](?:\\d{4}|\\d{2}))?\\.?';
const NUMERIC_RANGE = new RegExp(`^(?:from\\s+)?${NUMERIC_POINT}(?:${TO}${NUMERIC_POINT})?$`, 'i');

function monthIndex(text: string | undefined): number {
  if (!text) return -1;
  const t = text.toLowerCase().replace('.', '');
  return MONTHS.findIndex((m) => m.startsWith(t.slice(0, 3)));
}

function daysIn(month: number): number {
  // the longest the month can be (February 29): a range to "Feb 29" in a short year ends on the 28th
  return [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;
}

/** Groups of POINT: [monthDay month, day] [day, dayMonth month] [month alone]. */
function point(groups: (string | undefined)[]): MonthDay | null {
  const [m1, d1, d2, m2, m3] = groups;
  if (m1 !== undefined) return { month: monthIndex(m1), day: Number(d1) };
  if (d2 !== undefined) return { month: monthIndex(m2), day: Number(d2) };
  if (m3 !== undefined) return { month: monthIndex(m3), day: null };
  return null;
}

function valid(p: MonthDay): boolean {
  return p.month >= 0 && (p.day === null || (p.day >= 1 && p.day <= daysIn(p.month)));
}

function asRange(from: MonthDay, to: MonthDay | null): Pick<YearlyPeriod, 'start' | 'end'> | null {
  if (!valid(from) || (to && !valid(to))) return null;
  const end = to ?? from;
  return {
    start: { month: from.month, day: from.day ?? 1 },
    end: { month: end.month, day: end.day ?? daysIn(end.month) },
  };
}

/**
 * Numeric dates (`14/02 - 21/02`) in the market's order; when that order gives no date (a month
 * 14), the other order is the only reading left and is used.
 */
function numericRange(match: RegExpExecArray, dayFirst: boolean): Pick<YearlyPeriod, 'start' | 'end'> | null {
  const [a1, b1, a2, b2] = match.slice(1, 5).map((n) => (n === undefined ? undefined : Number(n)));
  const read = (dayIsFirst: boolean) => {
    const at = (a: number, b: number): MonthDay => (dayIsFirst ? { day: a, month: b - 1 } : { day: b, month: a - 1 });
    return asRange(at(a1!, b1!), a2 === undefined ? null : at(a2, b2!));
  };
  return read(dayFirst) ?? read(!dayFirst);
}

/**
 * One part of the text (`June 1 - July 15`, `7-14 Feb`, `14/02 - 21/02`, `November`,
 * `Dec 15 – 31`) as a range, or null. `dayFirst` says how numeric dates are written: day first
 * (`14/02`) everywhere but the United States, which writes the month first (`02/14`).
 */
export function readRange(text: string, dayFirst = true): Pick<YearlyPeriod, 'start' | 'end'> | null {
  const trimmed = text.trim();
  const numeric = NUMERIC_RANGE.exec(trimmed);
  if (numeric) return numericRange(numeric, dayFirst);
  const days = DAYS_THEN_MONTH.exec(trimmed);
  if (days) {
    const month = monthIndex(days[3]);
    return asRange({ month, day: Number(days[1]) }, { month, day: Number(days[2]) });
  }
  const match = RANGE.exec(trimmed);
  if (!match) return null;
  const from = point(match.slice(1, 6));
  if (!from) return null;
  let to: MonthDay | null = point(match.slice(6, 11));
  if (!to && match[11] !== undefined) to = { month: from.month, day: Number(match[11]) };
  return asRange(from, to);
}

/** Seasons of the northern hemisphere by their name; the southern hemisphere's are six months on. */
const SEASONS: Record<string, [number, number]> = {
  spring: [2, 4],
  summer: [5, 7],
  autumn: [8, 10],
  fall: [8, 10],
  winter: [11, 1],
};

function seasonRange(text: string, southern: boolean): Pick<YearlyPeriod, 'start' | 'end'> | null {
  const word = text.trim().toLowerCase().replace(/^(the\s+)?/, '').replace(/\s+(season|months?)$/, '');
  const months = SEASONS[word];
  if (!months) return null;
  const [from, to] = southern ? months.map((m) => (m + 6) % 12) as [number, number] : months;
  return { start: { month: from, day: 1 }, end: { month: to, day: daysIn(to) } };
}

/**
 * Reads the survey's seasonal periods: each line (or part between `;`) is `Name: dates` or just
 * dates; a named season (`Summer`) is read for the brand's hemisphere and numeric dates in its
 * market's order (`dayFirst`). Parts with no dates become notes.
 */
export function readSeasonalPeriods(text: string | null | undefined, southern = false, dayFirst = true): SeasonalPeriods {
  const periods: YearlyPeriod[] = [];
  const notes: string[] = [];
  const parts = (text ?? '')
    .split(/[\n;]+|,\s+(?=[A-Za-z])/)
    .map((p) => p.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  for (const part of parts) {
    const colon = part.indexOf(':');
    const label = colon > 0 ? part.slice(0, colon).trim() : '';
    const dates = (colon > 0 ? part.slice(colon + 1) : part).trim().replace(/[.,]$/, '');
    const range = readRange(dates, dayFirst) ?? seasonRange(dates, southern);
    if (range) {
      periods.push({ name: label || dates, ...range });
      continue;
    }
    // "Summer sale (June 1 - July 15)": dates in brackets
    const bracket = /^(.*?)\s*\(([^)]+)\)$/.exec(part);
    const inner = bracket ? readRange(bracket[2]!, dayFirst) : null;
    if (bracket && inner) {
      periods.push({ name: bracket[1]!.trim() || bracket[2]!.trim(), ...inner });
      continue;
    }
    notes.push(part);
  }
  return { periods, notes };
}
