import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The one RTK Query API of the product. Each feature (in the shell or a remote) adds its
 * endpoints with `api.injectEndpoints`, so every area shares one cache and one store.
 * Cache defaults from the spec: data never goes stale, no retries, no refetch on focus, no polling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery(),
  tagTypes: ['Me', 'Module', 'Campaign', 'Concept', 'BrandSettings', 'AiModels', 'AiProviders'],
  keepUnusedDataFor: 60 * 60 * 24,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
