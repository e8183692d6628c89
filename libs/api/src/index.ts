export { api } from './api';
export { apiBaseQuery, apiRequest, performRequest, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from './base-query';
export type { ApiError, ApiRequest } from './base-query';
export { dropEarlyReads, EARLY_READ_MAX_AGE_MS, offerEarlyRead } from './early-reads';
export { createAppStore } from './store';
export type { AppStore, AppDispatch, RootState } from './store';
// The request and response types of every endpoint, generated from the API's OpenAPI document.
export type * from './generated';
export { apiRoute } from './routes';
export type { ApiBody, ApiMethod, ApiMethodsOf, ApiPath, ApiPathParams, ApiResponse } from './routes';
