import { api } from '@mailplan/api';
import type { AiProvidersDto } from '@mailplan/api';
import type {
  Concept,
  ConceptEditValues,
  ConceptRefinement,
  GenerateConceptsBody,
  GenerateConceptsResult,
  GenerationStart,
  ModelType,
  RefinedConcept,
} from './concept.types';

const LIST = { type: 'Concept' as const, id: 'LIST' };

/**
 * Concept endpoints, injected into the one shared API. The list is the only copy of the concepts
 * on the page: writes that answer the concept put that answer into the cached list rather than
 * refetching all of it (an organization holds about 2,000 concepts).
 */
export const conceptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConcepts: build.query<Concept[], void>({
      query: () => '/api/email-concepts',
      providesTags: [LIST],
    }),
    getConcept: build.query<Concept, number>({
      query: (id) => `/api/email-concepts/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Concept' as const, id }],
    }),
    conceptAiProviders: build.query<AiProvidersDto, void>({
      query: () => '/api/ai/providers',
      providesTags: ['AiProviders'],
    }),
    /** Starts a generation as a job: answers `{jobId}` at once (202). */
    startConceptGeneration: build.mutation<GenerationStart, GenerateConceptsBody>({
      query: (body) => ({
        url: '/api/email-concepts/generate?async=true',
        method: 'POST',
        body,
      }),
    }),
    /** Toggles `selected` at once on screen; the change is undone when the server refuses it. */
    setConceptSelected: build.mutation<Concept, { id: number; selected: boolean }>({
      query: ({ id, selected }) => ({
        url: `/api/email-concepts/${id}`,
        method: 'PATCH',
        body: { selected },
      }),
      async onQueryStarted({ id, selected }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          conceptsApi.util.updateQueryData('getConcepts', undefined, (list) => {
            const concept = list.find((c) => c.id === id);
            if (concept) concept.selected = selected;
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
      query: ({ id, rejected }) => ({
        url: `/api/email-concepts/${id}`,
        method: 'PATCH',
        body: { rejected },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data));
        } catch {
          /* the caller shows the failure */
        }
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Concept' as const, id }]),
    }),
    updateConcept: build.mutation<Concept, { id: number; body: ConceptEditValues }>({
      query: ({ id, body }) => ({
        url: `/api/email-concepts/${id}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, { type: 'Concept' as const, id }]),
    }),
    refineConcept: build.mutation<ConceptRefinement, { id: number; instructions: string; modelType: ModelType }>({
      query: ({ id, instructions, modelType }) => ({
        url: `/api/email-concepts/${id}/refine`,
        method: 'POST',
        body: { instructions, modelType },
      }),
    }),
    applyConceptRefinement: build.mutation<Concept, { id: number; refined: RefinedConcept }>({
      query: ({ id, refined }) => ({
        url: `/api/email-concepts/${id}/apply-refinement`,
        method: 'POST',
        body: refined,
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, { type: 'Concept' as const, id }]),
    }),
    linkConceptToCampaign: build.mutation<Concept, { conceptId: number; campaignId: number }>({
      query: ({ conceptId, campaignId }) => ({
        url: `/api/email-concepts/${conceptId}/link-to-campaign/${campaignId}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, error, { conceptId }) => (error ? [] : [LIST, { type: 'Concept' as const, id: conceptId }]),
    }),
    unlinkConceptFromCampaign: build.mutation<Concept, number>({
      query: (id) => ({
        url: `/api/email-concepts/${id}/unlink-from-campaign`,
        method: 'POST',
      }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(replaceInList(data));
        } catch {
          /* the caller shows the failure */
        }
      },
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Concept' as const, id }]),
    }),
  }),
});

/** Puts the server's copy of one concept into the cached list. */
function replaceInList(concept: Concept | undefined) {
  return conceptsApi.util.updateQueryData('getConcepts', undefined, (list) => {
    if (!concept || typeof concept.id !== 'number') return;
    const i = list.findIndex((c) => c.id === concept.id);
    if (i >= 0) list[i] = concept;
  });
}

/** Refreshes every cached concept after a generation added some. */
export const invalidateConcepts = () => conceptsApi.util.invalidateTags([LIST]);

export type { GenerateConceptsResult };

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
