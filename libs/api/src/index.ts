// `@mailplan/api`: the core of the one RTK Query API, shared as a singleton between the shell and
// the remotes: the `api` (one `createApi`), its base query, the store, the tag types and the route
// helpers. One store and one cache for every area, so a write in one area refreshes what the
// others show.
//
// The endpoints are NOT here: each API domain is its own subpath, `@mailplan/api/endpoints/<domain>`
// (./endpoints/<domain>.ts), which is not shared. It adds its endpoints to this `api` at run time
// (`api.injectEndpoints`), so a remote bundles the current definitions of the endpoints it uses and
// can deploy a new endpoint without the shell being rebuilt (docs/architecture.md, "Deploying a
// micro-frontend alone"). Anything added here is only there once the shell is rebuilt.
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
