import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from './Sidebar';
import { currentPath, mockApi, mockUnlistedApi, renderWithProviders, requestLog, userFixture } from '@mailplan/testing';

const LABELS = ['Modules', 'Campaigns', 'Email Concepts', 'Content Calendar', 'Brand Settings', 'Email Strategy', 'Anthropic API Test'];

describe('Sidebar', () => {
  it('lists the seven areas in order and highlights the current one', async () => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
    renderWithProviders(<Sidebar />, { route: '/email-strategy/generate' });
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(LABELS);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/modules', '/campaigns', '/email-concepts', '/content-calendar', '/brand-settings', '/email-strategy', '/anthropic-test',
    ]);
    expect(screen.getByRole('link', { name: 'Email Strategy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Modules' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Mailplan' })).toBeInTheDocument();
  });

  it("shows the signed-in person's name and role in the footer, beside Members and Logout, outside the seven areas", async () => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
    mockApi({ 'GET /api/auth/me': { status: 200, body: userFixture({ firstName: 'Grace', lastName: 'Hopper', role: 'editor' }) } });
    renderWithProviders(<Sidebar />, { route: '/members' });
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    const members = screen.getByRole('link', { name: 'Members' });
    expect(members).toHaveAttribute('href', '/members');
    expect(members).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(members);
    expect(currentPath(screen)).toBe('/members');
  });

  it('is a panel as long as the page whose content, window-high, stays in view as the page scrolls', () => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
    renderWithProviders(<Sidebar />, { route: '/modules' });
    const aside = screen.getByRole('complementary');
    // no height of its own: the layout's row stretches it to the page's length
    expect(getComputedStyle(aside).height).not.toBe('100vh');
    expect(getComputedStyle(aside).position).not.toBe('sticky');
    const panel = within(aside).getByTestId('sidebar-panel');
    expect(getComputedStyle(panel)).toMatchObject({ position: 'sticky', top: '0px', height: '100vh' });
    expect(within(panel).getByRole('navigation')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the brand name once brand settings exist', async () => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [{ id: 1, name: 'Acme Shoes' }] } });
    renderWithProviders(<Sidebar />, { route: '/modules' });
    expect(await screen.findByRole('heading', { name: 'Acme Shoes' })).toBeInTheDocument();
  });

  it('keeps the default name when brand settings fail', async () => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 500, body: 'down' } });
    renderWithProviders(<Sidebar />, { route: '/modules' });
    await waitFor(() => expect(requestLog()).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Mailplan' })).toBeInTheDocument();
  });

  it('logs out with the success toast and goes to the login page', async () => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
    const fetchMock = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    renderWithProviders(<Sidebar />, { route: '/modules' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(screen)).toBe('/auth/login'));
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(logout?.[1]).toMatchObject({ method: 'POST' });
    expect(logout?.[1].headers['content-type']).toBe('application/json');
  });

  it.each([
    ['the API refuses', () => mockApi({ 'POST /api/auth/logout': { status: 500, body: { message: '' } } })],
    ['the network fails', () => mockApi({ 'POST /api/auth/logout': { status: 0 } })],
  ])('shows the destructive failure toast when %s', async (_case, setup) => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
    setup();
    renderWithProviders(<Sidebar />, { route: '/modules' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error logging out')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/modules');
  });
});
