import { createAppStore, type ConceptDto } from '@mailplan/api';
import { conceptsApi } from '@mailplan/api/endpoints/concepts';
import { conceptServer } from './concept-server';
import { conceptFixture } from './fixtures';
import { deferred, mockApi, type FakeAnswer } from './mock-api';

// One store holds what several screens read of the concepts: the calendar's days, its
// Unscheduled Content and its suggestions, and the concepts page's counts and an open category.
// A change made on one screen shows at once on every other that holds the concept, and is undone
// on all of them when the server refuses it.

const DAYS = { from: '2026-11-22', to: '2027-01-02' };

function setUp(concepts: ConceptDto[]) {
  const server = conceptServer(concepts);
  const patch = deferred<FakeAnswer>();
  mockApi({
    'GET /api/email-concepts': server.list,
    'GET /api/email-concepts/counts': server.counts,
    'PATCH /api/email-concepts/7': () => patch.promise,
  });
  const store = createAppStore();
  const reads = [
    store.dispatch(conceptsApi.endpoints.getPlannedConcepts.initiate(DAYS)),
    store.dispatch(conceptsApi.endpoints.getUnscheduledConcepts.initiate()),
    store.dispatch(conceptsApi.endpoints.getSuggestibleConcepts.initiate({ types: ['education'] })),
    store.dispatch(conceptsApi.endpoints.getConceptCounts.initiate()),
    store.dispatch(conceptsApi.endpoints.getConceptPages.initiate({ campaignType: 'education', rejected: false })),
  ];
  const state = () => {
    const s = store.getState();
    return {
      days: conceptsApi.endpoints.getPlannedConcepts.select(DAYS)(s).data?.map((c) => [c.id, c.scheduledDate]),
      unscheduled: conceptsApi.endpoints.getUnscheduledConcepts.select()(s).data?.pages.flatMap((p) => p.items.map((c) => c.id)),
      unscheduledTotal: conceptsApi.endpoints.getUnscheduledConcepts.select()(s).data?.pages[0].total,
      suggestible: conceptsApi.endpoints.getSuggestibleConcepts.select({ types: ['education'] })(s).data?.education?.map((c) => c.id),
      educationSelected: conceptsApi.endpoints.getConceptCounts.select()(s).data?.education.selected,
      category: conceptsApi.endpoints.getConceptPages
        .select({ campaignType: 'education', rejected: false })(s)
        .data?.pages.flatMap((p) => p.items.map((c) => [c.id, c.selected, c.scheduledDate])),
    };
  };
  return { store, server, patch, reads, state };
}

const tea = (overrides: Partial<ConceptDto> = {}) => conceptFixture({ id: 7, campaignType: 'education', title: 'Tea school', ...overrides });

describe('the concept reads of the calendar and the concepts page, in one store', () => {
  it('a drop from Unscheduled Content onto a day shows there at once, everywhere, and is undone everywhere when refused', async () => {
    const { store, patch, reads, state } = setUp([tea({ selected: true }), conceptFixture({ id: 8, selected: true, scheduledDate: '2026-11-25' })]);
    await Promise.all(reads);
    expect(state()).toMatchObject({ days: [[8, '2026-11-25']], unscheduled: [7], unscheduledTotal: 1 });

    const move = store.dispatch(conceptsApi.endpoints.updateConcept.initiate({ id: 7, changes: { scheduledDate: '2026-12-09' }, optimistic: true }));
    expect(state()).toMatchObject({
      days: [
        [7, '2026-12-09'],
        [8, '2026-11-25'],
      ],
      unscheduled: [],
      unscheduledTotal: 0,
      category: [
        [7, true, '2026-12-09'],
        [8, true, '2026-11-25'],
      ],
    });

    patch.resolve({ status: 500, body: { message: 'Internal server error' } });
    await move;
    expect(state()).toMatchObject({
      days: [[8, '2026-11-25']],
      unscheduled: [7],
      unscheduledTotal: 1,
      category: [
        [7, true, null],
        [8, true, '2026-11-25'],
      ],
    });
  });

  it('a concept selected on the concepts page leaves the suggestions and moves the counts at once; once agreed, the new planned concept is in Unscheduled Content', async () => {
    const { store, server, patch, reads, state } = setUp([tea(), conceptFixture({ id: 9, campaignType: 'education' })]);
    await Promise.all(reads);
    expect(state()).toMatchObject({ suggestible: [9, 7], educationSelected: 0, unscheduled: [] });

    const select = store.dispatch(conceptsApi.endpoints.updateConcept.initiate({ id: 7, changes: { selected: true }, optimistic: true }));
    expect(state()).toMatchObject({ suggestible: [9], educationSelected: 1, category: [[7, true, null], [9, false, null]] });

    server.concepts[0].selected = true;
    patch.resolve({ status: 200, body: server.concepts[0] });
    await select;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state()).toMatchObject({ suggestible: [9], educationSelected: 1, unscheduled: [7], unscheduledTotal: 1 });
  });

  it('a move to a day outside the days shown takes the concept off them', async () => {
    const { store, server, patch, reads, state } = setUp([tea({ selected: true, scheduledDate: '2026-11-25' })]);
    await Promise.all(reads);
    expect(state().days).toEqual([[7, '2026-11-25']]);
    const move = store.dispatch(conceptsApi.endpoints.updateConcept.initiate({ id: 7, changes: { scheduledDate: '2027-03-03' }, optimistic: true }));
    expect(state()).toMatchObject({ days: [], unscheduled: [] });
    server.concepts[0].scheduledDate = '2027-03-03';
    patch.resolve({ status: 200, body: server.concepts[0] });
    await move;
    expect(state()).toMatchObject({ days: [], unscheduled: [] });
  });
});
