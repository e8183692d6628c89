import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { ApiBody, ApiResponse } from '../routes';
import { apiRoute, withSearch } from '../routes';

/** A member's or an invitation's write changes the lists and the activity feed; one's own role also changes `me`. */
const MEMBER_WRITE_TAGS = [
  { type: 'Member' as const, id: 'LIST' },
  { type: 'Invitation' as const, id: 'LIST' },
  { type: 'Activity' as const, id: 'LIST' },
  'Me' as const,
];

/**
 * Members and invitations (`/api/members`, `/api/invitations`) and the invitation link's own
 * routes (`/api/auth/invitation`). docs/decisions.md#invitations
 */
export const membersApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getMembers: build.query<ApiResponse<'/api/members', 'get'>, void>({
      query: () => apiRoute('get', '/api/members'),
      providesTags: [{ type: 'Member', id: 'LIST' }],
      keepUnusedDataFor: 30,
    }),
    updateMember: build.mutation<ApiResponse<'/api/members/{id}', 'patch'>, ApiBody<'/api/members/{id}', 'patch'> & { id: number }>({
      query: ({ id, ...body }) => apiRoute('patch', '/api/members/{id}', { id }, { body }),
      invalidatesTags: (_r, error) => (error ? [] : MEMBER_WRITE_TAGS),
    }),
    removeMember: build.mutation<unknown, number>({
      query: (id) => apiRoute('delete', '/api/members/{id}', { id }),
      invalidatesTags: (_r, error) => (error ? [] : MEMBER_WRITE_TAGS),
    }),
    getInvitations: build.query<ApiResponse<'/api/invitations', 'get'>, void>({
      query: () => apiRoute('get', '/api/invitations'),
      providesTags: [{ type: 'Invitation', id: 'LIST' }],
      keepUnusedDataFor: 30,
    }),
    createInvitation: build.mutation<ApiResponse<'/api/invitations', 'post'>, ApiBody<'/api/invitations', 'post'>>({
      query: (body) => apiRoute('post', '/api/invitations', undefined, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Invitation', id: 'LIST' }, { type: 'Activity', id: 'LIST' }]),
    }),
    resendInvitation: build.mutation<ApiResponse<'/api/invitations/{id}/resend', 'post'>, number>({
      query: (id) => apiRoute('post', '/api/invitations/{id}/resend', { id }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Invitation', id: 'LIST' }, { type: 'Activity', id: 'LIST' }]),
    }),
    revokeInvitation: build.mutation<unknown, number>({
      query: (id) => apiRoute('delete', '/api/invitations/{id}', { id }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Invitation', id: 'LIST' }, { type: 'Activity', id: 'LIST' }]),
    }),
    /** What an invitation link offers (no session needed); 404 unknown, 410 expired, revoked or used. */
    getInvitationLink: build.query<ApiResponse<'/api/auth/invitation', 'get'>, string>({
      query: (token) => withSearch(apiRoute('get', '/api/auth/invitation'), { token }),
      keepUnusedDataFor: 0,
    }),
    /** Joins the invitation's organization, signed in with the invited email. */
    acceptInvitation: build.mutation<ApiResponse<'/api/auth/invitation/accept', 'post'>, string>({
      query: (token) => apiRoute('post', '/api/auth/invitation/accept', undefined, { body: { token } }),
    }),
  }),
});

export const {
  useGetMembersQuery,
  useUpdateMemberMutation,
  useRemoveMemberMutation,
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useGetInvitationLinkQuery,
  useAcceptInvitationMutation,
} = membersApi;
