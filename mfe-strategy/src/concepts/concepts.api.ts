import { freeze, original } from '@reduxjs/toolkit';
import { api, apiRoute } from '@mailplan/api';
import type { AiProvidersDto } from '@mailplan/api';
import type {
  Concept,
  ConceptEditValues,
  ConceptRefinement,
  GenerateConceptsBody,
  GenerationStart,
  ModelType,
  RefinedConcept,
} from './concept.types';

const LIST = { type: 'Concept' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'Concept' as const, id });

/**
 * Concept endpoints, injected into the one shared API. The list is the only copy of the concepts
 * on the page: a write that answers the concept puts that answer into the cached list instead of
 * refetching all of it (an organization holds about 2,000 concepts).
 */
export const conceptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConcepts: build.query<Concept[], void>({
      query: () => apiRoute('get', '/api/email-concepts'),
      // frozen (deeply, in one pass) before the store takes it: Immer then skips the 2,000 concepts
      // when storing the list and when a change to one of them is stored
      transformResponse: (list: Concept[]) => freeze(list, true),
      providesTags: [LIST],
    }),
    getConcept: build.query<Concept, number>({
      query: (id) => apiRoute('get', '/api/email-concepts/{id}', { id }),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    conceptAiProviders: build.query<AiProvidersDto, void>({
      query: () => apiRoute('get', '/api/ai/providers'),
      providesTags: ['AiProviders'],
    }),
    /** Starts a generation as a job: answers `{jobId}` at once (202); the page follows the job. */
    startConceptGeneration: build.mutation<GenerationStart, GenerateConceptsBody>({
      query: (body) => {
        const req = apiRoute('post', '/api/email-concepts/generate', undefined, { body });
        return { ...req, url: `${req.url}?async=true` };
      },
    }),
    /** Toggles `selected` on screen at once; the change is undone when the server refuses it. */
    setConceptSelected: build.mutation<Concept, { id: number; selected: boolean }>({
      query: ({ id, selected }) => apiRoute('patch', '/api/email-concepts/{id}', { id }, { body: { selected } }),
      async onQueryStarted({ id, selected }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          conceptsApi.util.updateQueryData('getConcepts', undefined, (list) => {
            const i = indexOfConcept(list, id);
            if (i >= 0) list[i].selected = selected;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data));
        } catch {
          patch.undo();
        }
      },
    }),
    setConceptRejected: build.mutation<Concept, { id: number; rejected: boolean }>({
      query: ({ id, rejected }) => apiRoute('patch', '/api/email-concepts/{id}', { id }, { body: { rejected } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(replaceInList(data));
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [one(id)]),
    }),
    updateConcept: build.mutation<Concept, { id: number; body: ConceptEditValues }>({
      query: ({ id, body }) => apiRoute('patch', '/api/email-concepts/{id}', { id }, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(replaceInList(data));
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [one(id)]),
    }),
    refineConcept: build.mutation<ConceptRefinement, { id: number; instructions: string; modelType: ModelType }>({
      query: ({ id, instructions, modelType }) =>
        apiRoute('post', '/api/email-concepts/{id}/refine', { id }, { body: { instructions, modelType } }),
    }),
    applyConceptRefinement: build.mutation<Concept, { id: number; refined: RefinedConcept }>({
      query: ({ id, refined }) =>
        apiRoute('post', '/api/email-concepts/{id}/apply-refinement', { id }, { body: refined }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(replaceInList(data));
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [one(id)]),
    }),
    /** Used after a campaign is created from a concept; no control on the concepts page calls it. */
    linkConceptToCampaign: build.mutation<Concept, { conceptId: number; campaignId: number }>({
      query: ({ conceptId, campaignId }) =>
        apiRoute('post', '/api/email-concepts/{conceptId}/link-to-campaign/{campaignId}', { conceptId, campaignId }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(replaceInList(data));
      },
      invalidatesTags: (_r, error, { conceptId }) => (error ? [] : [one(conceptId)]),
    }),
    unlinkConceptFromCampaign: build.mutation<Concept, number>({
      query: (id) => apiRoute('post', '/api/email-concepts/{id}/unlink-from-campaign', { id }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
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
function indexOfConcept(list: Concept[], id: number): number {
  return (original(list) ?? list).findIndex((c) => c.id === id);
}

/** Puts the server's copy of one concept into the cached list (nothing when the write failed). */
function replaceInList(concept: Concept | undefined) {
  return conceptsApi.util.updateQueryData('getConcepts', undefined, (list) => {
    if (!concept || typeof concept.id !== 'number') return;
    const i = indexOfConcept(list, concept.id);
    if (i >= 0) list[i] = concept;
  });
}

/** Reloads the concept list after a generation added concepts. */
export const invalidateConcepts = () => conceptsApi.util.invalidateTags([LIST]);

export const {
  useGetConceptsQuery,
  useGetConceptQuery,
  useConceptAiProvidersQuery,
  useStartConceptGenerationMutation,
  useSetConceptSelectedMutation,
  useSetConceptRejectedMutation,
  useUpdateConceptMutation,
  useRefineConceptMutation,
  useApplyConceptRefinementMutation,
  useLinkConceptToCampaignMutation,
  useUnlinkConceptFromCampaignMutation,
} = conceptsApi;
