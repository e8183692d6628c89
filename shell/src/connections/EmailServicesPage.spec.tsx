import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, type ConnectionDto, type UserDto } from '@mailplan/api';
import { setCurrentUser } from '@mailplan/api/endpoints/auth';
import { mockApi, renderWithProviders, userFixture } from '@mailplan/testing';
import EmailServicesPage from './EmailServicesPage';

jest.setTimeout(20_000);

const T0 = '2026-11-20T09:30:00.000Z';
const KLAVIYO: ConnectionDto = { service: 'klaviyo', keyLast4: 'x7Qz', needsReconnect: false, dataCenter: null, accountName: null, lastTestedAt: T0, createdAt: T0, updatedAt: T0 };
/** A Klaviyo connection whose saved key the server can no longer read (its encryption key changed). */
const UNREADABLE: ConnectionDto = { ...KLAVIYO, keyLast4: 'a1B2', needsReconnect: true };
/** The page as `user` sees it (the signed-in user set in the store, as after sign-in). */
function renderPage(user: UserDto) {
  const store = createAppStore();
  store.dispatch(setCurrentUser(user));
  return renderWithProviders(<EmailServicesPage />, { route: '/settings/email-services', store });
}

const REFUSED = 'Klaviyo refused the API key. Check that it is correct, active and allowed to manage campaigns and templates, then connect it again.';

describe('EmailServicesPage', () => {
  it('lets an admin connect Klaviyo: a refused key is said in words, an accepted one shows only its last four characters', async () => {
    const me = userFixture({ role: 'admin' });
    let connections: ConnectionDto[] = [];
    const log = mockApi({
      'GET /api/connections': () => ({ status: 200, body: connections }),
      'PUT /api/connections/klaviyo': async (request: Request) => {
        const { apiKey } = (await request.json()) as { apiKey: string };
        if (apiKey !== 'pk_good0123456789abcdefx7Qz') return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: REFUSED } };
        connections = [KLAVIYO];
        return { status: 200, body: KLAVIYO };
      },
    });
    renderPage(me);
    const card = await screen.findByRole('region', { name: 'Klaviyo' });
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();
    const input = within(card).getByLabelText('Klaviyo API key');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(within(card).getByText('Enter the API key')).toBeInTheDocument();

    await userEvent.type(input, 'pk_wrong0123456789abcdef0000');
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(await within(card).findByText(REFUSED)).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'pk_good0123456789abcdefx7Qz');
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(await within(card).findByText(/API key ending in x7Qz/)).toBeInTheDocument();
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Klaviyo API key')).not.toBeInTheDocument();
    expect(screen.queryByText('pk_good0123456789abcdefx7Qz')).not.toBeInTheDocument();
    const puts = log.mock.calls.filter(([p, r]) => p === '/api/connections/klaviyo' && r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(JSON.parse(String(puts[1][1].body))).toEqual({ apiKey: 'pk_good0123456789abcdefx7Qz' });
    expect(puts[1][1].headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('tests a connection and says in words when the key is refused; removing asks first', async () => {
    const me = userFixture({ role: 'admin' });
    let connections: ConnectionDto[] = [KLAVIYO];
    const log = mockApi({
      'GET /api/connections': () => ({ status: 200, body: connections }),
      'POST /api/connections/klaviyo/test': { status: 200, body: { ok: false, message: REFUSED } },
      'DELETE /api/connections/klaviyo': () => {
        connections = [];
        return { status: 204 };
      },
    });
    renderPage(me);
    const card = await screen.findByRole('region', { name: 'Klaviyo' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Test connection' }));
    expect(await within(card).findByText(REFUSED)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Klaviyo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();
    expect(log.mock.calls.some(([p, r]) => p === '/api/connections/klaviyo' && r.method === 'DELETE')).toBe(true);
  });

  it('says a connection whose saved key can no longer be read needs reconnecting, and lets an admin enter the key again', async () => {
    const me = userFixture({ role: 'admin' });
    let connections: ConnectionDto[] = [UNREADABLE];
    const log = mockApi({
      'GET /api/connections': () => ({ status: 200, body: connections }),
      'PUT /api/connections/klaviyo': () => {
        connections = [KLAVIYO];
        return { status: 200, body: KLAVIYO };
      },
    });
    renderPage(me);
    const card = await screen.findByRole('region', { name: 'Klaviyo' });
    expect(await within(card).findByText('Needs reconnecting')).toBeInTheDocument();
    expect(within(card).queryByText('Connected')).not.toBeInTheDocument();
    expect(within(card).getByText('Needs reconnecting: the saved key can no longer be read. Enter the API key again.')).toBeInTheDocument();
    expect(within(card).getByText(/API key ending in a1B2/)).toBeInTheDocument();
    // the key cannot be used: no test, no cancelling the form that asks for it again
    expect(within(card).queryByRole('button', { name: 'Test connection' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText('Klaviyo API key'), 'pk_good0123456789abcdefx7Qz');
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(within(card).getByText(/API key ending in x7Qz/)).toBeInTheDocument();
    expect(within(card).queryByText(/the saved key can no longer be read/)).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('Klaviyo API key')).not.toBeInTheDocument();
    const puts = log.mock.calls.filter(([p, r]) => p === '/api/connections/klaviyo' && r.method === 'PUT');
    expect(puts.map(([, r]) => JSON.parse(String(r.body)))).toEqual([{ apiKey: 'pk_good0123456789abcdefx7Qz' }]);
  });

  it('tells a member who is not an admin that an admin needs to enter the key again', async () => {
    mockApi({ 'GET /api/connections': { status: 200, body: [UNREADABLE] } });
    renderPage(userFixture({ role: 'editor' }));
    const card = await screen.findByRole('region', { name: 'Klaviyo' });
    expect(await within(card).findByText('Needs reconnecting: the saved key can no longer be read. An admin needs to enter the API key again.')).toBeInTheDocument();
    expect(within(card).getByText('Needs reconnecting')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Klaviyo API key')).not.toBeInTheDocument();
  });

  it('shows a member who is not an admin what is connected, without the controls', async () => {
    const me = userFixture({ role: 'editor' });
    mockApi({
      'GET /api/connections': { status: 200, body: [KLAVIYO] },
    });
    renderPage(me);
    expect(await screen.findByText('Only an admin can connect, test or remove email services.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Klaviyo' });
    await waitFor(() => expect(within(card).getByText(/API key ending in x7Qz/)).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Test connection' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mailchimp' })).queryByLabelText('Mailchimp API key')).not.toBeInTheDocument();
  });
});
