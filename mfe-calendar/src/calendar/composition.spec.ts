import { compositionRows, suggestedAdditions, SUGGESTIONS_MAX } from './composition';
import type { CalendarConcept } from './concept-types';

let id = 0;
function concept(campaignType: string, overrides: Partial<CalendarConcept> = {}): CalendarConcept {
  id += 1;
  return {
    id,
    campaignType,
    title: `${campaignType} ${id}`,
    coreMessage: '',
    selected: false,
    rejected: false,
    scheduledDate: null,
    createdAt: `2026-11-${String(10 + (id % 15)).padStart(2, '0')}T10:00:00.000Z`,
    campaignId: null,
    ...overrides,
  };
}
const selected = (type: string, o: Partial<CalendarConcept> = {}) => concept(type, { selected: true, ...o });

describe('the recommended monthly composition', () => {
  it('lists every type with its recommendation; with nothing selected the recommended types need their count', () => {
    expect(compositionRows([]).map((r) => [r.type, r.recommended, r.selected, r.status])).toEqual([
      ['product_spotlight', 2, 0, 'Needs 2 more'],
      ['education', 2, 0, 'Needs 2 more'],
      ['community', 1, 0, 'Needs 1 more'],
      ['promotion', 1, 0, 'Needs 1 more'],
      ['news', 1, 0, 'Needs 1 more'],
      ['event', 0, 0, 'Complete'],
      ['thought_leadership', 1, 0, 'Needs 1 more'],
      ['other', 0, 0, 'Complete'],
    ]);
  });

  it('counts selected, non-rejected concepts; unknown types count as other; more than recommended is complete', () => {
    const rows = compositionRows([
      selected('product_spotlight'),
      selected('product_spotlight', { rejected: true }), // rejected: not in the plan
      concept('education'), // not selected
      selected('education'),
      selected('promotion'),
      selected('promotion'),
      selected('webinar'), // unknown → other
    ]);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r]));
    expect(byType.product_spotlight).toMatchObject({ selected: 1, status: 'Needs 1 more' });
    expect(byType.education).toMatchObject({ selected: 1, status: 'Needs 1 more' });
    expect(byType.promotion).toMatchObject({ recommended: 1, selected: 2, status: 'Complete' });
    expect(byType.other).toMatchObject({ recommended: 0, selected: 1, status: 'Complete' });
  });
});

describe('Suggested Additions', () => {
  it('offers unselected, non-rejected concepts of under-represented types only', () => {
    const plan = [selected('product_spotlight'), selected('product_spotlight'), selected('education'), selected('education')];
    const wanted = concept('news');
    const suggestions = suggestedAdditions([
      ...plan,
      concept('product_spotlight'), // complete type
      concept('event'), // recommended 0
      concept('other'),
      concept('news', { rejected: true }),
      wanted,
    ]);
    expect(suggestions).toEqual([wanted]);
  });

  it(`shows at most ${SUGGESTIONS_MAX}, taking turns between the types the month is short of, the neediest first`, () => {
    const pool = [
      ...Array.from({ length: 5 }, () => concept('community')),
      ...Array.from({ length: 5 }, () => concept('education')),
      ...Array.from({ length: 5 }, () => concept('product_spotlight')),
    ];
    const suggestions = suggestedAdditions([selected('education'), ...pool]);
    expect(suggestions).toHaveLength(6);
    // product_spotlight needs 2, education 1, community 1: each round goes through them in that order.
    expect(suggestions.map((c) => c.campaignType)).toEqual([
      'product_spotlight',
      'education',
      'community',
      'product_spotlight',
      'education',
      'community',
    ]);
    expect(suggestions.every((c) => !c.selected)).toBe(true);
  });

  it('suggests nothing when the month is balanced', () => {
    const balanced = compositionRows([]).flatMap((row) => Array.from({ length: row.recommended }, () => selected(row.type)));
    expect(suggestedAdditions([...balanced, concept('education'), concept('news')])).toEqual([]);
  });

  it('treats an unknown type as other, which is never under-represented', () => {
    expect(suggestedAdditions([concept('webinar')])).toEqual([]);
  });
});
