import { api, apiRoute } from '@mailplan/api';
import type { ApiBody, ApiResponse } from '@mailplan/api';

/**
 * Module endpoints, injected into the one shared API so every area sees the same cache.
 * Routes and types come from the OpenAPI document (`apiRoute`), so a renamed route fails the
 * type check. Creating a module invalidates the whole `Module` tag: any list of modules (here or
 * in the campaign form) refetches, or is dropped and reloaded when next shown.
 */
export const modulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getModules: build.query<ApiResponse<'/api/modules', 'get'>, void>({
      query: () => apiRoute('get', '/api/modules'),
      providesTags: (result) => [
        { type: 'Module' as const, id: 'LIST' },
        ...(result ?? []).map((m) => ({ type: 'Module' as const, id: m.id })),
      ],
    }),
    getModule: build.query<ApiResponse<'/api/modules/{id}', 'get'>, number>({
      query: (id) => apiRoute('get', '/api/modules/{id}', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Module' as const, id }],
    }),
    createModule: build.mutation<ApiResponse<'/api/modules', 'post'>, ApiBody<'/api/modules', 'post'>>({
      query: (body) => apiRoute('post', '/api/modules', undefined, { body }),
      invalidatesTags: ['Module'],
    }),
  }),
});

export const { useGetModulesQuery, useGetModuleQuery, useCreateModuleMutation } = modulesApi;
