import { act, screen, waitFor } from '@testing-library/react';
import { api } from '@mailplan/api';
import { AppRoutes } from './AppRoutes';
import { store } from './store';
import { currentPath, deferred, mockApi, mockUnlistedApi, renderWithProviders, type FakeAnswer } from '@mailplan/testing';

// The real module finds the Anthropic test page through a webpack context, which Jest lacks.
jest.mock('./anthropic-test-route', () => ({ AnthropicTestPage: () => <h1>Anthropic API Test</h1> }));
// Remote areas are covered by RemoteArea.spec and the browser tests.
jest.mock('../federation/remotes', () => ({
  loadRemoteComponent: async (id: string) => ({ default: () => <h1>{id}</h1> }),
}));

const withOrg = { id: 1, email: 'ada@example.com', organizationId: 3, pendingSetup: false };
const withoutOrg = { id: 2, email: 'new@example.com', organizationId: null, pendingSetup: true };

beforeEach(() => {
  act(() => {
    store.dispatch(api.util.resetApiState());
  });
});

function session(me: FakeAnswer) {
  mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
  return mockApi({ 'GET /api/auth/me': () => me });
}

describe('access rules', () => {
  it.each(['/', '/modules', '/modules/new', '/email-concepts', '/anthropic-test', '/auth/create-organization', '/no-such-page'])(
    'logged out, %s redirects to the login page',
    async (path) => {
      session({ status: 401, body: { message: 'Unauthorized' } });
      renderWithProviders(<AppRoutes />, { route: path, store: null });
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(currentPath(screen)).toBe('/auth/login');
    },
  );

  it('logged out, the registration page is reachable', async () => {
    session({ status: 401 });
    renderWithProviders(<AppRoutes />, { route: '/auth/register', store: null });
    expect(await screen.findByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/auth/register');
  });

  it('shows a spinner while the session is being resolved', async () => {
    const me = deferred<FakeAnswer>();
    mockApi({ 'GET /api/auth/me': () => me.promise });
    renderWithProviders(<AppRoutes />, { route: '/anthropic-test', store: null });
    expect(await screen.findByLabelText('Checking your session')).toBeInTheDocument();
    await act(async () => me.resolve({ status: 401, body: {} }));
    await waitFor(() => expect(currentPath(screen)).toBe('/auth/login'));
  });

  it('a user without an organization is sent to create one', async () => {
    session({ status: 200, body: withoutOrg });
    renderWithProviders(<AppRoutes />, { route: '/anthropic-test', store: null });
    expect(await screen.findByRole('heading', { name: 'Create Organization' })).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/auth/create-organization');
  });

  it('a user with an organization sees the page inside the layout', async () => {
    session({ status: 200, body: withOrg });
    renderWithProviders(<AppRoutes />, { route: '/anthropic-test', store: null });
    expect(await screen.findByRole('heading', { name: 'Anthropic API Test' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('unknown paths show the 404 page when logged in', async () => {
    session({ status: 200, body: withOrg });
    renderWithProviders(<AppRoutes />, { route: '/definitely/not/here', store: null });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('/ goes to the strategy wizard when no strategy was generated', async () => {
    session({ status: 200, body: withOrg });
    renderWithProviders(<AppRoutes />, { route: '/', store: null });
    await waitFor(() => expect(currentPath(screen)).toBe('/email-strategy/generate'));
  });

  it('/ goes to the concepts when the strategy was generated', async () => {
    mockApi({ 'GET /api/auth/me': () => ({ status: 200, body: withOrg }) });
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [{ id: 1, name: 'Acme', emailStrategy: { generatedStrategy: 'x' } }] } });
    renderWithProviders(<AppRoutes />, { route: '/', store: null });
    await waitFor(() => expect(currentPath(screen)).toBe('/email-concepts'));
  });

  it('retries the current-user request once before giving up', async () => {
    const fetchMock = session({ status: 500, body: 'down' });
    renderWithProviders(<AppRoutes />, { route: '/modules', store: null });
    await waitFor(() => expect(currentPath(screen)).toBe('/auth/login'));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me')).toHaveLength(2);
  });
});
