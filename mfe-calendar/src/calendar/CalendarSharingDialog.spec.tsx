import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, type CalendarFeedDto, type CalendarShareDto } from '@mailplan/api';
import { setCurrentUser } from '@mailplan/api/endpoints/auth';
import { mockApi, renderWithProviders, userFixture } from '@mailplan/testing';
import CalendarSharingDialog, { SHARING_TEXTS } from './CalendarSharingDialog';
import { ShareCalendarButton } from './ShareCalendarButton';

const TOKEN = 'a'.repeat(43);
const FEED_URL = `https://plan.example.com/api/calendar-feeds/${TOKEN}.ics`;
const SHARE_URL = `https://plan.example.com/shared/calendar/${TOKEN}`;

/** A fake sharing API with state: lists, creation and revocation. */
function sharingServer(initial: { feeds?: CalendarFeedDto[]; shares?: CalendarShareDto[] } = {}) {
  const feeds = [...(initial.feeds ?? [])];
  const shares = [...(initial.shares ?? [])];
  return mockApi({
    'GET /api/calendar-feeds': () => ({ status: 200, body: feeds }),
    'GET /api/calendar-shares': () => ({ status: 200, body: shares }),
    'POST /api/calendar-feeds': async (request: Request) => {
      const { label } = (await request.json()) as { label: string | null };
      const feed = { id: 100 + feeds.length, label, createdAt: '2026-11-26T08:00:00.000Z' };
      feeds.unshift(feed);
      return { status: 201, body: { ...feed, url: FEED_URL, webcalUrl: FEED_URL.replace('https:', 'webcal:') } };
    },
    'POST /api/calendar-shares': async (request: Request) => {
      const { label, expiresInDays } = (await request.json()) as { label: string | null; expiresInDays: number };
      const share = { id: 200 + shares.length, label, createdAt: '2026-11-26T08:00:00.000Z', expiresAt: expiresInDays === 90 ? '2027-02-24T08:00:00.000Z' : '2026-12-26T08:00:00.000Z', expired: false };
      shares.unshift(share);
      return { status: 201, body: { ...share, url: SHARE_URL } };
    },
    'DELETE /api/calendar-feeds/11': () => {
      feeds.splice(feeds.findIndex((f) => f.id === 11), 1);
      return { status: 204 };
    },
    'DELETE /api/calendar-shares/21': () => {
      shares.splice(shares.findIndex((s) => s.id === 21), 1);
      return { status: 204 };
    },
  });
}

describe('CalendarSharingDialog', () => {
  it('creates a feed, shows its address once with how to subscribe, and revokes one', async () => {
    const log = sharingServer({ feeds: [{ id: 11, label: 'Old phone', createdAt: '2026-11-01T08:00:00.000Z' }] });
    const user = userEvent.setup();
    renderWithProviders(<CalendarSharingDialog onClose={() => {}} />);
    const feeds = await screen.findByRole('list', { name: 'Calendar feeds' });
    expect(within(feeds).getByText('Old phone')).toBeInTheDocument();
    expect(within(feeds).getByText('Created Nov 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Google Calendar:/)).toBeInTheDocument();
    expect(screen.getByText(/Apple Calendar:/)).toBeInTheDocument();
    expect(screen.getByText(/Outlook:/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(SHARING_TEXTS.feedName), 'Team Google Calendar');
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.feedCreate }));
    expect(await screen.findByDisplayValue(FEED_URL)).toBeInTheDocument();
    expect(screen.getByText(SHARING_TEXTS.shownOnce)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /webcal/ })).toHaveAttribute('href', FEED_URL.replace('https:', 'webcal:'));
    const sent = log.mock.calls.find(([path, r]) => path === '/api/calendar-feeds' && r.method === 'POST')!;
    expect(JSON.parse(sent[1].body as string)).toEqual({ label: 'Team Google Calendar' });
    expect(await within(feeds).findByText('Team Google Calendar')).toBeInTheDocument();

    await user.click(within(feeds).getByRole('button', { name: 'Revoke Old phone' }));
    expect(await screen.findByText(SHARING_TEXTS.feedRevoked)).toBeInTheDocument();
    await waitFor(() => expect(within(feeds).queryByText('Old phone')).not.toBeInTheDocument());
  });

  it('creates a share link with the chosen expiry and lists, then revokes, share links', async () => {
    const log = sharingServer({
      shares: [{ id: 21, label: 'Founder', createdAt: '2026-11-01T08:00:00.000Z', expiresAt: '2026-11-08T08:00:00.000Z', expired: true }],
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarSharingDialog onClose={() => {}} />);
    const shares = await screen.findByRole('list', { name: 'Share links' });
    expect(within(shares).getByText('Expired Nov 8, 2026')).toBeInTheDocument();

    await user.type(screen.getByLabelText(SHARING_TEXTS.shareName), 'Agency');
    await user.click(screen.getByLabelText(SHARING_TEXTS.expiresIn));
    await user.click(await screen.findByRole('option', { name: '90 days' }));
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.shareCreate }));
    expect(await screen.findByDisplayValue(SHARE_URL)).toBeInTheDocument();
    const sent = log.mock.calls.find(([path, r]) => path === '/api/calendar-shares' && r.method === 'POST')!;
    expect(JSON.parse(sent[1].body as string)).toEqual({ label: 'Agency', expiresInDays: 90 });
    expect(await within(shares).findByText('Expires Feb 24, 2027')).toBeInTheDocument();

    await user.click(within(shares).getByRole('button', { name: 'Revoke Founder' }));
    expect(await screen.findByText(SHARING_TEXTS.shareRevoked)).toBeInTheDocument();
    await waitFor(() => expect(within(shares).queryByText('Founder')).not.toBeInTheDocument());
  });

  it('says when creating fails, and keeps the form', async () => {
    sharingServer();
    mockApi({ 'POST /api/calendar-shares': { status: 500, body: { message: 'Internal server error' } } });
    const user = userEvent.setup();
    renderWithProviders(<CalendarSharingDialog onClose={() => {}} />);
    await screen.findByRole('list', { name: 'Share links' });
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.shareCreate }));
    expect(await screen.findByText(SHARING_TEXTS.failed)).toBeInTheDocument();
    expect(screen.queryByTestId('new-calendar-address')).not.toBeInTheDocument();
  });
});

/** A store that knows the signed-in user's role, as after the shell's session check. */
async function storeOf(role: 'admin' | 'manager' | 'editor' | 'viewer') {
  const store = createAppStore();
  await store.dispatch(setCurrentUser(userFixture({ role })));
  return store;
}

describe('ShareCalendarButton', () => {
  it.each(['admin', 'manager'] as const)('role %s sees it and opens the dialog', async (role) => {
    sharingServer();
    const user = userEvent.setup();
    renderWithProviders(<ShareCalendarButton />, { store: await storeOf(role) });
    await user.click(await screen.findByRole('button', { name: 'Share calendar' }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.title });
    expect(await within(dialog).findByRole('button', { name: SHARING_TEXTS.feedCreate })).toBeInTheDocument();
    expect(within(dialog).queryByText(SHARING_TEXTS.readOnlyNote)).not.toBeInTheDocument();
  });

  it.each(['editor', 'viewer'] as const)('role %s sees the links read-only: no create or revoke', async (role) => {
    const log = sharingServer({
      feeds: [{ id: 11, label: 'Old phone', createdAt: '2026-11-01T08:00:00.000Z' }],
      shares: [{ id: 21, label: 'Founder', createdAt: '2026-11-01T08:00:00.000Z', expiresAt: '2026-12-08T08:00:00.000Z', expired: false }],
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareCalendarButton />, { store: await storeOf(role) });
    expect(screen.queryByRole('button', { name: 'Share calendar' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Calendar links' }));
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.readOnlyTitle });
    expect(within(dialog).getByText(SHARING_TEXTS.readOnlyNote)).toBeInTheDocument();
    const feeds = await within(dialog).findByRole('list', { name: 'Calendar feeds' });
    expect(within(feeds).getByText('Old phone')).toBeInTheDocument();
    const shares = await within(dialog).findByRole('list', { name: 'Share links' });
    expect(within(shares).getByText('Founder')).toBeInTheDocument();
    expect(within(shares).getByText('Expires Dec 8, 2026')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: SHARING_TEXTS.feedCreate })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: SHARING_TEXTS.shareCreate })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(SHARING_TEXTS.feedName)).not.toBeInTheDocument();
    expect(log.mock.calls.every(([, r]) => (r.method ?? 'GET') === 'GET')).toBe(true);
  });
});
