import Holidays from 'date-holidays';
import { CALENDAR_REGIONS, SELLING_COUNTRIES, regionsOf } from '@mailplan/shared';
import { blackFriday, calendarEvents, cyberMonday } from './calendar-events.js';
import { readRange, readSeasonalPeriods } from './seasonal-periods.js';

const NO_SEASONS = { periods: [], notes: [] };
const on = (events: ReturnType<typeof calendarEvents>, name: string) => events.filter((e) => e.name === name).map((e) => e.start);

describe('Black Friday and Cyber Monday', () => {
  // the day after the fourth Thursday of November, checked against a published list
  const EXPECTED: Record<number, string> = {
    2025: '2025-11-28',
    2026: '2026-11-27',
    2027: '2027-11-26',
    2028: '2028-11-24',
    2029: '2029-11-23',
    2030: '2030-11-29',
    2031: '2031-11-28',
    2032: '2032-11-26',
    2033: '2033-11-25',
    2034: '2034-11-24',
    2035: '2035-11-23',
  };
  it.each(Object.entries(EXPECTED))('%s: %s', (year, date) => {
    expect(blackFriday(Number(year))).toBe(date);
    // a Friday, the day after US Thanksgiving as date-holidays computes it
    expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(5);
    const thanksgiving = new Holidays('US').getHolidays(Number(year)).find((h) => h.name === 'Thanksgiving Day')!;
    expect(thanksgiving.date.slice(0, 10)).toBe(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10));
  });

  it('Cyber Monday is the Monday after', () => {
    expect(cyberMonday(2026)).toBe('2026-11-30');
    expect(cyberMonday(2030)).toBe('2030-12-02');
  });
});

describe('calendarEvents', () => {
  it('public holidays of several countries and years, merged by day and name', () => {
    const events = calendarEvents({ from: '2026-12-01', to: '2027-05-31', countries: ['US', 'GB'], seasons: NO_SEASONS });
    const christmas = events.find((e) => e.kind === 'holiday' && e.name === 'Christmas Day')!;
    expect(christmas).toMatchObject({ start: '2026-12-25', end: '2026-12-25', countries: ['US', 'GB'] });
    expect(on(events, 'Boxing Day')).toEqual(['2026-12-26']);
    expect(events.find((e) => e.name === 'Boxing Day')!.countries).toEqual(['GB']);
    expect(on(events, 'Martin Luther King Jr. Day')).toEqual(['2027-01-18']);
    expect(on(events, 'Good Friday')).toEqual(['2027-03-26']);
    expect(on(events, 'Memorial Day')).toEqual(['2027-05-31']);
  });

  it.each([
    ['DE', 2028, 'Whit Monday', '2028-06-05'],
    ['FR', 2030, 'Bastille Day', '2030-07-14'],
    ['JP', 2027, 'Marine Day', '2027-07-19'],
    ['AU', 2029, 'Australia Day', '2029-01-26'],
    ['CA', 2031, 'Canada Day', '2031-07-01'],
    ['US', 2035, 'Thanksgiving Day', '2035-11-22'],
  ])('%s %i: %s on %s', (country, year, name, date) => {
    const events = calendarEvents({ from: `${year}-01-01`, to: `${year}-12-31`, countries: [country], seasons: NO_SEASONS });
    expect(events.filter((e) => e.kind === 'holiday' && e.name === name).map((e) => e.start)).toContain(date);
  });

  it("Mother's and Father's Day by country, from the holiday library", () => {
    const events = calendarEvents({ from: '2027-01-01', to: '2027-12-31', countries: ['US', 'GB'], seasons: NO_SEASONS });
    const mothers = events.filter((e) => e.name === "Mother's Day");
    expect(mothers.map((e) => [e.start, e.countries])).toEqual([
      ['2027-03-07', ['GB']],
      ['2027-05-09', ['US']],
    ]);
    expect(events.filter((e) => e.name === "Father's Day").map((e) => [e.start, e.countries])).toEqual([['2027-06-20', ['US', 'GB']]]);
    expect(events.filter((e) => e.name === "Valentine's Day").map((e) => e.start)).toEqual(['2027-02-14']);
  });

  it('retail moments every year', () => {
    const events = calendarEvents({ from: '2032-01-01', to: '2032-12-31', countries: ['US'], seasons: NO_SEASONS });
    expect(on(events, 'Black Friday')).toEqual(['2032-11-26']);
    expect(on(events, 'Cyber Monday')).toEqual(['2032-11-29']);
    expect(on(events, "Singles' Day")).toEqual(['2032-11-11']);
    expect(on(events, 'Boxing Day sales')).toEqual(['2032-12-26']);
    expect(events.find((e) => e.name === 'Back to school')).toMatchObject({ start: '2032-08-01', end: '2032-09-15', kind: 'retail' });
    expect(events.find((e) => e.name === 'End-of-year holidays')).toMatchObject({ start: '2032-12-15', end: '2032-12-31' });
  });

  it('back to school in the southern hemisphere starts the year', () => {
    const events = calendarEvents({ from: '2030-01-01', to: '2030-12-31', countries: ['AU'], seasons: NO_SEASONS });
    expect(events.filter((e) => e.name === 'Back to school').map((e) => [e.start, e.end])).toEqual([['2030-01-15', '2030-02-15']]);
  });

  it('only what touches the range', () => {
    const events = calendarEvents({ from: '2026-11-22', to: '2026-11-28', countries: ['US'], seasons: NO_SEASONS });
    expect(events.map((e) => e.name)).toEqual(['Thanksgiving Day', 'Black Friday', 'Small Business Saturday']);
  });

  it('seasonal periods as yearly ranges (across a year end) and notes for each month', () => {
    const seasons = readSeasonalPeriods('Summer sale: June 1 - July 15\nHoliday gifting: Dec 10 – Jan 5\nLunar New Year');
    const events = calendarEvents({ from: '2026-12-01', to: '2027-01-31', countries: [], seasons });
    expect(events.filter((e) => e.kind === 'season').map((e) => [e.name, e.start, e.end])).toEqual([
      ['Holiday gifting', '2026-12-10', '2027-01-05'],
    ]);
    expect(events.filter((e) => e.kind === 'note').map((e) => [e.name, e.start, e.end])).toEqual([
      ['Lunar New Year', '2026-12-01', '2026-12-31'],
      ['Lunar New Year', '2027-01-01', '2027-01-31'],
    ]);
  });

  it('every country a brand may choose is one the holiday library knows', () => {
    const known = Object.keys(new Holidays().getCountries('en'));
    expect(SELLING_COUNTRIES.filter((c) => !known.includes(c))).toEqual([]);
  });
});

describe("each country's own English names and retail moments", () => {
  const year2026 = (country: string) => calendarEvents({ from: '2026-01-01', to: '2026-12-31', countries: [country], seasons: NO_SEASONS });
  // [country, kind, name, day in 2026]: the main holidays and shopping days as the country calls them
  it.each([
    ['US', 'holiday', 'Labor Day', '2026-09-07'],
    ['US', 'holiday', 'Memorial Day', '2026-05-25'],
    ['US', 'holiday', 'Thanksgiving Day', '2026-11-26'],
    ['US', 'retail', 'Easter Sunday', '2026-04-05'],
    ['US', 'retail', 'Halloween', '2026-10-31'],
    ['US', 'retail', 'Small Business Saturday', '2026-11-28'],
    ['US', 'retail', "St. Patrick's Day", '2026-03-17'],
    ['GB', 'holiday', 'Early May bank holiday', '2026-05-04'],
    ['GB', 'holiday', 'Boxing Day', '2026-12-26'],
    ['GB', 'retail', "Mother's Day", '2026-03-15'],
    ['GB', 'retail', 'Easter Sunday', '2026-04-05'],
    ['GB', 'retail', 'Halloween', '2026-10-31'],
    ['IE', 'holiday', "St. Patrick's Day", '2026-03-17'],
    ['IE', 'holiday', 'August Bank Holiday', '2026-08-03'],
    ['IE', 'holiday', 'October Bank Holiday', '2026-10-26'],
    ['IE', 'holiday', "St. Stephen's Day", '2026-12-26'],
    ['CA', 'holiday', 'Canada Day', '2026-07-01'],
    ['CA', 'holiday', 'Labour Day', '2026-09-07'],
    ['CA', 'retail', 'Halloween', '2026-10-31'],
    ['AU', 'holiday', 'Australia Day', '2026-01-26'],
    ['AU', 'holiday', 'Anzac Day', '2026-04-25'],
    ['AU', 'retail', "Father's Day", '2026-09-06'],
    ['NZ', 'holiday', 'Waitangi Day', '2026-02-06'],
    ['NZ', 'holiday', 'Labour Day', '2026-10-26'],
    ['NZ', 'retail', "Mother's Day", '2026-05-10'],
    ['NZ', 'retail', "Father's Day", '2026-09-06'],
    ['DE', 'holiday', 'German Unity Day', '2026-10-03'],
    ['DE', 'retail', "Father's Day", '2026-05-14'],
    ['AT', 'holiday', 'Austrian National Day', '2026-10-26'],
    ['AT', 'holiday', 'Labour Day', '2026-05-01'],
    ['CH', 'holiday', 'Swiss National Day', '2026-08-01'],
    ['BE', 'holiday', 'Belgian National Day', '2026-07-21'],
    ['BE', 'retail', 'Saint Nicholas', '2026-12-06'],
    ['NL', 'holiday', "King's Day", '2026-04-27'],
    ['NL', 'retail', "St Nicholas' Eve", '2026-12-05'],
    ['FR', 'holiday', 'Bastille Day', '2026-07-14'],
    ['FR', 'retail', "Mother's Day", '2026-05-31'],
    ['FR', 'retail', "Father's Day", '2026-06-21'],
    ['ES', 'holiday', 'National Day of Spain', '2026-10-12'],
    ['ES', 'holiday', 'Constitution Day', '2026-12-06'],
    ['ES', 'retail', "Father's Day", '2026-03-19'],
    ['IT', 'holiday', 'Republic Day', '2026-06-02'],
    ['IT', 'retail', "Father's Day", '2026-03-19'],
    ['PT', 'holiday', 'Portugal Day', '2026-06-10'],
    ['PT', 'holiday', 'Republic Day', '2026-10-05'],
    ['GR', 'holiday', 'Ohi Day', '2026-10-28'],
    ['GR', 'holiday', 'Easter Sunday', '2026-04-12'],
    ['MX', 'holiday', 'Independence Day', '2026-09-16'],
    ['MX', 'retail', "Father's Day", '2026-06-21'],
    ['BR', 'holiday', 'Independence Day', '2026-09-07'],
    ['BR', 'retail', "Lovers' Day", '2026-06-12'],
    ['JP', 'holiday', 'Marine Day', '2026-07-20'],
    ['JP', 'retail', "Mother's Day", '2026-05-10'],
    ['JP', 'retail', 'Halloween', '2026-10-31'],
    ['IN', 'holiday', 'Independence Day', '2026-08-15'],
    ['IN', 'retail', "Mother's Day", '2026-05-10'],
    ['SG', 'holiday', 'National Day', '2026-08-09'],
    ['ZA', 'holiday', 'Freedom Day', '2026-04-27'],
    ['TN', 'holiday', 'Republic Day', '2026-07-25'],
  ])('%s: %s %s on %s', (country, kind, name, date) => {
    expect(year2026(country).filter((e) => e.name === name).map((e) => [e.kind, e.start, e.countries])).toEqual([[kind, date, [country]]]);
  });

  it.each([
    ['US', ['Labour Day', 'Day after Thanksgiving Day', 'Tax Day']],
    ['DE', ['National Holiday', 'Tag der Deutschen Einheit']],
    ['ES', ['Fiesta Nacional de España']],
    ['CH', ['Vätertag', 'Bundesfeiertag']],
  ])('%s shows none of %j', (country, names) => {
    expect(year2026(country).filter((e) => names.includes(e.name))).toEqual([]);
  });

  it('no country of the list shows a generic or untranslated name', () => {
    const local = /^National Holiday$|Fiesta|Día |Fête|Journée|\wtag\b|Implantação|Restauração|[^\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{M}\p{S}\p{Lm}]/u;
    const found = SELLING_COUNTRIES.flatMap((country) => year2026(country).filter((e) => local.test(e.name)).map((e) => `${country}: ${e.name}`));
    expect(found).toEqual([]);
    // and the regions of the main markets
    const inRegions = ['GB', 'DE', 'AU', 'CA', 'ES', 'CH', 'US', 'NZ'].flatMap((country) =>
      Object.keys(CALENDAR_REGIONS[country]!.regions).flatMap((region) =>
        calendarEvents({ from: '2026-01-01', to: '2026-12-31', countries: [country], regions: { [country]: region }, seasons: NO_SEASONS })
          .filter((e) => e.kind === 'holiday' && local.test(e.name))
          .map((e) => `${country}-${region}: ${e.name}`),
      ),
    );
    expect(inRegions).toEqual([]);
  });
});

describe('regions', () => {
  const shown = (country: string, region: string | null, name: string) =>
    calendarEvents({ from: '2026-01-01', to: '2026-12-31', countries: [country], regions: region ? { [country]: region } : {}, seasons: NO_SEASONS })
      .filter((e) => e.name === name && e.kind === 'holiday')
      .map((e) => e.start);

  it.each([
    // [country, region, holiday, its days in 2026]
    ['GB', 'ENG', 'Summer bank holiday', ['2026-08-31']],
    ['GB', 'WLS', 'Summer bank holiday', ['2026-08-31']],
    ['GB', 'SCT', 'Summer bank holiday', ['2026-08-03']],
    ['GB', 'SCT', "St Andrew's Day", ['2026-11-30']],
    ['GB', 'ENG', "St Andrew's Day", []],
    ['GB', 'NIR', "St Patrick's Day", ['2026-03-17']],
    ['GB', null, 'Summer bank holiday', []],
    ['DE', 'NW', 'Corpus Christi', ['2026-06-04']],
    ['DE', 'BE', 'Corpus Christi', []],
    ['DE', 'BY', 'Epiphany', ['2026-01-06']],
    ['AU', 'NSW', "King's Birthday", ['2026-06-08']],
    ['CA', 'ON', 'Family Day', ['2026-02-16']],
    ['CA', 'QC', 'Saint-Jean-Baptiste Day', ['2026-06-24']],
    ['US', 'CA', 'César Chávez Day', ['2026-03-31']],
    ['US', 'CA', 'Labor Day', ['2026-09-07']],
    ['US', 'CA', 'Labour Day', []],
    ['ES', 'AN', 'Andalusia Day', ['2026-02-28']],
    ['ES', 'MD', 'Constitution Day (observed)', ['2026-12-07']],
    ['CH', 'GE', 'Swiss National Day', ['2026-08-01']],
    ['CH', 'BE', "Berchtold's Day", ['2026-01-02']],
  ])('%s-%s: %s on %j', (country, region, name, days) => {
    expect(shown(country, region, name)).toEqual(days);
  });

  it('a brand uses its chosen region, else the one most people live in, else the whole country', () => {
    expect(regionsOf(['GB', 'DE', 'US', 'FR', 'IE'], [])).toEqual({ GB: 'ENG', DE: 'NW' });
    expect(regionsOf(['GB', 'US'], ['GB-SCT', 'US-NY', 'DE-BY'])).toEqual({ GB: 'SCT', US: 'NY' });
  });

  it('every region is one the holiday library knows, with holidays of its own, and each default is one of its regions', () => {
    const library = new Holidays();
    for (const [country, { default: preferred, regions }] of Object.entries(CALENDAR_REGIONS)) {
      expect([country, Object.keys(regions).filter((r) => !(r in (library.getStates(country, 'en') ?? {})))]).toEqual([country, []]);
      if (preferred) expect(Object.keys(regions)).toContain(preferred);
    }
  });
});

describe('readSeasonalPeriods', () => {
  it.each([
    ['June 1 - July 15', { start: { month: 5, day: 1 }, end: { month: 6, day: 15 } }],
    ['November', { start: { month: 10, day: 1 }, end: { month: 10, day: 30 } }],
    ['Nov-Dec', { start: { month: 10, day: 1 }, end: { month: 11, day: 31 } }],
    ['Dec 15 – 31', { start: { month: 11, day: 15 }, end: { month: 11, day: 31 } }],
    ['1 March to 15 April', { start: { month: 2, day: 1 }, end: { month: 3, day: 15 } }],
    ['from Sept 1st through October 10th', { start: { month: 8, day: 1 }, end: { month: 9, day: 10 } }],
    ['February 14', { start: { month: 1, day: 14 }, end: { month: 1, day: 14 } }],
  ])('%s', (text, range) => {
    expect(readRange(text)).toEqual(range);
  });

  it.each(['Winter holidays and Lunar New Year', 'June 31', 'whenever stock arrives', '', '7-14', '31/02 - 05/03', '14/13', '7-32 Feb'])('no dates in %j', (text) => {
    expect(readRange(text)).toBeNull();
  });

  const range = (m1: number, d1: number, m2: number, d2: number) => ({ start: { month: m1 - 1, day: d1 }, end: { month: m2 - 1, day: d2 } });
  // [text, read day first (outside the US), read month first (the US)]
  it.each([
    ['7-14 Feb', range(2, 7, 2, 14), range(2, 7, 2, 14)],
    ['2-9 September', range(9, 2, 9, 9), range(9, 2, 9, 9)],
    ['2nd to 9th of September', range(9, 2, 9, 9), range(9, 2, 9, 9)],
    ['28 – 31 Dec', range(12, 28, 12, 31), range(12, 28, 12, 31)],
    ['Feb 7th - Feb 14th', range(2, 7, 2, 14), range(2, 7, 2, 14)],
    ['7 Feb - 14 Feb', range(2, 7, 2, 14), range(2, 7, 2, 14)],
    ['14/02 - 21/02', range(2, 14, 2, 21), range(2, 14, 2, 21)],
    ['02/14 - 02/21', range(2, 14, 2, 21), range(2, 14, 2, 21)],
    ['01/06 - 15/07', range(6, 1, 7, 15), range(6, 1, 7, 15)],
    ['06/01 - 07/15', range(6, 1, 7, 15), range(6, 1, 7, 15)],
    ['03/04 - 10/04', range(4, 3, 4, 10), range(3, 4, 10, 4)],
    ['14.02. - 21.02.', range(2, 14, 2, 21), range(2, 14, 2, 21)],
    // one order for the whole range: 24/12 is day first, so 01/12 is too
    ['01/12/2026 to 24/12/2026', range(12, 1, 12, 24), range(12, 1, 12, 24)],
    ['11/11', range(11, 11, 11, 11), range(11, 11, 11, 11)],
    ['05/06', range(6, 5, 6, 5), range(5, 6, 5, 6)],
  ])('%s', (text, dayFirst, monthFirst) => {
    expect(readRange(text, true)).toEqual(dayFirst);
    expect(readRange(text, false)).toEqual(monthFirst);
  });

  it('day-first periods of the survey are periods, not notes', () => {
    expect(readSeasonalPeriods('Valentine edit: 7-14 Feb\n2-9 September\nSpring: 14/02 - 21/02')).toEqual({
      periods: [
        { name: 'Valentine edit', ...range(2, 7, 2, 14) },
        { name: '2-9 September', ...range(9, 2, 9, 9) },
        { name: 'Spring', ...range(2, 14, 2, 21) },
      ],
      notes: [],
    });
    expect(readSeasonalPeriods('Launch: 03/04 - 10/04', false, false).periods).toEqual([{ name: 'Launch', ...range(3, 4, 10, 4) }]);
  });

  it('names, lists, seasons and notes', () => {
    expect(readSeasonalPeriods('- Summer sale: June 1 - July 15\n- November; Black Friday week\nSummer')).toEqual({
      periods: [
        { name: 'Summer sale', start: { month: 5, day: 1 }, end: { month: 6, day: 15 } },
        { name: 'November', start: { month: 10, day: 1 }, end: { month: 10, day: 30 } },
        { name: 'Summer', start: { month: 5, day: 1 }, end: { month: 7, day: 31 } },
      ],
      notes: ['Black Friday week'],
    });
    expect(readSeasonalPeriods('Summer', true).periods[0]).toMatchObject({ start: { month: 11, day: 1 }, end: { month: 1, day: 29 } });
    expect(readSeasonalPeriods('Spring launch (March 15 - April 30)').periods[0]).toMatchObject({ name: 'Spring launch', start: { month: 2, day: 15 } });
  });
});
