import { api } from '@mailplan/api';
import type { AiModelDto, AiProvidersDto, BrandSettingsDto } from '@mailplan/api';

/** Model lists are read again after 5 minutes (part 2, section 9). */
const MODEL_LIST_CACHE_SECONDS = 5 * 60;

/**
 * The brand domain's endpoints, injected into the one shared API: the brand settings record
 * (a list of zero or one), saving it (multipart), and the AI providers and Claude models the
 * generator offers. Every write refreshes the brand settings everywhere (sidebar, after-login
 * rules, the strategy screens).
 */
export const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    brandSettings: build.query<BrandSettingsDto[], void>({
      query: () => '/api/brand-settings',
      providesTags: ['BrandSettings'],
    }),
    saveBrandSettings: build.mutation<BrandSettingsDto, FormData>({
      query: (body) => ({ url: '/api/brand-settings', method: 'POST', body, timeoutMs: 120_000 }),
      invalidatesTags: ['BrandSettings'],
    }),
    brandAiProviders: build.query<AiProvidersDto, void>({
      query: () => '/api/ai/providers',
      providesTags: ['AiProviders'],
    }),
    brandAnthropicModels: build.query<AiModelDto[], void>({
      query: () => '/api/anthropic/models',
      keepUnusedDataFor: MODEL_LIST_CACHE_SECONDS,
      providesTags: ['AiModels'],
    }),
  }),
});

export const { useBrandSettingsQuery, useSaveBrandSettingsMutation, useBrandAiProvidersQuery, useBrandAnthropicModelsQuery } =
  brandApi;

/** The brand record: the first item of the list, if any. */
export function useBrand() {
  const query = useBrandSettingsQuery();
  return { ...query, brand: query.data?.[0] };
}

/** The guideline text of a record, when it has any (guidelines exist when the text is non-empty). */
export function guidelineText(brand: BrandSettingsDto | undefined): string {
  return brand?.brandGuide?.text?.trim() ? brand.brandGuide.text : '';
}
