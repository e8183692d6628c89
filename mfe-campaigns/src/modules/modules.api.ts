import { api } from '@mailplan/api';
import type { CreateModuleDto, ModuleDto, ModuleSummaryDto } from '@mailplan/api';

/**
 * Module endpoints, injected into the one shared API so every area sees the same cache.
 * Creating a module invalidates the whole `Module` tag: any list of modules (here or in the
 * campaign form) refetches, or is dropped and reloaded when next shown.
 */
export const modulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The list carries no HTML; a page that shows or previews a module reads its detail.
    getModules: build.query<ModuleSummaryDto[], void>({
      query: () => '/api/modules',
      providesTags: (result) => [
        { type: 'Module' as const, id: 'LIST' },
        ...(result ?? []).map((m) => ({ type: 'Module' as const, id: m.id })),
      ],
    }),
    getModule: build.query<ModuleDto, number>({
      query: (id) => `/api/modules/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Module' as const, id }],
    }),
    createModule: build.mutation<ModuleDto, CreateModuleDto>({
      query: (body) => ({ url: '/api/modules', method: 'POST', body }),
      invalidatesTags: ['Module'],
    }),
  }),
});

export const { useGetModulesQuery, useGetModuleQuery, useCreateModuleMutation } = modulesApi;
