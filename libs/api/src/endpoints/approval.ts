import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type {
  ApproveCampaignDto,
  CampaignExportDto,
  CampaignInputDto,
  CampaignStatusDto,
  CommentDto,
  CreateCommentDto,
  CreatedReviewLinkDto,
  RequestChangesDto,
  ReviewLinkDto,
} from '../generated';
import { apiRoute } from '../routes';

const campaignTags = (id: number) => [
  { type: 'Campaign' as const, id },
  { type: 'Campaign' as const, id: 'LIST' },
  { type: 'Activity' as const, id: 'LIST' },
];
const comments = (id: number) => ({ type: 'CampaignComments' as const, id });
const links = (id: number) => ({ type: 'ReviewLinks' as const, id });

/**
 * A campaign's approval (send for review, approve, request changes), its comments, its outside
 * reviewers' share links, and the previews of its email shown inside the product (which, unlike
 * the export, never wait for approval).
 */
export const approvalApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    submitCampaignForReview: build.mutation<CampaignStatusDto, number>({
      query: (id) => apiRoute('post', '/api/campaigns/{id}/submit-for-review', { id }),
      invalidatesTags: (_r, error, id) => (error ? [] : campaignTags(id)),
    }),
    approveCampaign: build.mutation<CampaignStatusDto, { id: number } & ApproveCampaignDto>({
      query: ({ id, ...body }) => apiRoute('post', '/api/campaigns/{id}/approve', { id }, { body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...campaignTags(id), comments(id)]),
    }),
    requestCampaignChanges: build.mutation<CampaignStatusDto, { id: number } & RequestChangesDto>({
      query: ({ id, ...body }) => apiRoute('post', '/api/campaigns/{id}/request-changes', { id }, { body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...campaignTags(id), comments(id)]),
    }),

    getCampaignComments: build.query<CommentDto[], number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}/comments', { id }),
      providesTags: (_r, _e, id) => [comments(id)],
    }),
    createCampaignComment: build.mutation<CommentDto, { id: number } & CreateCommentDto>({
      query: ({ id, ...body }) => apiRoute('post', '/api/campaigns/{id}/comments', { id }, { body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [comments(id), { type: 'Activity', id: 'LIST' }]),
    }),
    deleteCampaignComment: build.mutation<void, { id: number; commentId: number }>({
      query: ({ id, commentId }) => apiRoute('delete', '/api/campaigns/{id}/comments/{commentId}', { id, commentId }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [comments(id)]),
    }),

    getReviewLinks: build.query<ReviewLinkDto[], number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}/review-links', { id }),
      providesTags: (_r, _e, id) => [links(id)],
    }),
    createReviewLink: build.mutation<CreatedReviewLinkDto, number>({
      query: (id) => apiRoute('post', '/api/campaigns/{id}/review-links', { id }),
      invalidatesTags: (_r, error, id) => (error ? [] : [links(id), { type: 'Activity', id: 'LIST' }]),
    }),
    revokeReviewLink: build.mutation<void, { id: number; linkId: number }>({
      query: ({ id, linkId }) => apiRoute('delete', '/api/campaigns/{id}/review-links/{linkId}', { id, linkId }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [links(id), { type: 'Activity', id: 'LIST' }]),
    }),

    /** The saved campaign's email and checklist, to show in the product (not an export). */
    getCampaignPreview: build.query<CampaignExportDto, number>({
      query: (id) => apiRoute('get', '/api/campaigns/{id}/preview', { id }),
      providesTags: (_r, _e, id) => [{ type: 'Campaign', id }],
    }),
    /** The form's unsaved email and checklist, to show beside the form (not an export). */
    previewCampaignDraft: build.mutation<CampaignExportDto, CampaignInputDto>({
      query: (body) => apiRoute('post', '/api/campaigns/preview', undefined, { body }),
    }),
  }),
});

export const {
  useSubmitCampaignForReviewMutation,
  useApproveCampaignMutation,
  useRequestCampaignChangesMutation,
  useGetCampaignCommentsQuery,
  useCreateCampaignCommentMutation,
  useDeleteCampaignCommentMutation,
  useGetReviewLinksQuery,
  useCreateReviewLinkMutation,
  useRevokeReviewLinkMutation,
  useGetCampaignPreviewQuery,
  usePreviewCampaignDraftMutation,
} = approvalApi;
