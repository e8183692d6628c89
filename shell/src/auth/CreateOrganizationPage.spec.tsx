import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreateOrganizationPage from './CreateOrganizationPage';
import { currentPath, mockApi, organizationFixture, renderWithProviders, requestLog, userFixture, type ApiAnswers } from '@mailplan/testing';

const me = { status: 200, body: userFixture({ id: 5, email: 'ada@example.com', organizationId: null, pendingSetup: true, role: 'viewer' }) };

function setup<R extends Record<string, unknown>>(routes: R & ApiAnswers<R>) {
  const fetchMock = mockApi({ 'GET /api/auth/me': me, ...routes });
  const view = renderWithProviders(<CreateOrganizationPage />, { route: '/auth/create-organization' });
  return { fetchMock, ...view };
}

async function createOrganization(name: string) {
  await waitFor(() => expect(requestLog()).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
  if (name) await userEvent.type(screen.getByLabelText('Organization name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
}

describe('CreateOrganizationPage', () => {
  it('requires a name', async () => {
    const { fetchMock } = setup({});
    await createOrganization('');
    expect(screen.getByText('Organization name is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('creates the organization, links the user, toasts and goes to the strategy wizard', async () => {
    const { fetchMock, store } = setup({
      'POST /api/organizations': { status: 201, body: organizationFixture({ id: 42, name: 'Acme' }) },
      'PATCH /api/users/5': { status: 200, body: userFixture({ id: 5, organizationId: 42, pendingSetup: false, role: 'admin' }) },
    });
    await createOrganization('Acme');
    expect(await screen.findByText('Organization created')).toBeInTheDocument();
    expect(screen.getByText('Your organization has been created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(screen)).toBe('/email-strategy/generate'));
    const calls = fetchMock.mock.calls.map(([url, init]) => [`${init?.method ?? 'GET'} ${url}`, init?.body && JSON.parse(String(init.body))]);
    expect(calls).toContainEqual(['POST /api/organizations', { name: 'Acme' }]);
    expect(calls).toContainEqual(['PATCH /api/users/5', { organizationId: 42, pendingSetup: false }]);
    const cached = Object.values(store!.getState().api.queries).find((q) => q?.endpointName === 'me');
    // the creator is the organization's admin from the first page on (the sidebar shows it, admin screens open)
    expect(cached?.data).toMatchObject({ organizationId: 42, pendingSetup: false, role: 'admin' });
  });

  it('only logs a failing user update and still succeeds', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setup({
      'POST /api/organizations': { status: 201, body: organizationFixture({ id: 42, name: 'Acme' }) },
      'PATCH /api/users/5': { status: 500, body: { message: 'nope' } },
    });
    await createOrganization('Acme');
    expect(await screen.findByText('Organization created')).toBeInTheDocument();
    expect(errorLog).toHaveBeenCalled();
    const cached = Object.values(store!.getState().api.queries).find((q) => q?.endpointName === 'me');
    expect(cached?.data).toMatchObject({ organizationId: 42, pendingSetup: false, role: 'admin' });
    errorLog.mockRestore();
  });

  it('shows the failure toast with the API message, or the default text', async () => {
    setup({ 'POST /api/organizations': { status: 400, body: { message: 'Organization name is too long' } } });
    await createOrganization('Acme');
    expect(await screen.findByText('Creation failed')).toBeInTheDocument();
    expect(screen.getByText('Organization name is too long')).toBeInTheDocument();
  });

  it('uses the default failure text when the API cannot be reached', async () => {
    setup({ 'POST /api/organizations': { status: 0 } });
    await userEvent.type(screen.getByLabelText('Organization name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Creation failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create organization. Please try again.')).toBeInTheDocument();
  });
});
