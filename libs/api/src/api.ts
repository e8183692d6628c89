import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The one RTK Query API of the product. Its endpoints are declared once, one file per API domain
 * in `./endpoints/` (`api.injectEndpoints`), and every area (the shell and each remote) uses the
 * hooks exported from `@mailplan/api`: one cache, one store, and tags that every area shares, so a
 * write in one area refreshes what the others show.
 * Cache defaults from the spec: data never goes stale, no retries, no refetch on focus, no polling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery(),
  tagTypes: ['Me', 'Module', 'Campaign', 'Concept', 'BrandSettings', 'AiModels', 'AiProviders', 'Activity', 'OrganizationSettings', 'CampaignComments', 'ReviewLinks', 'CalendarFeed', 'CalendarShare', 'CalendarSettings', 'CalendarPlaceholder', 'Member', 'Invitation'],
  keepUnusedDataFor: 60 * 60 * 24,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/** AI answers may take a while with a real provider (the demo model answers at once). */
export const AI_TIMEOUT_MS = 120_000;
