import { AI_TIMEOUT_MS, api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type {
  CampaignDto,
  CampaignEmlDto,
  CampaignExportDto,
  CampaignInputDto,
  CampaignSummaryDto,
  GenerateContentDto,
  GenerateContentResultDto,
  GeneratePreviewTextDto,
  GenerateSubjectLinesDto,
  PreviewTextsResultDto,
  RefineContentDto,
  RefineContentResultDto,
  SubjectLinesResultDto,
  SuggestModulesDto,
  SuggestModulesResultDto,
  UpdateCampaignDto,
} from '../generated';
import type { ApiMeta } from '../base-query';
import { campaignPageRequest, type CampaignPageArgs } from '../pages';
import { apiRoute, withSearch } from '../routes';

export type { CampaignPageArgs } from '../pages';
/** A page of the campaign table and how many campaigns match in all. */
export interface CampaignPage {
  items: CampaignSummaryDto[];
  total: number;
}

/** Fields the API fills with its default when they are left out. */
type Defaulted<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** The body of POST /api/campaigns, PATCH /api/campaigns/{id} and POST /api/campaigns/export, as the form sends it. */
export type CampaignInput = Required<CampaignInputDto>;
/**
 * The body of PATCH /api/campaigns/{id} from the form: the campaign and the version it started
 * from (a stale one answers 409 with the stored copy; docs/decisions.md#edit-conflicts).
 */
export type CampaignUpdate = CampaignInput & Pick<UpdateCampaignDto, 'version'>;
/** As the spec's calls send it: goal and modelType (the brand context is the server's default). */
export type SuggestModulesBody = Defaulted<SuggestModulesDto, 'brandContext'>;
/** As the spec's calls send it, without a brand context. */
export type RefineContentBody = Defaulted<RefineContentDto, 'brandContext'>;

const LIST = { type: 'Campaign' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'Campaign' as const, id });

/**
 * Campaigns, their export, and the campaign form's AI writing helpers (`/api/ai/suggest-modules`
 * and the others, served by the campaign domain; they may take up to AI_TIMEOUT_MS).
 */
export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    /** The rows of the campaigns named (`ids` separated by commas): a screen's few linked campaigns. */
    getCampaignsByIds: build.query<CampaignSummaryDto[], string>({
      query: (ids) => withSearch(apiRoute('get', '/api/campaigns'), { ids }),
      providesTags: [LIST],
    }),
    /** One page of the campaign table, ordered and searched by the server, with how many match. */
    getCampaignPage: build.query<CampaignPage, CampaignPageArgs>({
      query: campaignPageRequest,
      transformResponse: (items: CampaignSummaryDto[], meta: ApiMeta | undefined) => ({ items, total: meta?.totalCount ?? items.length }),
      providesTags: [LIST],
    }),
    getCampaign: build.query<CampaignDto, number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}', { id }),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    createCampaign: build.mutation<CampaignDto, CampaignInput>({
      query: (body) => apiRoute('post', '/api/campaigns', undefined, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    updateCampaign: build.mutation<CampaignDto, { id: number; body: CampaignUpdate }>({
      query: ({ id, body }) => apiRoute('patch', '/api/campaigns/{id}', { id }, { body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** The saved campaign as an email document, with its checklist. */
    getCampaignExport: build.query<CampaignExportDto, number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}/export', { id }),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    /** The form's unsaved campaign as an email document; stores nothing. */
    exportCampaignDraft: build.mutation<CampaignExportDto, CampaignInput>({
      query: (body) => apiRoute('post', '/api/campaigns/export', undefined, { body }),
    }),
    /** The saved campaign as a draft message file (.eml); read when the user asks for it. */
    exportCampaignEml: build.mutation<CampaignEmlDto, number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}/export/eml', { id }),
    }),
    /** The form's unsaved campaign as a draft message file (.eml); stores nothing. */
    exportCampaignDraftEml: build.mutation<CampaignEmlDto, CampaignInput>({
      query: (body) => apiRoute('post', '/api/campaigns/export/eml', undefined, { body }),
    }),

    // The campaign form's AI helpers (the spec's calls)
    suggestModules: build.mutation<SuggestModulesResultDto, SuggestModulesBody>({
      query: (body) => apiRoute('post', '/api/ai/suggest-modules', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    generateContent: build.mutation<GenerateContentResultDto, GenerateContentDto>({
      query: (body) => apiRoute('post', '/api/ai/generate-content', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    generateSubjectLines: build.mutation<SubjectLinesResultDto, GenerateSubjectLinesDto>({
      query: (body) => apiRoute('post', '/api/ai/generate-subject-lines', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    generatePreviewText: build.mutation<PreviewTextsResultDto, GeneratePreviewTextDto>({
      query: (body) => apiRoute('post', '/api/ai/generate-preview-text', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
    refineContent: build.mutation<RefineContentResultDto, RefineContentBody>({
      query: (body) => apiRoute('post', '/api/ai/refine-content', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
    }),
  }),
});

export const {
  useGetCampaignPageQuery,
  useGetCampaignsByIdsQuery,
  useGetCampaignQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useGetCampaignExportQuery,
  useLazyGetCampaignExportQuery,
  useExportCampaignDraftMutation,
  useExportCampaignEmlMutation,
  useExportCampaignDraftEmlMutation,
  useSuggestModulesMutation,
  useGenerateContentMutation,
  useGenerateSubjectLinesMutation,
  useGeneratePreviewTextMutation,
  useRefineContentMutation,
} = campaignsApi;
