import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { ActivityDto, OrganizationSettingsDto, UpdateOrganizationSettingsDto } from '../generated';
import { apiRoute, withSearch } from '../routes';

/** Which entries to read: one subject's (a campaign's), or the organization's; `before` pages on. */
export interface ActivityQuery {
  subjectType?: ActivityDto['subjectType'];
  subjectId?: number;
  limit?: number;
  before?: number;
}

/** The organization's history (`/api/activity`) and its settings (`/api/organization/settings`). */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getActivity: build.query<ActivityDto[], ActivityQuery | void>({
      query: (q) => {
        const search = Object.fromEntries(Object.entries(q ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
        const request = apiRoute('get', '/api/activity');
        return Object.keys(search).length ? withSearch(request, search) : request;
      },
      providesTags: [{ type: 'Activity', id: 'LIST' }],
      keepUnusedDataFor: 30,
    }),
    getOrganizationSettings: build.query<OrganizationSettingsDto, void>({
      query: () => apiRoute('get', '/api/organization/settings'),
      providesTags: [{ type: 'OrganizationSettings', id: 'ONE' }],
    }),
    updateOrganizationSettings: build.mutation<OrganizationSettingsDto, UpdateOrganizationSettingsDto>({
      query: (body) => apiRoute('patch', '/api/organization/settings', undefined, { body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'OrganizationSettings', id: 'ONE' }, { type: 'Activity', id: 'LIST' }]),
    }),
  }),
});

export const { useGetActivityQuery, useGetOrganizationSettingsQuery, useUpdateOrganizationSettingsMutation } = activityApi;
