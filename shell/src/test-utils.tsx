import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider } from 'react-redux';
import { createAppStore } from '@mailplan/api';
import { ToastProvider } from '@mailplan/ui';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}
type Handler = FakeAnswer | ((init?: RequestInit) => FakeAnswer | Promise<FakeAnswer>);

/** Replaces fetch with a table of `METHOD /path` answers; an unknown request fails the test. */
export function mockFetch(routes: Record<string, Handler>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const { status, body } = typeof route === 'function' ? await route(init) : route;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(text),
      text: async () => text,
    } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `ui` at `route` with toasts, a fresh store and a router; the current path is in `location`. */
export function renderAt(ui: ReactElement, { route = '/', path = '*', withStore = true } = {}) {
  const store = createAppStore();
  const tree = (
    <ToastProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationDisplay />
      </MemoryRouter>
    </ToastProvider>
  );
  const result = render(withStore ? <Provider store={store}>{tree}</Provider> : tree);
  return { ...result, store };
}

export const currentPath = (screen: { getByTestId: (id: string) => HTMLElement }) => screen.getByTestId('location').textContent;
