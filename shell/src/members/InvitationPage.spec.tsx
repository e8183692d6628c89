import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreviewDto } from '@mailplan/api';
import { currentPath, mockApi, renderWithProviders, userFixture, type ApiAnswers } from '@mailplan/testing';
import { InvitationPage } from './InvitationPage';

jest.setTimeout(20_000);

const PREVIEW: InvitationPreviewDto = {
  email: 'grace@example.com',
  role: 'editor',
  organizationName: 'Acme Outdoor',
  invitedBy: 'Ada Lovelace',
  expiresAt: '2026-12-01T10:00:00.000Z',
  hasAccount: false,
};
const NOBODY = { status: 401, body: { message: 'Not authenticated' } };

function setup<R extends Record<string, unknown>>(routes: R & ApiAnswers<R>) {
  const log = mockApi(routes);
  renderWithProviders(<InvitationPage />, { route: '/invitations/tok123', path: '/invitations/:token' });
  return log;
}
const bodyOf = (log: ReturnType<typeof setup>, path: string) => {
  const call = log.mock.calls.find(([p, r]) => p === path && r.method === 'POST');
  return call?.[1].body ? JSON.parse(String(call[1].body)) : undefined;
};

/** Fills the register form of the invitation page as Grace Hopper and sends it. */
async function registerAsGrace() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Grace');
  await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse 42');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'correct horse 42');
  await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
}

describe('InvitationPage', () => {
  it.each([
    [410, 'This invitation has expired. Ask an admin of Acme Outdoor to send a new one.'],
    [410, 'This invitation was revoked. Ask an admin of Acme Outdoor if you should still join.'],
    [410, 'This invitation has already been used. Log in to continue.'],
    [404, 'This invitation link is not valid. Check that you copied the whole link, or ask an admin for a new invitation.'],
  ])('says clearly when the link can no longer be used (%i: %s)', async (status, message) => {
    const log = setup({ 'GET /api/auth/invitation': { status, body: { message } }, 'GET /api/auth/me': NOBODY });
    expect(await screen.findByRole('heading', { name: 'Invitation unavailable' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/auth/login');
    expect(log.mock.calls.map(([p]) => p)).toContain('/api/auth/invitation?token=tok123');
    expect(log.mock.calls.filter(([, r]) => r.method !== 'GET')).toEqual([]);
  });

  it('lets a new person register with the invited email fixed, then lands in the organization', async () => {
    const log = setup({
      'GET /api/auth/invitation': { status: 200, body: PREVIEW },
      'GET /api/auth/me': NOBODY,
      'POST /api/auth/register': { status: 201, body: userFixture({ email: 'grace@example.com', role: 'editor', organizationId: 3 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Join Acme Outdoor' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace invited you to join Acme Outdoor as an editor.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('grace@example.com');
    expect(email).toHaveAttribute('readonly');
    await registerAsGrace();
    expect(await screen.findByText('Welcome to Acme Outdoor')).toBeInTheDocument();
    expect(screen.getByText('You joined as an editor')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(screen)).toBe('/'));
    expect(bodyOf(log, '/api/auth/register')).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'correct horse 42',
      confirmPassword: 'correct horse 42',
      invitationToken: 'tok123',
    });
  });

  it('shows the refusal when registration fails', async () => {
    setup({
      'GET /api/auth/invitation': { status: 200, body: PREVIEW },
      'GET /api/auth/me': NOBODY,
      'POST /api/auth/register': { status: 410, body: { message: 'This invitation has already been used. Log in to continue.' } },
    });
    await registerAsGrace();
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('This invitation has already been used. Log in to continue.')).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/invitations/tok123');
  });

  it('asks someone with an account to log in as the invited email, then to confirm', async () => {
    const log = setup({
      'GET /api/auth/invitation': { status: 200, body: { ...PREVIEW, hasAccount: true } },
      'GET /api/auth/me': NOBODY,
      'POST /api/auth/login': { status: 200, body: { user: userFixture({ email: 'grace@example.com', organizationId: null, pendingSetup: true }), pendingSetup: true } },
    });
    expect(await screen.findByText('You already have an account. Log in as grace@example.com to accept the invitation.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse 42');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Join Acme Outdoor' })).toBeInTheDocument();
    expect(bodyOf(log, '/api/auth/login')).toEqual({ email: 'grace@example.com', password: 'correct horse 42' });
  });

  it('a signed-in user with the invited email joins after confirming; leaving another organization is announced', async () => {
    const log = setup({
      'GET /api/auth/invitation': { status: 200, body: PREVIEW },
      'GET /api/auth/me': { status: 200, body: userFixture({ email: 'grace@example.com', organizationId: 8 }) },
      'POST /api/auth/invitation/accept': { status: 200, body: userFixture({ email: 'grace@example.com', organizationId: 3, role: 'editor' }) },
    });
    expect(await screen.findByText('You are signed in as grace@example.com.')).toBeInTheDocument();
    expect(screen.getByText(/You will leave your current organization/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join Acme Outdoor' }));
    expect(await screen.findByText('Welcome to Acme Outdoor')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(screen)).toBe('/'));
    expect(bodyOf(log, '/api/auth/invitation/accept')).toEqual({ token: 'tok123' });
  });

  it('shows why joining was refused', async () => {
    setup({
      'GET /api/auth/invitation': { status: 200, body: PREVIEW },
      'GET /api/auth/me': { status: 200, body: userFixture({ email: 'grace@example.com', organizationId: 8 }) },
      'POST /api/auth/invitation/accept': {
        status: 409,
        body: { message: 'You are the last admin of Solo, which has other members. Make another member an admin before you join another organization.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme Outdoor' }));
    expect(await screen.findByText('Could not join')).toBeInTheDocument();
    expect(screen.getByText(/You are the last admin of Solo/)).toBeInTheDocument();
    expect(currentPath(screen)).toBe('/invitations/tok123');
  });

  it('tells a signed-in user with another email that the link is not theirs', async () => {
    const log = setup({
      'GET /api/auth/invitation': { status: 200, body: PREVIEW },
      'GET /api/auth/me': { status: 200, body: userFixture({ email: 'ada@example.com' }) },
      'POST /api/auth/logout': { status: 204 },
    });
    expect(await screen.findByRole('heading', { name: 'This invitation is for someone else' })).toBeInTheDocument();
    expect(screen.getByText('This invitation is for grace@example.com, but you are signed in as ada@example.com. Log out, then open the link again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    mockApi({ 'GET /api/auth/me': NOBODY });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Create account and join' })).toBeInTheDocument();
    expect(log.mock.calls.some(([p, r]) => p === '/api/auth/logout' && r.method === 'POST')).toBe(true);
  });
});
