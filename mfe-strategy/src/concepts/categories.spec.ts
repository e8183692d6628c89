import { conceptFixture } from '@mailplan/testing';
import { groupConcepts, keepUnchangedLists } from './categories';

describe('category lists across a change to one concept', () => {
  it('give a new list to the changed concept’s category only', () => {
    const list = [
      conceptFixture({ id: 1, campaignType: 'education' }),
      conceptFixture({ id: 2, campaignType: 'promotion' }),
      conceptFixture({ id: 3, campaignType: 'education' }),
    ];
    const before = keepUnchangedLists(undefined, groupConcepts(list, false));
    // a select toggle: one new concept object, the others as they were
    const toggled = list.map((c) => (c.id === 2 ? { ...c, selected: true } : c));
    const after = keepUnchangedLists(before, groupConcepts(toggled, false));
    expect(after.byType.education).toBe(before.byType.education);
    expect(after.byType.event).toBe(before.byType.event);
    expect(after.byType.promotion).not.toBe(before.byType.promotion);
    expect(after.byType.promotion).toEqual([toggled[1]]);
    expect(after.selected).toBe(1);
  });

  it('give a new list when a concept joins or leaves a category', () => {
    const list = [conceptFixture({ id: 1, campaignType: 'education' }), conceptFixture({ id: 2, campaignType: 'education' })];
    const before = keepUnchangedLists(undefined, groupConcepts(list, false));
    const rejected = [list[0], { ...list[1], rejected: true }];
    const after = keepUnchangedLists(before, groupConcepts(rejected, false));
    expect(after.byType.education).toEqual([list[0]]);
    expect(after.rejected).toBe(1);
  });
});
