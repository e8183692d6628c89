import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, requestLog, type FakeAnswer } from '@mailplan/testing';
import { prefetch, PREFETCH_LISTS } from '@mailplan/api/prefetch';
import { campaignSummaryFixture, renderCampaigns } from './campaigns.fixtures';
import type { CampaignSummary } from './campaign.types';

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => campaignSummaryFixture({ id: n - i, name: `Campaign ${n - i}`, subject: `Subject ${n - i}` }));

/**
 * GET /api/campaigns as the server answers the table's paged read: the list (newest first) ordered,
 * searched and cut by the request's parameters, with `X-Total-Count`.
 */
const paged =
  (list: CampaignSummary[]) =>
  (request: Request): FakeAnswer => {
    const q = new URL(request.url).searchParams;
    const words = (q.get('search') ?? '').toLowerCase();
    let found = list.filter((c) => !words || `${c.name} ${c.subject}`.toLowerCase().includes(words));
    if (q.get('sort') === 'name') found = [...found].sort((x, y) => x.name.localeCompare(y.name));
    if ((q.get('order') ?? 'desc') === (q.get('sort') === 'name' ? 'desc' : 'asc')) found = [...found].reverse();
    const offset = Number(q.get('offset') ?? 0);
    const limit = q.has('limit') ? Number(q.get('limit')) : found.length;
    return { status: 200, body: found.slice(offset, offset + limit), headers: { 'X-Total-Count': String(found.length) } };
  };

const rows = () => within(screen.getByRole('table', { name: 'Email Campaigns' })).getAllByRole('row').slice(1);

// user-event through MUI on a busy machine
jest.setTimeout(20_000);

describe('/campaigns', () => {
  it('shows the heading, New Campaign and a row per campaign with Name, Subject, Goal, Created and Actions', async () => {
    const answer = deferred<FakeAnswer>();
    mockApi({ 'GET /api/campaigns': () => answer.promise });
    renderCampaigns('/campaigns');
    expect(screen.getByRole('heading', { level: 1, name: 'Email Campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Campaign' })).toHaveAttribute('href', '/campaigns/new');
    expect(screen.getByRole('status', { name: 'Loading campaigns' })).toBeInTheDocument();

    answer.resolve({
      status: 200,
      body: [campaignSummaryFixture(), campaignSummaryFixture({ id: 8, name: 'No date', subject: '', goal: '', createdAt: '' })],
    });
    const table = await screen.findByRole('table', { name: 'Email Campaigns' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Subject', 'Goal', 'Created', 'Actions']);
    const [first, second] = rows();
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Spring launch',
      'Spring is here',
      'Sell the spring collection to repeat customers',
      'Jan 5, 2025',
      '',
    ]);
    expect(within(first).getByRole('link', { name: 'View Spring launch' })).toHaveAttribute('href', '/campaigns/7');
    expect(within(first).getByRole('link', { name: 'Edit Spring launch' })).toHaveAttribute('href', '/campaigns/edit/7');
    expect(within(second).getAllByRole('cell')[3]).toHaveTextContent(/^-$/);
  });

  it('renders one page of a long list and pages through it', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/campaigns': paged(many(300)) });
    const { currentPath } = renderCampaigns('/campaigns');
    await screen.findByRole('table', { name: 'Email Campaigns' });
    expect(rows()).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent('Campaign 300');
    expect(screen.getByText('1–25 of 300')).toBeInTheDocument();

    // each page is read from the server when it is asked for
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Campaign 275'));
    expect(screen.getByText('26–50 of 300')).toBeInTheDocument();
    expect(currentPath()).toBe('/campaigns');

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(rows()[0]).toHaveTextContent('Campaign 300');
  });

  it('groups the thousands of the counts, as en-US writes them', async () => {
    mockApi({ 'GET /api/campaigns': paged(many(2001)) });
    renderCampaigns('/campaigns?page=41&rows=50');
    await screen.findByRole('table', { name: 'Email Campaigns' });
    expect(screen.getByText('2,001–2,001 of 2,001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
  });

  it('shows the list read the shell started on a direct open of /campaigns, without asking again', async () => {
    mockApi({ 'GET /api/campaigns': paged(many(3)) });
    expect(requestLog()).not.toHaveBeenCalled();
    // as the shell's start-up does for an area's `prefetch` lists (shell/src/early.ts)
    prefetch(PREFETCH_LISTS.campaigns);
    await waitFor(() => expect(requestLog()).toHaveBeenCalledTimes(1));
    renderCampaigns('/campaigns');
    await screen.findByRole('table', { name: 'Email Campaigns' });
    expect(rows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Campaign 3', 'Campaign 2', 'Campaign 1']);
    expect(requestLog().mock.calls.filter(([path]) => path.startsWith('/api/campaigns'))).toHaveLength(1);
  });

  it('asks the server for one page at a time, never the whole list', async () => {
    const user = userEvent.setup();
    const log = mockApi({ 'GET /api/campaigns': paged(many(300)) });
    renderCampaigns('/campaigns');
    await screen.findByText('1–25 of 300');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('26–50 of 300');
    expect(log.mock.calls.map(([path]) => path)).toEqual(['/api/campaigns?limit=25&offset=0', '/api/campaigns?limit=25&offset=25']);
  });

  it('orders by name when its header is clicked, then the other way', async () => {
    const user = userEvent.setup();
    const list = [
      campaignSummaryFixture({ id: 3, name: 'Bamboo whisk' }),
      campaignSummaryFixture({ id: 2, name: 'Autumn tea' }),
      campaignSummaryFixture({ id: 1, name: 'Ceremonial grade' }),
    ];
    const log = mockApi({ 'GET /api/campaigns': paged(list) });
    const { currentPath } = renderCampaigns('/campaigns');
    await screen.findByRole('table', { name: 'Email Campaigns' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Autumn tea', 'Bamboo whisk', 'Ceremonial grade']));
    expect(currentPath()).toBe('/campaigns');
    expect(log.mock.calls.at(-1)?.[0]).toBe('/api/campaigns?limit=25&offset=0&sort=name&order=asc');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Ceremonial grade'));
    expect(log.mock.calls.at(-1)?.[0]).toBe('/api/campaigns?limit=25&offset=0&sort=name');
  });

  it('searches names and subjects on the server as the user types, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const list = [
      campaignSummaryFixture({ id: 3, name: 'Spring launch', subject: 'New in' }),
      campaignSummaryFixture({ id: 2, name: 'Autumn tea', subject: 'Our spring leftovers' }),
      campaignSummaryFixture({ id: 1, name: 'Winter', subject: 'Cosy' }),
    ];
    const log = mockApi({ 'GET /api/campaigns': paged(list) });
    renderCampaigns('/campaigns');
    await screen.findByRole('table', { name: 'Email Campaigns' });
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'spring');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(log.mock.calls.at(-1)?.[0]).toBe('/api/campaigns?limit=25&offset=0&search=spring');
    await user.clear(screen.getByRole('searchbox', { name: 'Search campaigns' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'matcha');
    expect(await screen.findByText('No campaign\'s name or subject holds "matcha".')).toBeInTheDocument();
  });

  it('opens on the page named in the address', async () => {
    mockApi({ 'GET /api/campaigns': paged(many(60)) });
    renderCampaigns('/campaigns?page=3');
    await screen.findByRole('table', { name: 'Email Campaigns' });
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
  });

  it('says when there are no campaigns yet, and when the list cannot be read', async () => {
    mockApi({ 'GET /api/campaigns': { status: 200, body: [] } });
    const { unmount } = renderCampaigns('/campaigns');
    expect(await screen.findByText('No campaigns yet. Use New Campaign to create the first one.')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/campaigns': { status: 500, body: 'boom' } });
    renderCampaigns('/campaigns');
    expect(await screen.findByText('Failed to load campaigns. Please try again.')).toBeInTheDocument();
  });
});
