import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { ApiBody, ApiResponse } from '../routes';
import { apiRoute } from '../routes';

/**
 * Email modules. The list carries no HTML; a page that shows or previews a module reads its
 * detail. Creating a module invalidates the whole `Module` tag: any list of modules (the modules
 * pages, the campaign form) refetches, or is dropped and reloaded when next shown.
 */
export const modulesApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
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
