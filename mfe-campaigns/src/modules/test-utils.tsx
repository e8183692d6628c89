import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { api } from '@mailplan/api';
import { ToastContext, type ToastOptions } from '@mailplan/ui';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import ModulesArea from './ModulesArea';
import type { ModuleDto, ModuleSummaryDto } from '@mailplan/api';

/** What a route of the fake server answers: a status and a JSON body, or a promise of one. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}
type Handler = (init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>;

function fakeResponse({ status, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/**
 * Replaces global fetch with a tiny router: keys are `METHOD /path`. Unknown requests fail the
 * test loudly. Returns the mock so tests can inspect calls.
 */
export function mockFetch(routes: Record<string, Handler | FakeAnswer>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const answer = typeof route === 'function' ? await route(init) : route;
    return fakeResponse(answer);
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** A promise that the test resolves later, to hold a request pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function LocationDisplay() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Renders the Modules area as the shell mounts it (`/modules/*`), with a real store built from `api`. */
export function renderModules(path: string) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const toast = jest.fn<void, [ToastOptions]>();
  const utils = render(
    <Provider store={store}>
      <ToastContext.Provider value={toast}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/modules/*" element={<ModulesArea />} />
          </Routes>
          <LocationDisplay />
        </MemoryRouter>
      </ToastContext.Provider>
    </Provider>,
  );
  return { ...utils, store, toast };
}

export function moduleFixture(overrides: Partial<ModuleDto> = {}): ModuleDto {
  return {
    id: 1,
    name: 'Hero banner',
    description: 'A large image with a headline',
    category: 'header',
    fields: [
      { name: 'headline', type: 'text', required: true, maxLength: 60, purpose: 'The main message' },
      { name: 'cta', type: 'button', required: false, purpose: '' },
    ],
    html_content: '<h1>{{headline}}</h1><a>{{cta}}</a>',
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A module as GET /api/modules answers it (no HTML, no timestamps). */
export function moduleSummaryFixture(overrides: Partial<ModuleSummaryDto> = {}): ModuleSummaryDto {
  const { id, name, description, category, fields } = moduleFixture();
  return { id, name, description, category, fields, ...overrides };
}
