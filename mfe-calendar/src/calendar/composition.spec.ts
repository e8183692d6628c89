import { compositionRows, neededTypes, suggestedAdditions, SUGGESTIONS_MAX } from './composition';
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

describe('the recommended monthly composition', () => {
  it('lists every type with its recommendation; with nothing selected the recommended types need their count', () => {
    expect(compositionRows({}).map((r) => [r.type, r.recommended, r.selected, r.status])).toEqual([
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

  it('counts the selected concepts of each type; more than recommended is complete', () => {
    const rows = compositionRows({ product_spotlight: 1, education: 1, promotion: 2, other: 1 });
    const byType = Object.fromEntries(rows.map((r) => [r.type, r]));
    expect(byType.product_spotlight).toMatchObject({ selected: 1, status: 'Needs 1 more' });
    expect(byType.education).toMatchObject({ selected: 1, status: 'Needs 1 more' });
    expect(byType.promotion).toMatchObject({ recommended: 1, selected: 2, status: 'Complete' });
    expect(byType.other).toMatchObject({ recommended: 0, selected: 1, status: 'Complete' });
    expect(neededTypes(rows)).toEqual(['product_spotlight', 'education', 'community', 'news', 'thought_leadership']);
  });
});

describe('Suggested Additions', () => {
  it('offers unselected, non-rejected concepts of under-represented types only', () => {
    const rows = compositionRows({ product_spotlight: 2, education: 2 });
    const wanted = concept('news');
    const suggestions = suggestedAdditions(rows, {
      product_spotlight: [concept('product_spotlight')], // complete type
      event: [concept('event')], // recommended 0
      other: [concept('other')],
      news: [concept('news', { rejected: true }), concept('news', { selected: true }), wanted],
    });
    expect(suggestions).toEqual([wanted]);
  });

  it(`shows at most ${SUGGESTIONS_MAX}, taking turns between the types the month is short of, the neediest first`, () => {
    const rows = compositionRows({ education: 1, promotion: 1, news: 1, thought_leadership: 1 });
    const suggestions = suggestedAdditions(rows, {
      community: Array.from({ length: 5 }, () => concept('community')),
      education: Array.from({ length: 5 }, () => concept('education')),
      product_spotlight: Array.from({ length: 5 }, () => concept('product_spotlight')),
    });
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
  });

  it('takes the newest of a type first', () => {
    const older = concept('news', { createdAt: '2026-10-01T10:00:00.000Z' });
    const newer = concept('news', { createdAt: '2026-11-01T10:00:00.000Z' });
    const rows = compositionRows({ product_spotlight: 2, education: 2, community: 1, promotion: 1, thought_leadership: 1 });
    expect(suggestedAdditions(rows, { news: [older, newer] })).toEqual([newer, older]);
  });

  it('suggests nothing when the month is balanced', () => {
    const balanced = Object.fromEntries(compositionRows({}).map((row) => [row.type, row.recommended]));
    const rows = compositionRows(balanced);
    expect(neededTypes(rows)).toEqual([]);
    expect(suggestedAdditions(rows, { education: [concept('education')], news: [concept('news')] })).toEqual([]);
  });
});
