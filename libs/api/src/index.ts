export { api } from './api';
export { apiBaseQuery, apiRequest, performRequest } from './base-query';
export type { ApiError, ApiRequest } from './base-query';
export { createAppStore } from './store';
export type { AppStore, AppDispatch, RootState } from './store';
