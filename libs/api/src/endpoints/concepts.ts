import { freeze, original } from '@reduxjs/toolkit';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { CAMPAIGN_TYPES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import { AI_TIMEOUT_MS, api } from '../api';
import type { ApiMeta } from '../base-query';
import type { ConceptContentDto, ConceptCountDto, ConceptDto, GenerateConceptsDto, JobStartedDto, RefinementResultDto } from '../generated';
import { CONCEPT_COUNTS_REQUEST, CONCEPT_PAGE_SIZE, conceptPageRequest } from '../pages';
import { apiRoute, withSearch, type ApiBody } from '../routes';

export { CONCEPT_PAGE_SIZE } from '../pages';

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

/** What `PATCH /api/email-concepts/{id}` changes: any of the concept's editable fields. */
export type ConceptChanges = ApiBody<'/api/email-concepts/{id}', 'patch'>;

/** One change to a concept (`updateConcept`). */
export interface ConceptUpdate {
  id: number;
  changes: ConceptChanges;
  /** Shows the change in the cached list at once (a toggle, a calendar drop); undone when the server refuses it. */
  optimistic?: boolean;
  /** Reads the whole list again once the server agrees (the calendar plans against the latest list). */
  refetchList?: boolean;
}

/** What a refinement is asked for: instructions and the AI provider that writes it. */
export type ConceptRefineRequest = ApiBody<'/api/email-concepts/{id}/refine', 'post'> & { id: number };
/** The AI provider a generation or refinement uses. */
export type ConceptModelType = ConceptRefineRequest['modelType'];

const LIST = { type: 'Concept' as const, id: 'LIST' };
const COUNTS = { type: 'Concept' as const, id: 'COUNTS' };
const category = (type: CampaignType) => ({ type: 'Concept' as const, id: `CATEGORY:${type}` });
const one = (id: number) => ({ type: 'Concept' as const, id });

/**
 * Email concepts, for every screen that shows them (the concepts pages, the calendar, a campaign
 * made from a concept). The calendar reads the whole list; the concepts page reads the counts per
 * category and, for an open category, its concepts a page at a time. A write puts the server's
 * answer into every cached copy (the list and each category's pages) and moves the counts,
 * instead of refetching (an organization holds thousands of concepts), and invalidates that
 * concept, so an open detail or dialog reads it again whichever area wrote it. An optimistic write
 * shows in all of them at once and is undone in all of them when the server refuses it.
 */
export const conceptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConcepts: build.query<ConceptDto[], void>({
      query: () => apiRoute('get', '/api/email-concepts'),
      // frozen (deeply, in one pass) before the store takes it: Immer then skips the 2,000 concepts
      // when storing the list and when a change to one of them is stored
      transformResponse: (list: ConceptDto[]) => freeze(list, true),
      providesTags: [LIST],
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
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _all, lastOffset) =>
          lastOffset + CONCEPT_PAGE_SIZE < lastPage.total ? lastOffset + CONCEPT_PAGE_SIZE : undefined,
      },
      query: ({ queryArg, pageParam }) => conceptPageRequest({ ...queryArg, limit: CONCEPT_PAGE_SIZE, offset: pageParam }),
      transformResponse: (items: ConceptDto[], meta: ApiMeta | undefined) => ({ items, total: meta?.totalCount ?? items.length }),
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
          if (!before) dispatch(conceptsApi.util.invalidateTags([COUNTS]));
          // a concept that left or joined a category's pages: those pages are read again, so
          // that the next page starts where it should
          const left = before ? movedCategories(before, data) : [];
          if (left.length) dispatch(conceptsApi.util.invalidateTags(left.map(category)));
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_r, error, { id, refetchList }) => (error ? [] : refetchList ? [one(id), LIST] : [one(id)]),
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

/**
 * Where concept `id` is in the cached list, looked up in the list itself rather than in its
 * draft: reading a draft's items makes a draft of each one read (2,000 of them for a late id).
 */
function indexOfConcept(list: ConceptDto[], id: number): number {
  return (original(list) ?? list).findIndex((c) => c.id === id);
}

type ConceptsState = Parameters<typeof conceptsApi.util.selectCachedArgsForQuery>[0];
type Dispatch = (action: ReturnType<typeof conceptsApi.util.updateQueryData>) => { undo(): void };

/** Concept `id` as the store holds it now: from a category's pages, else from the whole list. */
function cachedConcept(state: ConceptsState, id: number): ConceptDto | undefined {
  for (const arg of conceptsApi.util.selectCachedArgsForQuery(state, 'getConceptPages')) {
    const pages = conceptsApi.endpoints.getConceptPages.select(arg)(state).data?.pages ?? [];
    for (const page of pages) {
      const found = page.items.find((c) => c.id === id);
      if (found) return found;
    }
  }
  const list = conceptsApi.endpoints.getConcepts.select()(state).data;
  return list?.find((c) => c.id === id);
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
  const patches = [dispatch(replaceInList(concept))];
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

/** Puts the server's copy of one concept into the cached list (nothing when the write failed). */
function replaceInList(concept: ConceptDto | undefined) {
  return conceptsApi.util.updateQueryData('getConcepts', undefined, (list) => {
    if (!concept || typeof concept.id !== 'number') return;
    const i = indexOfConcept(list, concept.id);
    if (i >= 0) list[i] = concept;
  });
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
 * After a concept was made elsewhere and put into the whole list (a calendar slot filled): the
 * concepts page's counts and that category's pages are read again when next shown.
 */
export const conceptAdded = (concept: Pick<ConceptDto, 'campaignType'>) =>
  conceptsApi.util.invalidateTags([COUNTS, category(normalizeCampaignType(concept.campaignType))]);

/** Reloads the concept list, the counts and every category's pages (after a generation added concepts). */
export const invalidateConcepts = () => conceptsApi.util.invalidateTags([LIST, COUNTS, ...CAMPAIGN_TYPES.map(category)]);

export const {
  useGetConceptsQuery,
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
