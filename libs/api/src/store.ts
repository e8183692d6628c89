import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';

/**
 * The product's Redux store: one `api` slice, whose endpoints are declared in ./endpoints.
 * The shell creates it once; a remote running standalone creates its own.
 */
export function createAppStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
