import type { ReactElement, ReactNode } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAppStore, type AppStore } from '@mailplan/api';
import { ToastContext, ToastProvider, type ToastOptions } from '@mailplan/ui';
import { mailplanTheme } from '@mailplan/ui/components';

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted under, as the shell mounts it (e.g. `/modules/*`). */
  path?: string;
  /** The store to use; by default a fresh one from `createAppStore` (the real `api` slice). */
  store?: AppStore | null;
  /**
   * `'real'` (default) shows toasts on screen like the product; `'spy'` replaces them with a mock
   * (returned as `toast`) for tests that check what was announced.
   */
  toasts?: 'real' | 'spy';
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore | null;
  toast: jest.Mock<void, [ToastOptions]>;
  /** The router's current path (`/modules/7`). */
  currentPath: () => string | null;
}

function LocationDisplay() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders `ui` as the product does: the real store and `api` slice from `@mailplan/api`, the MUI
 * theme, toasts and a router at `route`. Pass `store: null` for components that bring their own
 * store (the shell's routes). HTTP goes to the fake API (`mockApi`).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', store, toasts = 'real' }: RenderOptions = {},
): RenderWithProvidersResult {
  const theStore = store === undefined ? createAppStore() : store;
  const toast = jest.fn<void, [ToastOptions]>();
  const withToasts = (children: ReactNode) =>
    toasts === 'spy' ? (
      <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
    ) : (
      <ToastProvider>{children}</ToastProvider>
    );
  const tree = (
    <ThemeProvider theme={mailplanTheme}>
      {withToasts(
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationDisplay />
        </MemoryRouter>,
      )}
    </ThemeProvider>
  );
  const result = render(theStore ? <Provider store={theStore}>{tree}</Provider> : tree);
  return {
    ...result,
    store: theStore,
    toast,
    currentPath: () => result.getByTestId('location').textContent,
  };
}

/** The router's current path, read from the page rendered by `renderWithProviders`. */
export const currentPath = (screen: { getByTestId: (id: string) => HTMLElement }) =>
  screen.getByTestId('location').textContent;

/** Waits until the toast spy of `toasts: 'spy'` has shown the failure `title` with `description`. */
export async function expectFailureToast(toast: jest.Mock | undefined, title: string, description: string) {
  await waitFor(() => expect(toast).toHaveBeenCalledWith({ title, description, variant: 'destructive' }));
}
