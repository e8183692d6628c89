import { AI_TIMEOUT_MS, api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { BrandSettingsDto, GeneratedBrandGuideDto, GeneratedTextDto, JobStartedDto } from '../generated';
import { apiRoute, withSearch } from '../routes';
import { brandSettingsRequest } from '../session-requests';

/**
 * The brand domain: the brand settings record (a list of zero or one), saving it (multipart), and
 * the two long AI calls the strategy screens start as jobs (follow them with `runJob` or
 * `useJob`). Every save refreshes the brand settings everywhere (the sidebar, the after-login
 * rules, the strategy screens, the brand tokens of every preview).
 */
export const brandApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getBrandSettings: build.query<BrandSettingsDto[], void>({
      query: brandSettingsRequest,
      providesTags: ['BrandSettings'],
    }),
    /** Saves the brand kit (multipart: JSON text fields and files). */
    saveBrandSettings: build.mutation<BrandSettingsDto, FormData>({
      query: (body) => apiRoute('post', '/api/brand-settings', undefined, { body, timeoutMs: AI_TIMEOUT_MS }),
      invalidatesTags: ['BrandSettings'],
    }),
    /** Starts writing brand guidelines (`?async=true`): `{jobId}`, or the guidelines when the API answered at once. */
    startBrandGuideGeneration: build.mutation<JobStartedDto | GeneratedBrandGuideDto, FormData>({
      query: (body) => withSearch(apiRoute('post', '/api/brand-guide/generate', undefined, { body }), { async: true }),
    }),
    /** Starts writing the email strategy (`?async=true`): `{jobId}`, or the answer when the API answered at once. */
    startStrategyGeneration: build.mutation<JobStartedDto | GeneratedTextDto, FormData>({
      query: (body) => withSearch(apiRoute('post', '/api/email-strategy/generate', undefined, { body }), { async: true }),
    }),
  }),
});

export const {
  useGetBrandSettingsQuery,
  useSaveBrandSettingsMutation,
  useStartBrandGuideGenerationMutation,
  useStartStrategyGenerationMutation,
} = brandApi;

/** The brand settings record: the first item of the list, if any, with the query's state. */
export function useBrand() {
  const query = useGetBrandSettingsQuery();
  return { ...query, brand: query.data?.[0] };
}
