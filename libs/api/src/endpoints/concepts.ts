import { freeze, original } from '@reduxjs/toolkit';
import { AI_TIMEOUT_MS, api } from '../api';
import type { ConceptContentDto, ConceptDto, GenerateConceptsDto, JobStartedDto, RefinementResultDto } from '../generated';
import { apiRoute, withSearch, type ApiBody } from '../routes';

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
const one = (id: number) => ({ type: 'Concept' as const, id });

/**
 * Email concepts, for every screen that shows them (the concepts pages, the calendar, a campaign
 * made from a concept). The list is the one copy of the concepts in the store: a write puts the
 * server's answer into the cached list instead of refetching all of it (an organization holds
 * about 2,000 concepts), and invalidates that concept, so an open detail or dialog reads it again
 * whichever area wrote it.
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
      async onQueryStarted({ id, changes, optimistic }, { dispatch, queryFulfilled }) {
        const patch = optimistic
          ? dispatch(
              conceptsApi.util.updateQueryData('getConcepts', undefined, (list) => {
                const i = indexOfConcept(list, id);
                // the shown fields; strategic alignment may be sent as JSON text and is not shown in a list
                const { strategicAlignment: _text, ...shown } = changes;
                if (i >= 0) Object.assign(list[i], shown);
              }),
            )
          : undefined;
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data));
        } catch {
          patch?.undo();
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
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(replaceInList(data));
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [one(id)]),
    }),
    /** After a campaign is created from a concept. */
    linkConceptToCampaign: build.mutation<ConceptDto, { conceptId: number; campaignId: number }>({
      query: ({ conceptId, campaignId }) =>
        apiRoute('post', '/api/email-concepts/{conceptId}/link-to-campaign/{campaignId}', { conceptId, campaignId }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(replaceInList(data));
      },
      invalidatesTags: (_r, error, { conceptId }) => (error ? [] : [one(conceptId)]),
    }),
    unlinkConceptFromCampaign: build.mutation<ConceptDto, number>({
      query: (id) => apiRoute('post', '/api/email-concepts/{id}/unlink-from-campaign', { id }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(replaceInList(data));
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

/** Puts the server's copy of one concept into the cached list (nothing when the write failed). */
function replaceInList(concept: ConceptDto | undefined) {
  return conceptsApi.util.updateQueryData('getConcepts', undefined, (list) => {
    if (!concept || typeof concept.id !== 'number') return;
    const i = indexOfConcept(list, concept.id);
    if (i >= 0) list[i] = concept;
  });
}

/** Reloads the concept list (after a generation added concepts). */
export const invalidateConcepts = () => conceptsApi.util.invalidateTags([LIST]);

export const {
  useGetConceptsQuery,
  useGetConceptQuery,
  useStartConceptGenerationMutation,
  useUpdateConceptMutation,
  useRefineConceptMutation,
  useApplyConceptRefinementMutation,
  useLinkConceptToCampaignMutation,
  useUnlinkConceptFromCampaignMutation,
} = conceptsApi;
