import { original } from '@reduxjs/toolkit';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { CAMPAIGN_TYPES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import { AI_TIMEOUT_MS, api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { ApiError, ApiMeta } from '../base-query';
import type { ConceptContentDto, ConceptCountDto, ConceptDto, GenerateConceptsDto, JobStartedDto, RefinementResultDto } from '../generated';
import {
  CONCEPT_COUNTS_REQUEST,
  CONCEPT_PAGE_SIZE,
  conceptPageRequest,
  plannedConceptsRequest,
  suggestibleConceptsRequest,
  UNSCHEDULED_PAGE_SIZE,
  unscheduledConceptsRequest,
} from '../pages';
import { apiRoute, withSearch, type ApiBody } from '../routes';

export { CONCEPT_PAGE_SIZE, UNSCHEDULED_PAGE_SIZE } from '../pages';

/**
 * How many concepts one category holds, as the concepts page counts them: `total` every concept
 * (rejected ones included), `rejected` the rejected ones, `selected` the selected ones that are
 * not rejected (a rejected concept takes no part in the plan, selected or not).
 */
export interface ConceptCategoryCount {
  total: number;
  selected: number;
  rejected: number;
}
export type ConceptCounts = Record<CampaignType, ConceptCategoryCount>;

/** The concepts of one category an open card reads, a page at a time (`rejected: false` leaves the rejected out). */
export interface ConceptCategoryArgs {
  campaignType: CampaignType;
  rejected?: false;
}
/** One page of a category and how many concepts it matches in all. */
export interface ConceptPage {
  items: ConceptDto[];
  total: number;
}
export type ConceptPages = InfiniteData<ConceptPage, number>;

/** Days the calendar shows, `yyyy-mm-dd`, both included. */
export interface ConceptRange {
  from: string;
  to: string;
}

/** The newest unselected concepts of each category asked for (Suggested Additions picks from them). */
export type SuggestibleConcepts = Partial<Record<CampaignType, ConceptDto[]>>;
/** Concepts of one category Suggested Additions may show: as many as it shows in all. */
export const SUGGESTIBLE_PER_CATEGORY = 6;

/** What `PATCH /api/email-concepts/{id}` changes: any of the concept's editable fields. */
export type ConceptChanges = ApiBody<'/api/email-concepts/{id}', 'patch'>;

/** One change to a concept (`updateConcept`). */
export interface ConceptUpdate {
  id: number;
  changes: ConceptChanges;
  /** Shows the change in every cached copy at once (a toggle, a calendar drop); undone when the server refuses it. */
  optimistic?: boolean;
}

/** What a refinement is asked for: instructions and the AI provider that writes it. */
export type ConceptRefineRequest = ApiBody<'/api/email-concepts/{id}/refine', 'post'> & { id: number };
/** The AI provider a generation or refinement uses. */
export type ConceptModelType = ConceptRefineRequest['modelType'];

/** Paging by offset, `size` rows a page, until the pages hold all `X-Total-Count` rows. */
const offsetPages = (size: number) => ({
  initialPageParam: 0,
  getNextPageParam: (lastPage: ConceptPage, _all: unknown, lastOffset: number) => (lastOffset + size < lastPage.total ? lastOffset + size : undefined),
});
/** One page of a paged concept read and how many concepts it matches in all. */
const toConceptPage = (items: ConceptDto[], meta: ApiMeta | undefined): ConceptPage => ({ items, total: meta?.totalCount ?? items.length });

const COUNTS = { type: 'Concept' as const, id: 'COUNTS' };
const PLANNED = { type: 'Concept' as const, id: 'PLANNED' };
const UNSCHEDULED = { type: 'Concept' as const, id: 'UNSCHEDULED' };
const SUGGESTIBLE = { type: 'Concept' as const, id: 'SUGGESTIBLE' };
const category = (type: CampaignType) => ({ type: 'Concept' as const, id: `CATEGORY:${type}` });
const one = (id: number) => ({ type: 'Concept' as const, id });

/**
 * Email concepts, for every screen that shows them (the concepts pages, the calendar, a campaign
 * made from a concept), each read bounded by what the screen shows, never the whole history: the
 * concepts page reads the counts per category and, for an open category, its concepts a page at a
 * time; the calendar reads the planned concepts of the days it shows, its Unscheduled Content a
 * page at a time, the counts (its composition) and a few concepts to suggest. A write puts the
 * server's answer into every cached copy (each category's pages, each range of days, Unscheduled
 * Content, the suggestions) and moves the counts, instead of refetching (an organization holds
 * thousands of concepts), and invalidates that concept, so an open detail or dialog reads it again
 * whichever area wrote it. An optimistic write shows in all of them at once and is undone in all
 * of them when the server refuses it.
 */
export const conceptsApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    /**
     * The planned concepts (selected, not rejected) scheduled on the days from `from` to `to`: all
     * of them, read PLANNED_PAGE_SIZE at a time (one request for any plan a team could send).
     */
    getPlannedConcepts: build.query<ConceptDto[], ConceptRange>({
      async queryFn(range, _api, _extra, baseQuery) {
        const items: ConceptDto[] = [];
        for (;;) {
          const answer = await baseQuery(plannedConceptsRequest(range, items.length));
          if (answer.error) return { error: answer.error as ApiError };
          const page = answer.data as ConceptDto[];
          items.push(...page);
          const total = (answer.meta as ApiMeta | undefined)?.totalCount ?? items.length;
          if (page.length === 0 || items.length >= total) break;
        }
        return { data: items };
      },
      providesTags: [PLANNED],
    }),
    /** The calendar's Unscheduled Content: planned concepts with no date, oldest first, a page at a time ('Show more'). */
    getUnscheduledConcepts: build.infiniteQuery<ConceptPage, void, number>({
      infiniteQueryOptions: offsetPages(UNSCHEDULED_PAGE_SIZE),
      query: ({ pageParam }) => unscheduledConceptsRequest(pageParam),
      transformResponse: toConceptPage,
      providesTags: [UNSCHEDULED],
    }),
    /**
     * The newest unselected, not rejected concepts of each of `types` (SUGGESTIBLE_PER_CATEGORY
     * each, one small read per category, side by side): what Suggested Additions picks from. The
     * argument is an object: RTK Query lists array arguments of cached queries flattened.
     */
    getSuggestibleConcepts: build.query<SuggestibleConcepts, { types: readonly CampaignType[] }>({
      async queryFn({ types }, _api, _extra, baseQuery) {
        const answers = await Promise.all(types.map((type) => baseQuery(suggestibleConceptsRequest(type, SUGGESTIBLE_PER_CATEGORY))));
        const failed = answers.find((a) => a.error);
        if (failed) return { error: failed.error as ApiError };
        return { data: Object.fromEntries(types.map((type, i) => [type, answers[i].data as ConceptDto[]])) as SuggestibleConcepts };
      },
      providesTags: [SUGGESTIBLE],
    }),
    /**
     * How many concepts each category holds, as the concepts page counts them (ConceptCounts):
     * `GET /api/email-concepts/counts`, and beside it the selected concepts that were rejected
     * afterwards (a handful, read at once), which the page does not count as selected.
     */
    getConceptCounts: build.query<ConceptCounts, void>({
      query: () => CONCEPT_COUNTS_REQUEST,
      transformResponse: (rows: ConceptCountDto[]) => {
        const byType = Object.fromEntries(CAMPAIGN_TYPES.map((t) => [t, { total: 0, selected: 0, rejected: 0 }])) as ConceptCounts;
        for (const row of rows) {
          const count = byType[normalizeCampaignType(row.campaignType)];
          count.total += row.total;
          count.selected += row.selected;
          count.rejected += row.rejected;
        }
        return byType;
      },
      providesTags: [COUNTS],
    }),
    /**
     * The concepts of one category, oldest first, a page of CONCEPT_PAGE_SIZE at a time: the
     * first page when a card opens, the next on 'Show more' (`fetchNextPage`).
     */
    getConceptPages: build.infiniteQuery<ConceptPage, ConceptCategoryArgs, number>({
      infiniteQueryOptions: offsetPages(CONCEPT_PAGE_SIZE),
      query: ({ queryArg, pageParam }) => conceptPageRequest({ ...queryArg, limit: CONCEPT_PAGE_SIZE, offset: pageParam }),
      transformResponse: toConceptPage,
      providesTags: (_r, _e, { campaignType }) => [category(campaignType)],
    }),
    getConcept: build.query<ConceptDto, number>({
      query: (id) => apiRoute('get', '/api/email-concepts/{id}', { id }),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    /** Starts a generation as a job: answers `{jobId}` at once (202); follow it with `useJob`. */
    startConceptGeneration: build.mutation<JobStartedDto, GenerateConceptsDto>({
      query: (body) => withSearch(apiRoute('post', '/api/email-concepts/generate', undefined, { body }), { async: true }),
    }),
    updateConcept: build.mutation<ConceptDto, ConceptUpdate>({
      query: ({ id, changes }) => apiRoute('patch', '/api/email-concepts/{id}', { id }, { body: changes }),
      async onQueryStarted({ id, changes, optimistic }, { dispatch, getState, queryFulfilled }) {
        const before = cachedConcept(getState() as ConceptsState, id);
        // the shown fields; strategic alignment may be sent as JSON text and is not shown in a list
        const { strategicAlignment: _text, ...shown } = changes;
        const guess = before && optimistic ? ({ ...before, ...shown } as ConceptDto) : undefined;
        const patches = guess ? putEverywhere(dispatch, getState() as ConceptsState, guess, before) : [];
        try {
          const { data } = await queryFulfilled;
          // the server's copy in place of the guess; the counts move from what they show now
          putEverywhere(dispatch, getState() as ConceptsState, data, guess ?? before);
          if (!before) dispatch(conceptsApi.util.invalidateTags([COUNTS, UNSCHEDULED, SUGGESTIBLE]));
          // a concept that left or joined paged reads: those pages are read again, so that the
          // next page starts where it should
          else dispatch(conceptsApi.util.invalidateTags(movedReads(before, data)));
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [one(id)]),
    }),
    /** The refined version beside the original; nothing is saved until it is applied. */
    refineConcept: build.mutation<RefinementResultDto, ConceptRefineRequest>({
      query: ({ id, instructions, modelType }) =>
        apiRoute('post', '/api/email-concepts/{id}/refine', { id }, { body: { instructions, modelType }, timeoutMs: AI_TIMEOUT_MS }),
    }),
    applyConceptRefinement: build.mutation<ConceptDto, { id: number; refined: ConceptContentDto }>({
      query: ({ id, refined }) => apiRoute('post', '/api/email-concepts/{id}/apply-refinement', { id }, { body: refined }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        replaceEverywhere(dispatch, getState, data);
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [one(id)]),
    }),
    /** After a campaign is created from a concept. */
    linkConceptToCampaign: build.mutation<ConceptDto, { conceptId: number; campaignId: number }>({
      query: ({ conceptId, campaignId }) =>
        apiRoute('post', '/api/email-concepts/{conceptId}/link-to-campaign/{campaignId}', { conceptId, campaignId }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        replaceEverywhere(dispatch, getState, data);
      },
      invalidatesTags: (_r, error, { conceptId }) => (error ? [] : [one(conceptId)]),
    }),
    unlinkConceptFromCampaign: build.mutation<ConceptDto, number>({
      query: (id) => apiRoute('post', '/api/email-concepts/{id}/unlink-from-campaign', { id }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        replaceEverywhere(dispatch, getState, data);
      },
      invalidatesTags: (_r, error, id) => (error ? [] : [one(id)]),
    }),
  }),
});

type ConceptsState = Parameters<typeof conceptsApi.util.selectCachedArgsForQuery>[0];
type Dispatch = (action: ReturnType<typeof conceptsApi.util.updateQueryData>) => { undo(): void };

/** Concept `id` as the store holds it now, wherever a screen read it. */
function cachedConcept(state: ConceptsState, id: number): ConceptDto | undefined {
  const byId = (c: ConceptDto) => c.id === id;
  for (const arg of conceptsApi.util.selectCachedArgsForQuery(state, 'getConceptPages')) {
    for (const page of conceptsApi.endpoints.getConceptPages.select(arg)(state).data?.pages ?? []) {
      const found = page.items.find(byId);
      if (found) return found;
    }
  }
  for (const range of conceptsApi.util.selectCachedArgsForQuery(state, 'getPlannedConcepts')) {
    const found = conceptsApi.endpoints.getPlannedConcepts.select(range)(state).data?.find(byId);
    if (found) return found;
  }
  for (const page of conceptsApi.endpoints.getUnscheduledConcepts.select()(state).data?.pages ?? []) {
    const found = page.items.find(byId);
    if (found) return found;
  }
  for (const types of conceptsApi.util.selectCachedArgsForQuery(state, 'getSuggestibleConcepts')) {
    for (const list of Object.values(conceptsApi.endpoints.getSuggestibleConcepts.select(types)(state).data ?? {})) {
      const found = list?.find(byId);
      if (found) return found;
    }
  }
  return undefined;
}

/** A concept that takes part in the plan: selected and not rejected. */
function isPlannedConcept(c: Pick<ConceptDto, 'selected' | 'rejected'>): boolean {
  return c.selected && !c.rejected;
}

/** Whether `c` is among the planned concepts of a range of days. */
function inRange(c: ConceptDto, { from, to }: ConceptRange): boolean {
  return isPlannedConcept(c) && !!c.scheduledDate && c.scheduledDate >= from && c.scheduledDate <= to;
}

/** Whether `c` is in the calendar's Unscheduled Content. */
function isUnscheduled(c: ConceptDto): boolean {
  return isPlannedConcept(c) && !c.scheduledDate;
}

/** Whether `c` may be suggested. */
function isSuggestible(c: ConceptDto): boolean {
  return !c.selected && !c.rejected;
}

/** `list` with `concept` in place of its copy, taken out, or put in by id, as `belongs` says. */
function placed(list: readonly ConceptDto[], concept: ConceptDto, belongs: boolean): ConceptDto[] | undefined {
  const i = list.findIndex((c) => c.id === concept.id);
  if (i >= 0) return belongs ? list.map((c, j) => (j === i ? concept : c)) : list.filter((_, j) => j !== i);
  if (!belongs) return undefined;
  const at = list.findIndex((c) => c.id > concept.id);
  return at < 0 ? [...list, concept] : [...list.slice(0, at), concept, ...list.slice(at)];
}

/** The paged reads a change from `before` to `after` adds the concept to or takes it from: read again after the write. */
function movedReads(before: ConceptDto, after: ConceptDto) {
  const tags = movedCategories(before, after).map(category);
  if (isUnscheduled(before) !== isUnscheduled(after)) tags.push(UNSCHEDULED);
  if (isSuggestible(before) !== isSuggestible(after)) tags.push(SUGGESTIBLE);
  return tags;
}

/** What one concept adds to its category's counts. */
function share(c: ConceptDto): ConceptCategoryCount {
  return { total: 1, selected: c.selected && !c.rejected ? 1 : 0, rejected: c.rejected ? 1 : 0 };
}

/** The categories whose pages a change from `before` to `after` adds the concept to or takes it from. */
function movedCategories(before: ConceptDto, after: ConceptDto): CampaignType[] {
  const from = normalizeCampaignType(before.campaignType);
  const to = normalizeCampaignType(after.campaignType);
  if (from !== to) return [from, to];
  return before.rejected !== after.rejected ? [to] : [];
}

/**
 * Puts `concept` into every cached copy that holds it (the whole list, each category's pages) and
 * moves the counts from what `was` added to what it adds now. Answers the patches, to undo them.
 */
function putEverywhere(dispatch: Dispatch, state: ConceptsState, concept: ConceptDto | undefined, was: ConceptDto | undefined) {
  if (!concept || typeof concept.id !== 'number') return [];
  const patches: { undo(): void }[] = [];
  // the calendar's days: in the ranges that hold its date, out of the others
  for (const range of conceptsApi.util.selectCachedArgsForQuery(state, 'getPlannedConcepts')) {
    patches.push(
      dispatch(
        conceptsApi.util.updateQueryData('getPlannedConcepts', range, (list) => placed(original(list) ?? list, concept, inRange(concept, range))),
      ),
    );
  }
  // Unscheduled Content: in or out as the concept is planned with no date (the pages are read
  // again once the server agrees, so that the next page starts where it should)
  if (conceptsApi.endpoints.getUnscheduledConcepts.select()(state).data) {
    patches.push(
      dispatch(
        conceptsApi.util.updateQueryData('getUnscheduledConcepts', undefined, (data) => {
          const pages = (original(data) ?? data).pages;
          const p = pages.findIndex((page) => page.items.some((c) => c.id === concept.id));
          const belongs = isUnscheduled(concept);
          const last = pages.length - 1;
          // a newcomer goes on the last page read (at its place by id when that is where it belongs)
          const target = p >= 0 ? p : belongs && last >= 0 ? last : -1;
          if (target < 0) return;
          const items = placed(pages[target].items, concept, belongs);
          if (!items) return;
          const moved = items.length - pages[target].items.length;
          data.pages[target].items = items;
          if (moved) for (const page of data.pages) page.total += moved;
        }),
      ),
    );
  }
  // suggestions: out once selected or rejected (a new one is read again with the counts)
  for (const types of conceptsApi.util.selectCachedArgsForQuery(state, 'getSuggestibleConcepts')) {
    patches.push(
      dispatch(
        conceptsApi.util.updateQueryData('getSuggestibleConcepts', types, (byType) => {
          for (const [type, list] of Object.entries(original(byType) ?? byType)) {
            if (!list?.some((c) => c.id === concept.id)) continue;
            byType[type as CampaignType] = placed(list, concept, isSuggestible(concept) && normalizeCampaignType(concept.campaignType) === type);
          }
        }),
      ),
    );
  }
  for (const arg of conceptsApi.util.selectCachedArgsForQuery(state, 'getConceptPages')) {
    patches.push(
      dispatch(
        conceptsApi.util.updateQueryData('getConceptPages', arg, (data) => {
          // looked up in the pages themselves, not their drafts (as indexOfConcept)
          (original(data) ?? data).pages.forEach((page, p) => {
            const i = page.items.findIndex((c) => c.id === concept.id);
            if (i >= 0) data.pages[p].items[i] = concept;
          });
        }),
      ),
    );
  }
  if (was) {
    patches.push(
      dispatch(
        conceptsApi.util.updateQueryData('getConceptCounts', undefined, (counts) => {
          const from = counts[normalizeCampaignType(was.campaignType)];
          const to = counts[normalizeCampaignType(concept.campaignType)];
          const old = share(was);
          const now = share(concept);
          for (const key of ['total', 'selected', 'rejected'] as const) {
            from[key] -= old[key];
            to[key] += now[key];
          }
        }),
      ),
    );
  }
  return patches;
}

/**
 * After a write that only answers the concept (a refinement applied, a link): its copy everywhere
 * and the counts moved (a link changes neither selection nor rejection, but an edit may).
 */
function replaceEverywhere(dispatch: Dispatch, getState: () => unknown, concept: ConceptDto | undefined) {
  if (!concept || typeof concept.id !== 'number') return;
  const state = getState() as ConceptsState;
  const before = cachedConcept(state, concept.id);
  putEverywhere(dispatch, state, concept, before);
  if (!before) dispatch(conceptsApi.util.invalidateTags([COUNTS]) as never);
}

/**
 * After a concept was made elsewhere (a calendar slot filled): shown at once on the calendar's
 * days that hold its date; the counts, that category's pages and the suggestions are read again.
 */
export function conceptAdded(dispatch: Dispatch, getState: () => unknown, concept: ConceptDto): void {
  putEverywhere(dispatch, getState() as ConceptsState, concept, undefined);
  dispatch(conceptsApi.util.invalidateTags([COUNTS, SUGGESTIBLE, category(normalizeCampaignType(concept.campaignType))]) as never);
}

/** Reads every concept read again: the counts, each category's pages, the calendar's (after a generation added concepts). */
export const invalidateConcepts = () =>
  conceptsApi.util.invalidateTags([COUNTS, PLANNED, UNSCHEDULED, SUGGESTIBLE, ...CAMPAIGN_TYPES.map(category)]);

export const {
  useGetPlannedConceptsQuery,
  useGetUnscheduledConceptsInfiniteQuery,
  useGetSuggestibleConceptsQuery,
  useGetConceptCountsQuery,
  useGetConceptPagesInfiniteQuery,
  useGetConceptQuery,
  useStartConceptGenerationMutation,
  useUpdateConceptMutation,
  useRefineConceptMutation,
  useApplyConceptRefinementMutation,
  useLinkConceptToCampaignMutation,
  useUnlinkConceptFromCampaignMutation,
} = conceptsApi;
