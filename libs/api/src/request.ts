// `@mailplan/api/request`: the base query and the calls that need no store (RTK is not loaded),
// for the shell's first pages and a remote running on its own.
export { apiRequest, performRequest, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from './base-query';
export type { ApiError, ApiRequest } from './base-query';
export { hasSession, logIn, readBrandSettings, register } from './session-requests';
