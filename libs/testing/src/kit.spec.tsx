import { screen, waitFor } from '@testing-library/react';
import { api, apiRoute, performRequest, TIMEOUT_MESSAGE, type ApiResponse } from '@mailplan/api';
import { currentPath, deferred, mockApi, renderWithProviders, requestLog, type FakeAnswer } from './index';

const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<ApiResponse<'/api/health', 'get'>, void>({ query: () => apiRoute('get', '/api/health') }),
  }),
});

function Health() {
  const { data, error } = healthApi.useHealthQuery();
  if (error) return <p role="alert">{'message' in error ? String(error.message) : 'error'}</p>;
  return <p>{data ? `Database ${data.database}` : 'Loading'}</p>;
}

describe('the front-end testing kit', () => {
  it('renders a page with the real store and answers its requests from the fake API', async () => {
    mockApi({ 'GET /api/health': { status: 200, body: { status: 'ok', database: 'up', redis: 'disabled' } } });
    renderWithProviders(<Health />, { route: '/health' });
    expect(await screen.findByText('Database up')).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/health');
    expect(requestLog()).toHaveBeenCalledWith('/api/health', expect.objectContaining({ method: 'GET' }));
  });

  it('logs and fails a request no test answered', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<Health />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(requestLog()).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unexpected request GET /api/health'));
    warn.mockRestore();
  });

  it('records what a write sent', async () => {
    const log = mockApi({ 'POST /api/modules': { status: 400, body: { message: 'Module name is required' } } });
    const result = await performRequest({ url: '/api/modules', method: 'POST', body: { name: '' } });
    expect(result.error).toMatchObject({ status: 400, message: 'Module name is required' });
    const [path, sent] = log.mock.calls[0];
    expect(path).toBe('/api/modules');
    expect(sent.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(JSON.parse(String(sent.body))).toEqual({ name: '' });
  });

  it('a request that takes longer than its time limit fails with a clear message', async () => {
    const answer = deferred<FakeAnswer>();
    mockApi({ 'GET /api/health': () => answer.promise });
    const result = await performRequest({ url: '/api/health', timeoutMs: 50 });
    expect(result.error).toEqual({ status: 0, message: TIMEOUT_MESSAGE });
    answer.resolve({ status: 200, body: { status: 'ok', database: 'up', redis: 'up' } });
  });

  it('an aborted request stops waiting', async () => {
    const answer = deferred<FakeAnswer>();
    mockApi({ 'GET /api/health': () => answer.promise });
    const controller = new AbortController();
    const pending = performRequest('/api/health', '', controller.signal);
    await waitFor(() => expect(requestLog()).toHaveBeenCalled());
    controller.abort();
    await expect(pending).resolves.toEqual({ error: { status: 0, message: 'The request was cancelled' } });
    answer.resolve({ status: 200, body: { status: 'ok', database: 'up', redis: 'up' } });
  });

  it('status 0 is a network failure', async () => {
    mockApi({ 'GET /api/health': { status: 0 } });
    expect((await performRequest('/api/health')).error).toMatchObject({ status: 0 });
  });
});

// Type checks (run by `tsc` in the typecheck target): routes and bodies follow the OpenAPI document.
export function typeChecks() {
  // @ts-expect-error a route the API does not have
  mockApi({ 'GET /api/modulez': { status: 200, body: [] } });
  // @ts-expect-error a body that fits none of the route's answers
  mockApi({ 'GET /api/health': { status: 200, body: { status: 'fine', database: 1 } } });
  // @ts-expect-error the route needs its path parameter
  apiRoute('get', '/api/modules/{id}');
  // @ts-expect-error a renamed route fails
  apiRoute('get', '/api/module/{id}', { id: 1 });
  mockApi({ 'GET /api/modules/7': { status: 200, body: { id: 7, name: 'Hero', description: 'x', category: 'header', fields: [], html_content: '', createdAt: '', updatedAt: '' } } });
}
