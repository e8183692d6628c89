import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { ApiBody, ApiResponse } from '../routes';
import { apiRoute } from '../routes';

/** Organizations and their members (`/api/organizations`, `/api/users/{id}`). */
export const organizationsApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    createOrganization: build.mutation<ApiResponse<'/api/organizations', 'post'>, ApiBody<'/api/organizations', 'post'>>({
      query: (body) => apiRoute('post', '/api/organizations', undefined, { body }),
    }),
    updateUser: build.mutation<ApiResponse<'/api/users/{id}', 'patch'>, ApiBody<'/api/users/{id}', 'patch'> & { id: number }>({
      query: ({ id, ...body }) => apiRoute('patch', '/api/users/{id}', { id }, { body }),
    }),
  }),
});

export const { useCreateOrganizationMutation, useUpdateUserMutation } = organizationsApi;
