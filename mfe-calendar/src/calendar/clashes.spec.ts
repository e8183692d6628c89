import { findClashes, type PlannedItem } from './clashes';

const item = (key: string, date: string | null, campaignType = 'education', title = key): PlannedItem => ({ key, date, campaignType, title });
const RULES = { sameDayClash: true, promotionClash: true, promotionWindowDays: 7 };

describe('findClashes', () => {
  it('two items on the same day clash, both saying with what', () => {
    const found = findClashes([item('a', '2026-12-02'), item('b', '2026-12-02'), item('c', '2026-12-03'), item('d', null)], RULES);
    expect(Object.fromEntries(found)).toEqual({ a: ['Same day as “b”'], b: ['Same day as “a”'] });
  });

  it('two promotions fewer than the window apart clash; a week apart they do not', () => {
    const items = [item('a', '2026-12-01', 'promotion'), item('b', '2026-12-07', 'promotion'), item('c', '2026-12-14', 'promotion'), item('n', '2026-12-08', 'news')];
    expect(Object.fromEntries(findClashes(items, RULES))).toEqual({
      a: ['Another promotion within 7 days: “b”'],
      b: ['Another promotion within 7 days: “a”'],
    });
    expect(findClashes(items, { ...RULES, promotionWindowDays: 8 }).get('b')).toEqual([
      'Another promotion within 8 days: “a”',
      'Another promotion within 8 days: “c”',
    ]);
  });

  it('a rule that is off finds nothing', () => {
    const items = [item('a', '2026-12-01', 'promotion'), item('b', '2026-12-01', 'promotion')];
    expect(findClashes(items, { sameDayClash: false, promotionClash: false, promotionWindowDays: 7 }).size).toBe(0);
    expect(findClashes(items, { ...RULES, promotionClash: false }).get('a')).toEqual(['Same day as “b”']);
  });
});
