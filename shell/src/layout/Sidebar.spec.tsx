import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from './Sidebar';
import { currentPath, mockFetch, renderAt } from '../test-utils';

const LABELS = ['Modules', 'Campaigns', 'Email Concepts', 'Content Calendar', 'Brand Settings', 'Email Strategy', 'Anthropic API Test'];

describe('Sidebar', () => {
  it('lists the seven areas in order and highlights the current one', async () => {
    mockFetch({ 'GET /api/brand-settings': { status: 200, body: [] } });
    renderAt(<Sidebar />, { route: '/email-strategy/generate' });
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(LABELS);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/modules', '/campaigns', '/email-concepts', '/content-calendar', '/brand-settings', '/email-strategy', '/anthropic-test',
    ]);
    expect(screen.getByRole('link', { name: 'Email Strategy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Modules' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Mailplan' })).toBeInTheDocument();
  });

  it('shows the brand name once brand settings exist', async () => {
    mockFetch({ 'GET /api/brand-settings': { status: 200, body: [{ id: 1, name: 'Acme Shoes' }] } });
    renderAt(<Sidebar />, { route: '/modules' });
    expect(await screen.findByRole('heading', { name: 'Acme Shoes' })).toBeInTheDocument();
  });

  it('keeps the default name when brand settings fail', async () => {
    mockFetch({ 'GET /api/brand-settings': { status: 500, body: 'down' } });
    renderAt(<Sidebar />, { route: '/modules' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Mailplan' })).toBeInTheDocument();
  });

  it('logs out with the success toast and goes to the login page', async () => {
    const fetchMock = mockFetch({
      'GET /api/brand-settings': { status: 200, body: [] },
      'POST /api/auth/logout': { status: 204 },
    });
    renderAt(<Sidebar />, { route: '/modules' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(screen)).toBe('/auth/login'));
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(logout?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((logout?.[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it.each([
    ['the API refuses', () => mockFetch({ 'GET /api/brand-settings': { status: 200, body: [] }, 'POST /api/auth/logout': { status: 500, body: {} } })],
    ['the network fails', () => {
      global.fetch = jest.fn(async (url: string) => {
        if (url === '/api/auth/logout') throw new TypeError('Failed to fetch');
        return { ok: true, status: 200, json: async () => [], text: async () => '[]' } as Response;
      }) as unknown as typeof fetch;
    }],
  ])('shows the destructive failure toast when %s', async (_case, setup) => {
    setup();
    renderAt(<Sidebar />, { route: '/modules' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error logging out')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/modules');
  });
});
