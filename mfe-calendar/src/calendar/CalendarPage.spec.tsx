/** @timezone UTC */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conceptReadRoutes, conceptServer, deferred, mockApi, requestLog, type FakeAnswer } from '@mailplan/testing';
import {
  plannedConcept,
  conceptsServer,
  fixClock,
  keyboardDrag,
  renderCalendar,
  stubLayout,
  unscheduledPanel,
  weekBlock,
} from './test/calendar-test-utils';

// Sunday 22 November 2026, noon UTC: the weeks shown are Nov 22 – Dec 27.
const NOW = '2026-11-22T12:00:00Z';
const WEEK_1 = 'Nov 22 – Nov 28, 2026';
const WEEK_2 = 'Nov 29 – Dec 5, 2026';
const WEEK_3 = 'Dec 6 – Dec 12, 2026';

beforeEach(() => fixClock(NOW));
afterEach(() => jest.useRealTimers());

/** The concept list reads sent, as `path?query`. */
const listReads = () =>
  requestLog()
    .mock.calls.filter(([path, req]) => path.split('?')[0] === '/api/email-concepts' && req.method === 'GET')
    .map(([path]) => path);
/** The reads of planned concepts (the days shown, Unscheduled Content), not of the concepts to suggest. */
const getRequests = () => listReads().filter((path) => path.includes('selected=true'));
const patchBodies = () =>
  requestLog()
    .mock.calls.filter(([, req]) => req.method === 'PATCH')
    .map(([path, req]) => [path, JSON.parse(String(req.body))]);

describe('/content-calendar', () => {
  it('shows skeletons and Back to Concepts while loading', async () => {
    const ready = deferred<void>();
    const server = conceptServer([plannedConcept({ title: 'Ready' })]);
    mockApi({
      'GET /api/email-concepts/counts': server.counts,
      'GET /api/email-concepts': async (request: Request) => {
        await ready.promise;
        return server.list(request);
      },
    });
    const { currentPath } = renderCalendar();
    expect(screen.getByRole('status', { name: 'Loading the content calendar' })).toBeInTheDocument();
    expect(screen.getAllByTestId('week-skeleton')).toHaveLength(6);
    ready.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Content Calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the content calendar' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Concepts' }));
    expect(currentPath()).toBe('/email-concepts');
  });

  it('without selected concepts shows Getting Started with the composition table', async () => {
    mockApi({
      ...conceptReadRoutes([
          plannedConcept({ campaignType: 'education', selected: false }),
          // selected but rejected: not part of the plan
          plannedConcept({ campaignType: 'promotion', selected: true, rejected: true }),
        ]),
    });
    const { currentPath } = renderCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.queryByText('Email Content Calendar')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Email Type',
      'Recommended',
      'Selected',
      'Status',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Product Spotlight', '2', '0', 'Needs 2 more'],
      ['Education', '2', '0', 'Needs 2 more'],
      ['Community', '1', '0', 'Needs 1 more'],
      ['Promotion', '1', '0', 'Needs 1 more'],
      ['News', '1', '0', 'Needs 1 more'],
      ['Event', '0', '0', 'Complete'],
      ['Thought Leadership', '1', '0', 'Needs 1 more'],
      ['Other', '0', '0', 'Complete'],
    ]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Select Email Concepts' }));
    expect(currentPath()).toBe('/email-concepts');
  });

  it('with selected concepts shows the calendar, the unscheduled ones and empty weeks', async () => {
    mockApi({
      ...conceptReadRoutes([
          plannedConcept({ title: 'Not yet', scheduledDate: null }),
          plannedConcept({ title: 'Planned', scheduledDate: '2026-11-25' }),
          plannedConcept({ title: 'Unselected', selected: false }),
          plannedConcept({ title: 'Rejected', rejected: true }),
        ]),
    });
    renderCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Content Calendar' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop concepts to schedule them on the weekly timeline.')).toBeInTheDocument();
    expect(within(unscheduledPanel()).getByRole('heading', { name: 'Unscheduled Content' })).toBeInTheDocument();
    expect(within(unscheduledPanel()).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Not yet']);
    expect(within(weekBlock(WEEK_1)).getByRole('group', { name: 'Planned' })).toBeInTheDocument();
    expect(within(weekBlock(WEEK_1)).queryByText('Drag content here')).not.toBeInTheDocument();
    expect(screen.getAllByText('Drag content here')).toHaveLength(5);
    expect(screen.queryByText('Unselected')).not.toBeInTheDocument();
    expect(screen.queryByText('Rejected')).not.toBeInTheDocument();
  });

  it('says when everything is scheduled', async () => {
    mockApi({ ...conceptReadRoutes([plannedConcept({ scheduledDate: '2026-12-01' })]) });
    renderCalendar();
    expect(await within(await screen.findByRole('region', { name: 'Unscheduled Content' })).findByText('All content has been scheduled!')).toBeInTheDocument();
  });

  it('cards show the type badge, In Campaign, the date, and View Campaign or Create Campaign', async () => {
    mockApi({
      ...conceptReadRoutes([
          plannedConcept({ id: 1, title: 'Spotlight', campaignType: 'product_spotlight', coreMessage: 'Our best tea', scheduledDate: '2026-11-23' }),
          plannedConcept({ id: 2, title: 'Lesson', campaignType: 'education', scheduledDate: '2026-11-24', campaignId: 9 }),
          plannedConcept({ id: 3, title: 'Sale', campaignType: 'promotion', scheduledDate: '2026-11-30' }),
          plannedConcept({ id: 4, title: 'Thoughts', campaignType: 'thought_leadership' }),
          plannedConcept({ id: 5, title: 'Webinar', campaignType: 'webinar' as never, scheduledDate: '2026-12-07' }),
        ]),
    });
    const { currentPath } = renderCalendar();
    await screen.findByRole('heading', { name: 'Email Content Calendar' });
    const card = (name: string) => screen.getByRole('group', { name });
    const badge = (name: string, label: string) => within(card(name)).getByText(label).closest('[data-variant]');

    expect(badge('Spotlight', 'Product Spotlight')).toHaveAttribute('data-variant', 'default');
    expect(badge('Lesson', 'Education')).toHaveAttribute('data-variant', 'secondary');
    expect(badge('Sale', 'Promotion')).toHaveAttribute('data-variant', 'destructive');
    expect(badge('Thoughts', 'Thought Leadership')).toHaveAttribute('data-variant', 'outline');
    expect(badge('Webinar', 'Other')).toHaveAttribute('data-variant', 'outline');

    expect(within(card('Spotlight')).getByText('Our best tea')).toBeInTheDocument();
    expect(within(card('Spotlight')).getByRole('button', { name: 'Nov 23, 2026' })).toBeInTheDocument();
    expect(within(card('Spotlight')).queryByText('In Campaign')).not.toBeInTheDocument();
    expect(within(card('Spotlight')).getByRole('link', { name: 'Create Campaign' })).toHaveAttribute(
      'href',
      '/campaigns/new?conceptId=1',
    );
    expect(within(card('Lesson')).getByText('In Campaign')).toBeInTheDocument();
    expect(within(card('Lesson')).getByRole('link', { name: 'View Campaign' })).toHaveAttribute('href', '/campaigns/9');
    expect(within(card('Lesson')).queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
    // unscheduled: neither link, and nothing to remove
    expect(within(card('Thoughts')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Thoughts')).queryByRole('button', { name: 'Remove from schedule' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(card('Spotlight')).getByRole('link', { name: 'Create Campaign' }));
    expect(currentPath()).toBe('/campaigns/new');
  });

  it('marks a card in a past week without a campaign as overdue', async () => {
    const user = userEvent.setup();
    mockApi({
      ...conceptReadRoutes([
          plannedConcept({ title: 'Missed', scheduledDate: '2026-11-18' }),
          plannedConcept({ title: 'Sent', scheduledDate: '2026-11-19', campaignId: 4 }),
          plannedConcept({ title: 'This week', scheduledDate: '2026-11-22' }),
        ]),
    });
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Previous Weeks' }));
    // the earlier weeks' days are read when they are shown
    expect(within(await screen.findByRole('group', { name: 'Missed' })).getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the weeks shown' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Sent' })).queryByText('Overdue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(within(screen.getByRole('group', { name: 'This week' })).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('suggests up to 6 unselected concepts of the types the month is short of', async () => {
    const { currentPath } = (() => {
      mockApi({
        ...conceptReadRoutes([
            plannedConcept({ campaignType: 'product_spotlight' }),
            plannedConcept({ campaignType: 'product_spotlight' }),
            ...['education', 'community', 'promotion', 'news', 'thought_leadership', 'education', 'community', 'news'].map((type, i) =>
              plannedConcept({ campaignType: type as never, selected: false, title: `Idea ${i}` }),
            ),
            plannedConcept({ campaignType: 'product_spotlight', selected: false, title: 'More spotlight' }),
          ]),
      });
      return renderCalendar();
    })();
    const card = await screen.findByRole('region', { name: 'Suggested Additions' });
    expect(within(card).getByText('To balance your calendar')).toBeInTheDocument();
    const items = within(card).getAllByTestId('suggested-concept');
    expect(items).toHaveLength(6);
    expect(within(card).queryByText('More spotlight')).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('link', { name: 'View All Concepts' }));
    expect(currentPath()).toBe('/email-concepts');
  });

  it('reads the days shown and Unscheduled Content a page at a time, never the whole list', async () => {
    mockApi(
      conceptReadRoutes([
        plannedConcept({ id: 1, title: 'This week', scheduledDate: '2026-11-25' }),
        plannedConcept({ id: 2, title: 'Next year', scheduledDate: '2027-03-03' }),
        ...Array.from({ length: 55 }, (_, i) => plannedConcept({ id: 100 + i, title: `Backlog ${i + 1}` })),
        plannedConcept({ id: 3, title: 'Not chosen', selected: false, scheduledDate: '2026-11-26' }),
      ]),
    );
    renderCalendar();
    await screen.findByRole('heading', { level: 1, name: 'Email Content Calendar' }, { timeout: 10_000 });
    expect(within(weekBlock(WEEK_1)).getByRole('group', { name: 'This week' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Next year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Not chosen' })).not.toBeInTheDocument();
    expect(getRequests().sort()).toEqual([
      '/api/email-concepts?selected=true&rejected=false&scheduled=false&limit=50&offset=0',
      '/api/email-concepts?selected=true&rejected=false&scheduledFrom=2026-11-15&scheduledTo=2027-01-09&limit=200&offset=0',
    ]);
    const panel = unscheduledPanel();
    expect(within(panel).getAllByRole('group')).toHaveLength(50);
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Show more (5 left)' }));
    expect(await within(panel).findByRole('group', { name: 'Backlog 55' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(getRequests()).toContain('/api/email-concepts?selected=true&rejected=false&scheduled=false&limit=50&offset=50');

    // the weeks before: their days are read
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous Weeks' }));
    await waitFor(() =>
      expect(getRequests()).toContain('/api/email-concepts?selected=true&rejected=false&scheduledFrom=2026-10-04&scheduledTo=2026-11-28&limit=200&offset=0'),
    );
    expect(listReads().some((path) => path === '/api/email-concepts')).toBe(false);
  });

  it('a drop moves the card at once; once the server agrees, Unscheduled Content is read again and the days are not', async () => {
    const layout = stubLayout();
    const patch = deferred<FakeAnswer>();
    const server = conceptServer([plannedConcept({ id: 7, title: 'Tea school', scheduledDate: null })]);
    mockApi({
      'GET /api/email-concepts/counts': server.counts,
      'GET /api/email-concepts': server.list,
      'PATCH /api/email-concepts/7': () => patch.promise,
    });
    renderCalendar();
    await screen.findByRole('group', { name: 'Tea school' });
    expect(getRequests()).toHaveLength(2);

    await keyboardDrag('Tea school', 3);
    expect(within(weekBlock(WEEK_3)).getByRole('group', { name: 'Tea school' })).toBeInTheDocument();
    expect(within(unscheduledPanel()).getByText('All content has been scheduled!')).toBeInTheDocument();
    expect(patchBodies()).toEqual([['/api/email-concepts/7', { scheduledDate: '2026-12-09' }]]);
    expect(getRequests()).toHaveLength(2);

    server.concepts[0].scheduledDate = '2026-12-09';
    patch.resolve({ status: 200, body: server.concepts[0] });
    await waitFor(() => expect(getRequests()).toHaveLength(3));
    expect(getRequests()[2]).toContain('scheduled=false');
    expect(within(weekBlock(WEEK_3)).getByRole('group', { name: 'Tea school' })).toBeInTheDocument();
    expect(within(unscheduledPanel()).getByText('All content has been scheduled!')).toBeInTheDocument();
    layout.mockRestore();
  });

  it('when the update fails the card returns and the toast says so', async () => {
    const layout = stubLayout();
    const patch = deferred<FakeAnswer>();
    mockApi({
      ...conceptReadRoutes([plannedConcept({ id: 7, title: 'Tea school', scheduledDate: '2026-11-25' })]),
      'PATCH /api/email-concepts/7': () => patch.promise,
    });
    const { toast } = renderCalendar({ toasts: 'spy' });
    await screen.findByRole('group', { name: 'Tea school' });

    // rescheduling a card already on the calendar: from the first week to the second
    await keyboardDrag('Tea school', 1);
    expect(patchBodies()).toEqual([['/api/email-concepts/7', { scheduledDate: '2026-12-02' }]]);
    expect(within(weekBlock(WEEK_2)).getByRole('group', { name: 'Tea school' })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();

    patch.resolve({ status: 500, body: { message: 'Internal server error' } });
    await waitFor(() => expect(within(weekBlock(WEEK_1)).getByRole('group', { name: 'Tea school' })).toBeInTheDocument());
    expect(within(weekBlock(WEEK_2)).queryByRole('group', { name: 'Tea school' })).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Update failed',
      description: 'There was a problem updating your calendar.',
      variant: 'destructive',
    });
    // the days and Unscheduled Content, read once: a refused move reads nothing again
    expect(getRequests()).toHaveLength(2);
    layout.mockRestore();
  });

  it('shows the failure toast on screen', async () => {
    mockApi({
      ...conceptReadRoutes([plannedConcept({ id: 7, title: 'Tea school', scheduledDate: '2026-11-25' })]),
      'PATCH /api/email-concepts/7': { status: 500, body: { message: 'Internal server error' } },
    });
    renderCalendar();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove from schedule' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem updating your calendar.')).toBeInTheDocument();
    expect(within(weekBlock(WEEK_1)).getByRole('group', { name: 'Tea school' })).toBeInTheDocument();
  });

  it('the date picker changes the date only on Confirm', async () => {
    const user = userEvent.setup();
    conceptsServer([plannedConcept({ id: 7, title: 'Tea school', scheduledDate: '2026-11-25' })]);
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Nov 25, 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Schedule “Tea school”' });
    expect(within(dialog).getByRole('gridcell', { name: '25' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(dialog).getByRole('gridcell', { name: '27' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchBodies()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Nov 25, 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nov 25, 2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Schedule “Tea school”' });
    await user.click(within(dialog).getByRole('gridcell', { name: '30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(patchBodies()).toEqual([['/api/email-concepts/7', { scheduledDate: '2026-11-30' }]]);
    expect(within(weekBlock(WEEK_2)).getByRole('button', { name: 'Nov 30, 2026' })).toBeInTheDocument();
    await waitFor(() => expect(requestLog().mock.calls.filter(([, req]) => req.method === 'PATCH')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // a move within the days shown takes the server's copy: nothing is read again
    expect(getRequests()).toHaveLength(2);
    expect(within(weekBlock(WEEK_2)).getByRole('button', { name: 'Nov 30, 2026' })).toBeInTheDocument();
  }, 30_000);

  it('remove from schedule sends the concept back to Unscheduled Content', async () => {
    conceptsServer([plannedConcept({ id: 7, title: 'Tea school', scheduledDate: '2026-11-25' })]);
    renderCalendar();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove from schedule' }));
    expect(within(unscheduledPanel()).getByRole('group', { name: 'Tea school' })).toBeInTheDocument();
    expect(within(weekBlock(WEEK_1)).getByText('Drag content here')).toBeInTheDocument();
    expect(patchBodies()).toEqual([['/api/email-concepts/7', { scheduledDate: null }]]);
    // once the server agrees, Unscheduled Content is read again (its pages start where they should)
    await waitFor(() => expect(getRequests()).toHaveLength(3));
    expect(getRequests()[2]).toContain('scheduled=false');
    expect(within(unscheduledPanel()).getByRole('group', { name: 'Tea school' })).toBeInTheDocument();
  });
});
