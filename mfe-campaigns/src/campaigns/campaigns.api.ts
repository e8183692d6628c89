import { api, apiRoute } from '@mailplan/api';
import type { AiProvidersDto, BrandSettingsDto, ConceptContentDto, ConceptDto, RefinementResultDto } from '@mailplan/api';
import type {
  Campaign,
  CampaignExport,
  CampaignInput,
  CampaignSummary,
  GenerateContentBody,
  GenerateContentResult,
  GeneratePreviewTextBody,
  GenerateSubjectLinesBody,
  ModelType,
  PreviewTextsResult,
  RefineContentBody,
  RefineContentResult,
  SubjectLinesResult,
  SuggestModulesBody,
  SuggestModulesResult,
} from './campaign.types';

const LIST = { type: 'Campaign' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'Campaign' as const, id });
const CONCEPT_LIST = { type: 'Concept' as const, id: 'LIST' };
const concept = (id: number) => ({ type: 'Concept' as const, id });

/** AI answers may take a while with a real provider; the demo model answers at once. */
const AI_TIMEOUT_MS = 120_000;

/**
 * Campaign endpoints, the campaign AI helpers, and the concept and brand calls the campaign form
 * makes. Injected into the one shared API; names differ from other areas' endpoints for the same
 * routes, since each remote is deployed on its own. The concept calls invalidate the `Concept`
 * tag, so the concept and calendar screens read them again.
 */
export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<CampaignSummary[], void>({
      query: () => apiRoute('get', '/api/campaigns'),
      providesTags: [LIST],
    }),
    getCampaign: build.query<Campaign, number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}', { id }),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    createCampaign: build.mutation<Campaign, CampaignInput>({
      query: (body) => apiRoute('post', '/api/campaigns', undefined, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    updateCampaign: build.mutation<Campaign, { id: number; body: CampaignInput }>({
      query: ({ id, body }) => apiRoute('patch', '/api/campaigns/{id}', { id }, { body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** The saved campaign as an email document, with its checklist. */
    getCampaignExport: build.query<CampaignExport, number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}/export', { id }),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    /** The form's unsaved campaign as an email document; stores nothing. */
    exportCampaignDraft: build.mutation<CampaignExport, CampaignInput>({
      query: (body) => apiRoute('post', '/api/campaigns/export', undefined, { body }),
    }),

    // AI helpers (part 1, section 7)
    campaignAiProviders: build.query<AiProvidersDto, void>({
      query: () => apiRoute('get', '/api/ai/providers'),
      providesTags: ['AiProviders'],
    }),
    suggestModules: build.mutation<SuggestModulesResult, SuggestModulesBody>({
      query: (body) => apiRoute('post', '/api/ai/suggest-modules', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    generateContent: build.mutation<GenerateContentResult, GenerateContentBody>({
      query: (body) => apiRoute('post', '/api/ai/generate-content', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    generateSubjectLines: build.mutation<SubjectLinesResult, GenerateSubjectLinesBody>({
      query: (body) => apiRoute('post', '/api/ai/generate-subject-lines', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    generatePreviewText: build.mutation<PreviewTextsResult, GeneratePreviewTextBody>({
      query: (body) => apiRoute('post', '/api/ai/generate-preview-text', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    refineContent: build.mutation<RefineContentResult, RefineContentBody>({
      query: (body) => apiRoute('post', '/api/ai/refine-content', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),

    // Brand tokens of the preview
    campaignBrandSettings: build.query<BrandSettingsDto[], void>({
      query: () => apiRoute('get', '/api/brand-settings'),
      providesTags: ['BrandSettings'],
    }),

    // The concept a campaign is created from
    campaignConcept: build.query<ConceptDto, number>({
      query: (id) => apiRoute('get', '/api/email-concepts/{id}', { id }),
      providesTags: (_r, _e, id) => [concept(id)],
    }),
    refineCampaignConcept: build.mutation<RefinementResultDto, { id: number; instructions: string; modelType: ModelType }>({
      query: ({ id, instructions, modelType }) =>
        apiRoute('post', '/api/email-concepts/{id}/refine', { id }, { body: { instructions, modelType }, timeoutMs: AI_TIMEOUT_MS }),
    }),
    applyCampaignConceptRefinement: build.mutation<ConceptDto, { id: number; refined: ConceptContentDto }>({
      query: ({ id, refined }) => apiRoute('post', '/api/email-concepts/{id}/apply-refinement', { id }, { body: refined }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [concept(id), CONCEPT_LIST]),
    }),
    linkConceptToNewCampaign: build.mutation<ConceptDto, { conceptId: number; campaignId: number }>({
      query: ({ conceptId, campaignId }) =>
        apiRoute('post', '/api/email-concepts/{conceptId}/link-to-campaign/{campaignId}', { conceptId, campaignId }),
      invalidatesTags: (_r, error, { conceptId }) => (error ? [] : [concept(conceptId), CONCEPT_LIST]),
    }),
  }),
});

export const {
  useGetCampaignsQuery,
  useGetCampaignQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useGetCampaignExportQuery,
  useLazyGetCampaignExportQuery,
  useExportCampaignDraftMutation,
  useCampaignAiProvidersQuery,
  useSuggestModulesMutation,
  useGenerateContentMutation,
  useGenerateSubjectLinesMutation,
  useGeneratePreviewTextMutation,
  useRefineContentMutation,
  useCampaignBrandSettingsQuery,
  useCampaignConceptQuery,
  useRefineCampaignConceptMutation,
  useApplyCampaignConceptRefinementMutation,
  useLinkConceptToNewCampaignMutation,
} = campaignsApi;
