import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { CampaignStatusDto, PublicReviewDto, ReviewerDecisionDto } from '../generated';
import { apiRoute } from '../routes';

/** An outside reviewer's page (`/api/review/{token}`): no account; the token is the only key. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getReview: build.query<PublicReviewDto, string>({
      query: (token) => apiRoute('get', '/api/review/{token}', { token }),
      providesTags: (_r, _e, token) => [{ type: 'ReviewLinks', id: `public-${token}` }],
    }),
    decideReview: build.mutation<CampaignStatusDto, { token: string } & ReviewerDecisionDto>({
      query: ({ token, ...body }) => apiRoute('post', '/api/review/{token}/decision', { token }, { body }),
      invalidatesTags: (_r, error, { token }) => (error ? [] : [{ type: 'ReviewLinks', id: `public-${token}` }]),
    }),
  }),
});

export const { useGetReviewQuery, useDecideReviewMutation } = reviewsApi;
