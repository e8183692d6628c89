import { conceptFixture } from '@mailplan/testing';
import type { ConceptCounts } from '@mailplan/api/endpoints/concepts';
import { CAMPAIGN_TYPES, listedConcepts, listedCount, totalsOf } from './categories';

const counts = (some: Partial<ConceptCounts>): ConceptCounts =>
  ({ ...Object.fromEntries(CAMPAIGN_TYPES.map((t) => [t, { total: 0, selected: 0, rejected: 0 }])), ...some }) as ConceptCounts;

describe('the concepts page counts', () => {
  it('count the footer over every category: the selected of the concepts not rejected', () => {
    const totals = totalsOf(
      counts({ education: { total: 3, selected: 1, rejected: 1 }, promotion: { total: 2, selected: 2, rejected: 0 } }),
    );
    expect(totals).toEqual({ all: 5, active: 4, selected: 3, rejected: 1 });
    expect(totalsOf(undefined)).toEqual({ all: 0, active: 0, selected: 0, rejected: 0 });
  });

  it('list a category’s rejected concepts only when they are shown', () => {
    expect(listedCount({ total: 3, selected: 1, rejected: 1 }, false)).toBe(2);
    expect(listedCount({ total: 3, selected: 1, rejected: 1 }, true)).toBe(3);
  });
});

describe('an open category’s concepts', () => {
  it('are listed once each, of the category, rejected ones only when shown', () => {
    const a = conceptFixture({ id: 1, campaignType: 'education' });
    const moved = conceptFixture({ id: 2, campaignType: 'promotion' });
    const rejected = conceptFixture({ id: 3, campaignType: 'education', rejected: true });
    const pages = [{ items: [a, moved, rejected] }, { items: [a] }];
    expect(listedConcepts(pages, 'education', false)).toEqual([a]);
    expect(listedConcepts(pages, 'education', true)).toEqual([a, rejected]);
  });
});
