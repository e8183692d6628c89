import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityDto, InvitationDto, InvitationSentDto, MemberDto } from '@mailplan/api';
import { mockApi, renderWithProviders, userFixture, type ApiAnswers } from '@mailplan/testing';
import MembersPage from './MembersPage';

jest.setTimeout(20_000);

const T0 = '2026-11-20T09:30:00.000Z';

function member(overrides: Partial<MemberDto> = {}): MemberDto {
  return { id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'admin', lastLogin: T0, createdAt: T0, ...overrides };
}
function invitation(overrides: Partial<InvitationDto> = {}): InvitationDto {
  return { id: 9, email: 'linus@example.com', role: 'viewer', status: 'pending', invitedBy: 'Ada Lovelace', expiresAt: '2026-11-27T09:30:00.000Z', createdAt: T0, ...overrides };
}
function sent(overrides: Partial<InvitationSentDto> = {}): InvitationSentDto {
  return { invitation: invitation({ id: 10, email: 'grace@example.com', role: 'manager' }), delivery: 'link', link: 'http://localhost/invitations/abc123', emailError: null, ...overrides };
}
function activity(overrides: Partial<ActivityDto> = {}): ActivityDto {
  return {
    id: 1,
    actor: { kind: 'user', userId: 1, name: 'Ada Lovelace' },
    subjectType: 'member',
    subjectId: null,
    subjectName: 'linus@example.com',
    action: 'invited',
    detail: 'Invited as viewer',
    createdAt: T0,
    ...overrides,
  };
}

const GRACE = member({ id: 7, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', role: 'editor', lastLogin: null });

function setup<R extends Record<string, unknown>>(role: 'admin' | 'viewer', routes: R & ApiAnswers<R> = {} as R & ApiAnswers<R>) {
  const log = mockApi({
    'GET /api/auth/me': { status: 200, body: userFixture({ id: 1, role }) },
    'GET /api/members': { status: 200, body: [member(), GRACE] },
    'GET /api/invitations': { status: 200, body: [invitation(), invitation({ id: 11, email: 'old@example.com', status: 'expired', role: 'editor' })] },
    'GET /api/activity': { status: 200, body: [activity(), activity({ id: 2, action: 'role_changed', subjectName: 'grace@example.com', detail: 'viewer → editor' })] },
    ...routes,
  });
  renderWithProviders(<MembersPage />, { route: '/members' });
  return log;
}

const sentBodies = (log: ReturnType<typeof setup>, method: string, path: string) =>
  log.mock.calls.filter(([p, r]) => p === path && r.method === method).map(([, r]) => (r.body ? JSON.parse(String(r.body)) : undefined));

describe('MembersPage', () => {
  it('lists people with name, email, role and last login, pending invitations and the activity', async () => {
    setup('admin');
    const people = await screen.findByRole('table', { name: 'People' });
    const rows = within(people).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(await within(rows[0]).findByText('(you)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Never')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveTextContent('Editor');
    // no Remove for oneself
    expect(within(rows[0]).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();

    const invites = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(invites).getByText('linus@example.com')).toBeInTheDocument();
    expect(within(invites).getByText('Expired')).toBeInTheDocument();
    expect(within(invites).getByRole('button', { name: 'Resend old@example.com' })).toBeInTheDocument();

    expect(await screen.findByText('Ada Lovelace invited linus@example.com (invited as viewer)')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace changed the role of grace@example.com: viewer → editor')).toBeInTheDocument();
  });

  it('shows a non-admin the lists read-only', async () => {
    setup('viewer');
    expect(await screen.findByText('Only admins can invite people, change roles and remove members.')).toBeInTheDocument();
    const people = await screen.findByRole('table', { name: 'People' });
    expect(within(people).getByText('Editor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Resend|Revoke|Send invitation/ })).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('invites with the chosen role and, without a mail server, shows the link to copy', async () => {
    const log = setup('admin', { 'POST /api/invitations': { status: 201, body: sent() } });
    await screen.findByRole('table', { name: 'People' });
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: /Manager/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy the invitation link' });
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue('http://localhost/invitations/abc123');
    expect(within(dialog).getByText(/send this link to grace@example.com yourself/)).toBeInTheDocument();
    expect(await screen.findByText('Invitation created')).toBeInTheDocument();
    expect(sentBodies(log, 'POST', '/api/invitations')).toEqual([{ email: 'grace@example.com', role: 'manager' }]);

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/invitations/abc123');
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('says the invitation was emailed when a mail server sent it', async () => {
    setup('admin', { 'POST /api/invitations': { status: 201, body: sent({ delivery: 'email', link: null }) } });
    await screen.findByRole('table', { name: 'People' });
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('We emailed an invitation to grace@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the email before sending, and shows the API refusal', async () => {
    const log = setup('admin', { 'POST /api/invitations': { status: 409, body: { message: 'grace@example.com is already a member of this organization' } } });
    await screen.findByRole('table', { name: 'People' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(sentBodies(log, 'POST', '/api/invitations')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation failed')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com is already a member of this organization')).toBeInTheDocument();
  });

  it("changes a member's role, and shows the last-admin refusal", async () => {
    const log = setup('admin', { 'PATCH /api/members/7': { status: 200, body: { ...GRACE, role: 'manager' } } });
    const people = await screen.findByRole('table', { name: 'People' });
    await userEvent.click(within(people).getByRole('combobox', { name: 'Role of Grace Hopper' }));
    await userEvent.click(await screen.findByRole('option', { name: /Manager/ }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper is now a manager')).toBeInTheDocument();
    expect(sentBodies(log, 'PATCH', '/api/members/7')).toEqual([{ role: 'manager' }]);

    mockApi({ 'PATCH /api/members/1': { status: 409, body: { message: 'This is the last admin of the organization. Make another member an admin first.' } } });
    await userEvent.click(within(people).getByRole('combobox', { name: 'Role of Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('option', { name: /Viewer/ }));
    expect(await screen.findByText('Role not changed')).toBeInTheDocument();
    expect(screen.getByText('This is the last admin of the organization. Make another member an admin first.')).toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    const log = setup('admin', { 'DELETE /api/members/7': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    expect(within(dialog).getByText(/signed out at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();
    expect(log.mock.calls.some(([p, r]) => p === '/api/members/7' && r.method === 'DELETE')).toBe(true);
  });

  it('resends (showing the new link) and revokes invitations', async () => {
    const log = setup('admin', {
      'POST /api/invitations/11/resend': { status: 200, body: sent({ invitation: invitation({ id: 12, email: 'old@example.com' }), link: 'http://localhost/invitations/new' }) },
      'DELETE /api/invitations/9': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend old@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the invitation link' });
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue('http://localhost/invitations/new');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Revoke linus@example.com' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(screen.getByText('The link sent to linus@example.com no longer works')).toBeInTheDocument();
    expect(log.mock.calls.some(([p, r]) => p === '/api/invitations/9' && r.method === 'DELETE')).toBe(true);
  });
});
