import { original } from '@reduxjs/toolkit';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { CAMPAIGN_TYPES, isPlannedConcept, isSuggestibleConcept, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
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
  /**
   * The calendar's days on screen (the `getPlannedConcepts` argument): the change shows in that
   * one list at once (a drop), and is undone there when the server refuses it.
   */
  shownOn?: ConceptRange;
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
const days = ({ from, to }: ConceptRange) => ({ type: 'Concept' as const, id: `DAYS:${from}:${to}` });
const one = (id: number) => ({ type: 'Concept' as const, id });

/**
 * Email concepts, for every screen that shows them (the concepts pages, the calendar, a campaign
 * made from a concept), each read bounded by what the screen shows, never the whole history: the
 * concepts page reads the counts per category and, for an open category, its concepts a page at a
 * time; the calendar reads the planned concepts of the days it shows, its Unscheduled Content a
 * page at a time, the counts (its composition) and a few concepts to suggest.
 *
 * The cache keeps itself right one way: every read names the concepts it holds (a tag per
 * concept), and a write, once the server answered, invalidates the reads that hold the concept and
 * those it may have joined (`readsOf`), so they are read again. Two interactions show before the
 * server answers, where the screen's speed targets need it: the calendar's drop (`shownOn`)
 * patches the one list of days on screen, and the concepts page's select switch patches its card
 * and the footer's count (`showSelection`).
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
      // a range of days is read again after any write but the calendar's own (see `updateConcept`)
      providesTags: (_list, _e, range) => [PLANNED, days(range)],
    }),
    /** The calendar's Unscheduled Content: planned concepts with no date, oldest first, a page at a time ('Show more'). */
    getUnscheduledConcepts: build.infiniteQuery<ConceptPage, void, number>({
      infiniteQueryOptions: offsetPages(UNSCHEDULED_PAGE_SIZE),
      query: ({ pageParam }) => unscheduledConceptsRequest(pageParam),
      transformResponse: toConceptPage,
      providesTags: (data) => [UNSCHEDULED, ...heldBy(data?.pages.flatMap((page) => page.items))],
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
      providesTags: (byType) => [SUGGESTIBLE, ...heldBy(Object.values(byType ?? {}).flat())],
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
      providesTags: (data, _e, { campaignType }) => [category(campaignType), ...heldBy(data?.pages.flatMap((page) => page.items))],
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
      async onQueryStarted({ id, changes, shownOn }, { dispatch, getState, queryFulfilled }) {
        if (!shownOn) {
          // the concepts page's select switch and its footer's count show at once (100 ms target)
          const shown = typeof changes.selected === 'boolean' ? showSelection(dispatch, getState() as ConceptsState, id, changes.selected) : [];
          await queryFulfilled.catch(() => shown.forEach((patch) => patch.undo()));
          return;
        }
        const patch = showOnDays(dispatch, getState() as ConceptsState, shownOn, id, changes);
        try {
          const { data } = await queryFulfilled;
          // the days on screen take the server's copy instead of being read again (a range of days
          // is read whole); other ranges of days still cached are read again when shown
          dispatch(conceptsApi.util.updateQueryData('getPlannedConcepts', shownOn, (draft) => placeOnDays(draft, data, shownOn)));
          const others = conceptsApi.util
            .selectCachedArgsForQuery(getState() as ConceptsState, 'getPlannedConcepts')
            .filter((range) => range.from !== shownOn.from || range.to !== shownOn.to);
          if (others.length) dispatch(conceptsApi.util.invalidateTags(others.map(days)));
        } catch {
          patch?.undo();
        }
      },
      invalidatesTags: (concept, error, { shownOn }) => (error || !concept ? [] : readsOf(concept).filter((tag) => !shownOn || tag !== PLANNED)),
    }),
    /** The refined version beside the original; nothing is saved until it is applied. */
    refineConcept: build.mutation<RefinementResultDto, ConceptRefineRequest>({
      query: ({ id, instructions, modelType }) =>
        apiRoute('post', '/api/email-concepts/{id}/refine', { id }, { body: { instructions, modelType }, timeoutMs: AI_TIMEOUT_MS }),
    }),
    applyConceptRefinement: build.mutation<ConceptDto, { id: number; refined: ConceptContentDto }>({
      query: ({ id, refined }) => apiRoute('post', '/api/email-concepts/{id}/apply-refinement', { id }, { body: refined }),
      invalidatesTags: (concept, error) => (error || !concept ? [] : readsOf(concept)),
    }),
    /** After a campaign is created from a concept. */
    linkConceptToCampaign: build.mutation<ConceptDto, { conceptId: number; campaignId: number }>({
      query: ({ conceptId, campaignId }) =>
        apiRoute('post', '/api/email-concepts/{conceptId}/link-to-campaign/{campaignId}', { conceptId, campaignId }),
      invalidatesTags: (concept, error) => (error || !concept ? [] : readsOf(concept)),
    }),
    unlinkConceptFromCampaign: build.mutation<ConceptDto, number>({
      query: (id) => apiRoute('post', '/api/email-concepts/{id}/unlink-from-campaign', { id }),
      invalidatesTags: (concept, error) => (error || !concept ? [] : readsOf(concept)),
    }),
  }),
});

type ConceptsState = Parameters<typeof conceptsApi.util.selectCachedArgsForQuery>[0];
type Dispatch = (action: ReturnType<typeof conceptsApi.util.updateQueryData>) => { undo(): void };

/** A tag per concept a read holds: a write to one of them reads it again. */
function heldBy(concepts: readonly ConceptDto[] | undefined) {
  return (concepts ?? []).map((c) => one(c.id));
}

/**
 * The reads to read again once the server answered a write with `concept`: those that hold it
 * (its own tag), those it may have joined as the server's rules place it (its category's pages,
 * Unscheduled Content when planned with no date, the suggestions), the calendar's days and the counts.
 */
function readsOf(concept: ConceptDto) {
  const tags = [one(concept.id), COUNTS, PLANNED, category(normalizeCampaignType(concept.campaignType))];
  if (isPlannedConcept(concept) && !concept.scheduledDate) tags.push(UNSCHEDULED);
  if (isSuggestibleConcept(concept)) tags.push(SUGGESTIBLE);
  return tags;
}

/**
 * Shows a change to concept `id` at once in the calendar's list of `range`, the one list a drop
 * needs: the board places each concept by its date, so the changed copy in that list moves the
 * card into its week, back onto Unscheduled Content (no date) or off screen. The copy comes from
 * that list or, for a card dropped from Unscheduled Content, from its pages. Returns the patch,
 * to undo it.
 */
function showOnDays(dispatch: Dispatch, state: ConceptsState, range: ConceptRange, id: number, changes: ConceptChanges) {
  const list = conceptsApi.endpoints.getPlannedConcepts.select(range)(state).data;
  if (!list) return undefined;
  const before =
    list.find((c) => c.id === id) ??
    conceptsApi.endpoints.getUnscheduledConcepts.select()(state).data?.pages.flatMap((page) => page.items).find((c) => c.id === id);
  if (!before) return undefined;
  // the shown fields; strategic alignment may be sent as JSON text and is not shown in a list
  const { strategicAlignment: _text, ...shown } = changes;
  const guess = { ...before, ...shown } as ConceptDto;
  return dispatch(
    conceptsApi.util.updateQueryData('getPlannedConcepts', range, (draft) => {
      // looked up in the list itself, not its draft (which drafts every item it reads)
      const i = (original(draft) ?? draft).findIndex((c) => c.id === id);
      if (i >= 0) draft[i] = guess;
      else draft.push(guess);
    }),
  );
}

/**
 * Shows concept `id` selected (or not) at once where the concepts page toggles it: its card in the
 * category pages that hold it, and the category's selected count the footer adds up. The server's
 * copy replaces both when the tags are invalidated; returns the patches, to undo them on a refusal.
 */
function showSelection(dispatch: Dispatch, state: ConceptsState, id: number, selected: boolean) {
  const patches: { undo(): void }[] = [];
  let shown: ConceptDto | undefined;
  for (const args of conceptsApi.util.selectCachedArgsForQuery(state, 'getConceptPages')) {
    const held = conceptsApi.endpoints.getConceptPages.select(args)(state).data?.pages.flatMap((page) => page.items).find((c) => c.id === id);
    if (!held || held.selected === selected) continue;
    shown ??= held;
    patches.push(
      dispatch(
        conceptsApi.util.updateQueryData('getConceptPages', args, (draft) => {
          for (const page of draft.pages) for (const item of page.items) if (item.id === id) item.selected = selected;
        }),
      ),
    );
  }
  // a rejected concept takes no part in the count (ConceptCategoryCount)
  if (shown && !shown.rejected) {
    const type = normalizeCampaignType(shown.campaignType);
    patches.push(
      dispatch(
        conceptsApi.util.updateQueryData('getConceptCounts', undefined, (draft) => {
          draft[type].selected += selected ? 1 : -1;
        }),
      ),
    );
  }
  return patches;
}

/**
 * Puts the server's copy of a concept into a list of days, or takes it out, as the days' read
 * would; a planned concept whose date was cleared stays (with no date, so the board shows it on
 * Unscheduled Content) until the days are read again, as Unscheduled Content's pages may not
 * hold it yet.
 */
function placeOnDays(draft: ConceptDto[], concept: ConceptDto, { from, to }: ConceptRange) {
  const i = (original(draft) ?? draft).findIndex((c) => c.id === concept.id);
  const date = concept.scheduledDate;
  const belongs = isPlannedConcept(concept) && (!date || (date >= from && date <= to));
  if (i >= 0 && belongs) draft[i] = concept;
  else if (i >= 0) draft.splice(i, 1);
  else if (belongs) draft.push(concept);
}

/** After a concept was made elsewhere (a calendar slot filled): the reads it joined are read again. */
export function conceptAdded(dispatch: Dispatch, _getState: () => unknown, concept: ConceptDto): void {
  dispatch(conceptsApi.util.invalidateTags(readsOf(concept)) as never);
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
