import { createAppStore, type ConceptDto } from '@mailplan/api';
import { conceptsApi } from '@mailplan/api/endpoints/concepts';
import { conceptServer } from './concept-server';
import { conceptFixture } from './fixtures';
import { deferred, mockApi, type FakeAnswer } from './mock-api';

// One store holds what several screens read of the concepts: the calendar's days, its
// Unscheduled Content and its suggestions, and the concepts page's counts and an open category.
// A write, once the server agrees, has every read that holds the concept or may now hold it read
// again; only a calendar drop shows before that, in the one list of days on screen, which then
// takes the server's copy, and is undone there when the server refuses it.

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

/** Lets the store's reads that a write invalidated arrive. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the concept reads of the calendar and the concepts page, in one store', () => {
  it('a drop from Unscheduled Content onto a day shows in the days on screen at once, and only there; refused, it is undone', async () => {
    const { store, patch, reads, state } = setUp([tea({ selected: true }), conceptFixture({ id: 8, selected: true, scheduledDate: '2026-11-25' })]);
    await Promise.all(reads);
    const before = state();
    expect(before).toMatchObject({ days: [[8, '2026-11-25']], unscheduled: [7], unscheduledTotal: 1 });

    const move = store.dispatch(conceptsApi.endpoints.updateConcept.initiate({ id: 7, changes: { scheduledDate: '2026-12-09' }, shownOn: DAYS }));
    expect(state()).toEqual({
      ...before,
      days: [
        [8, '2026-11-25'],
        [7, '2026-12-09'],
      ],
    });

    patch.resolve({ status: 500, body: { message: 'Internal server error' } });
    await move;
    await settled();
    expect(state()).toEqual(before);
  });

  it('an agreed drop puts the server\'s copy in the days on screen; Unscheduled Content and the category are read again', async () => {
    const { store, server, patch, reads, state } = setUp([tea({ selected: true }), conceptFixture({ id: 8, selected: true, scheduledDate: '2026-11-25' })]);
    await Promise.all(reads);
    const move = store.dispatch(conceptsApi.endpoints.updateConcept.initiate({ id: 7, changes: { scheduledDate: '2026-12-09' }, shownOn: DAYS }));
    server.concepts[0].scheduledDate = '2026-12-09';
    patch.resolve({ status: 200, body: server.concepts[0] });
    await move;
    await settled();
    expect(state()).toMatchObject({
      days: [
        [8, '2026-11-25'],
        [7, '2026-12-09'],
      ],
      unscheduled: [],
      unscheduledTotal: 0,
      category: [
        [7, true, '2026-12-09'],
        [8, true, '2026-11-25'],
      ],
    });
  });

  it('a concept selected on the concepts page shows at once in its category and the count, and nowhere else until the server agrees; then the suggestions, counts, category and Unscheduled Content are read again', async () => {
    const { store, server, patch, reads, state } = setUp([tea(), conceptFixture({ id: 9, campaignType: 'education' })]);
    await Promise.all(reads);
    const before = state();
    expect(before).toMatchObject({ suggestible: [9, 7], educationSelected: 0, unscheduled: [] });

    const select = store.dispatch(conceptsApi.endpoints.updateConcept.initiate({ id: 7, changes: { selected: true } }));
    // the switch and the footer's count (the page's 100 ms target); the calendar's reads wait
    expect(state()).toEqual({ ...before, educationSelected: 1, category: [[7, true, null], [9, false, null]] });

    server.concepts[0].selected = true;
    patch.resolve({ status: 200, body: server.concepts[0] });
    await select;
    await settled();
    expect(state()).toMatchObject({ suggestible: [9], educationSelected: 1, unscheduled: [7], unscheduledTotal: 1, category: [[7, true, null], [9, false, null]] });
  });

  it('a move to a day outside the days read takes the concept off them once the server agrees', async () => {
    const { store, server, patch, reads, state } = setUp([tea({ selected: true, scheduledDate: '2026-11-25' })]);
    await Promise.all(reads);
    expect(state().days).toEqual([[7, '2026-11-25']]);
    const move = store.dispatch(conceptsApi.endpoints.updateConcept.initiate({ id: 7, changes: { scheduledDate: '2027-03-03' }, shownOn: DAYS }));
    // the board places cards by date: a date past the weeks shown is off screen at once
    expect(state().days).toEqual([[7, '2027-03-03']]);
    server.concepts[0].scheduledDate = '2027-03-03';
    patch.resolve({ status: 200, body: server.concepts[0] });
    await move;
    await settled();
    expect(state()).toMatchObject({ days: [], unscheduled: [] });
  });
});
