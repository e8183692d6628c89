// `@mailplan/api`: the one RTK Query API, its endpoints declared once per API domain
// (./endpoints/<domain>.ts), and the types generated from the API's OpenAPI document. Shared as a
// singleton between the shell and the remotes: every area uses these hooks and this cache.
export { AI_TIMEOUT_MS, api } from './api';
export { performRequest, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from './base-query';
export type { ApiError, ApiRequest } from './base-query';
export { dropPrefetched } from './prefetch';
export { createAppStore } from './store';
export type { AppStore, AppDispatch, RootState } from './store';
// The request and response types of every endpoint, generated from the API's OpenAPI document.
export type * from './generated';
export { apiRoute } from './routes';
export type { ApiBody, ApiMethod, ApiMethodsOf, ApiPath, ApiPathParams, ApiResponse } from './routes';

export * from './endpoints/activity';
export * from './endpoints/ai';
export * from './endpoints/approval';
export * from './endpoints/auth';
export * from './endpoints/brand';
export * from './endpoints/calendar';
export * from './endpoints/campaigns';
export * from './endpoints/concepts';
export * from './endpoints/connections';
export * from './endpoints/jobs';
export * from './endpoints/members';
export * from './endpoints/modules';
export * from './endpoints/organizations';
export * from './endpoints/calendar-feed';
export * from './endpoints/reviews';
