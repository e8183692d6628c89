// The seasonal periods a brand wrote in its strategy survey ("Summer sale: June 1 - July 15",
// "November", "Winter holidays and Lunar New Year"), read as yearly date ranges where the text
// names dates. What cannot be read that way is kept as a note for every month.

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
const RANGE = new RegExp(`^(?:from\\s+)?${POINT}(?:\\s*(?:-|–|—|to|until|through|thru)\\s*(?:${POINT}|${DAY_PATTERN}))?$`, 'i');

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

/** One part of the text (`June 1 - July 15`, `November`, `Dec 15 – 31`) as a range, or null. */
export function readRange(text: string): Pick<YearlyPeriod, 'start' | 'end'> | null {
  const match = RANGE.exec(text.trim());
  if (!match) return null;
  const from = point(match.slice(1, 6));
  if (!from || !valid(from)) return null;
  let to: MonthDay | null = point(match.slice(6, 11));
  if (!to && match[11] !== undefined) to = { month: from.month, day: Number(match[11]) };
  if (to && !valid(to)) return null;
  const end = to ?? from;
  return {
    start: { month: from.month, day: from.day ?? 1 },
    end: { month: end.month, day: end.day ?? daysIn(end.month) },
  };
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
 * dates; a named season (`Summer`) is read for the brand's hemisphere. Parts with no dates become
 * notes.
 */
export function readSeasonalPeriods(text: string | null | undefined, southern = false): SeasonalPeriods {
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
    const range = readRange(dates) ?? seasonRange(dates, southern);
    if (range) {
      periods.push({ name: label || dates, ...range });
      continue;
    }
    // "Summer sale (June 1 - July 15)": dates in brackets
    const bracket = /^(.*?)\s*\(([^)]+)\)$/.exec(part);
    const inner = bracket ? readRange(bracket[2]!) : null;
    if (bracket && inner) {
      periods.push({ name: bracket[1]!.trim() || bracket[2]!.trim(), ...inner });
      continue;
    }
    notes.push(part);
  }
  return { periods, notes };
}
