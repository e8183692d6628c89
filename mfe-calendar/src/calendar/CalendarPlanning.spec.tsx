/** @timezone UTC */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestLog, conceptReadRoutes } from '@mailplan/testing';
import { fixClock, plannedConcept, renderCalendar, weekBlock } from './test/calendar-test-utils';

// Sunday 22 November 2026, noon UTC: the weeks shown are Nov 22, 2026 – Jan 2, 2027.
const NOW = '2026-11-22T12:00:00Z';
const WEEK_1 = 'Nov 22 – Nov 28, 2026';
const WEEK_2 = 'Nov 29 – Dec 5, 2026';

beforeEach(() => fixClock(NOW));
afterEach(() => jest.useRealTimers());

const event = (kind: 'holiday' | 'retail' | 'season' | 'note', name: string, start: string, countries: string[] = [], end = start) => ({
  id: `${kind}:${start}:${name}`,
  kind,
  name,
  start,
  end,
  countries,
});

function calendarApi({ sendFrequency = null as string | null, settings = { sameDayClash: true, promotionClash: true, promotionWindowDays: 7 } } = {}) {
  mockApi({
    ...conceptReadRoutes([
        plannedConcept({ id: 1, title: 'Gift guide', campaignType: 'promotion', scheduledDate: '2026-11-25' }),
        plannedConcept({ id: 2, title: 'Black Friday early access', campaignType: 'promotion', scheduledDate: '2026-11-27' }),
        plannedConcept({ id: 3, title: 'Brewing basics', campaignType: 'education', scheduledDate: '2026-12-02' }),
      ]),
    'GET /api/calendar/events': {
      status: 200,
      body: {
        countries: ['US', 'GB'],
        sendFrequency,
        events: [
          event('holiday', 'Thanksgiving Day', '2026-11-26', ['US']),
          event('retail', 'Black Friday', '2026-11-27'),
          event('retail', "Singles' Day", '2026-11-11'),
          event('retail', 'Cyber Monday', '2026-11-30'),
          event('holiday', "St Andrew's Day", '2026-11-30', ['GB']),
          event('season', 'Holiday sale', '2026-11-30'),
          event('retail', 'End-of-year holidays', '2026-12-15', [], '2026-12-31'),
          event('note', 'Lunar New Year', '2026-11-01', [], '2026-11-30'),
        ],
      },
    },
    'GET /api/calendar/settings': { status: 200, body: settings },
    'GET /api/calendar/placeholders': {
      status: 200,
      body: [{ id: 9, date: '2026-12-03', campaignType: 'news', note: 'Store opening', createdAt: NOW }],
    },
  });
}

describe('holidays, conflicts, cadence and placeholders', () => {
  it("asks for the shown months' events with the browser's country and marks them on the weeks", async () => {
    calendarApi();
    renderCalendar();
    const week1 = await screen.findByRole('region', { name: `Week of ${WEEK_1}` });
    expect(await within(week1).findByText('Thu Nov 26 · Thanksgiving Day (US)')).toBeInTheDocument();
    expect(within(week1).getByText('Fri Nov 27 · Black Friday')).toBeInTheDocument();
    const events = requestLog().mock.calls.filter(([path]) => String(path).startsWith('/api/calendar/events'));
    expect(events.map(([path]) => path)).toEqual(['/api/calendar/events?from=2026-11-01&to=2027-01-31&country=US']);
    expect(screen.getByTestId('calendar-notes')).toHaveTextContent('Lunar New Year');
    // a week lists three moments (the month view's days two, then "+N more")
    const week2 = weekBlock(WEEK_2);
    expect(within(week2).getByText("Mon Nov 30 · St Andrew's Day (GB)")).toBeInTheDocument();
    expect(within(week2).getByText('Mon Nov 30 · Holiday sale')).toBeInTheDocument();
    expect(within(week2).queryByRole('button', { name: /more:/ })).not.toBeInTheDocument();
  });

  it('conflict badges say why, on both cards', async () => {
    calendarApi();
    renderCalendar();
    const week1 = await screen.findByRole('region', { name: `Week of ${WEEK_1}` });
    const gift = within(week1).getByRole('group', { name: 'Gift guide' });
    const friday = within(week1).getByRole('group', { name: 'Black Friday early access' });
    expect(within(gift).getByTestId('clash-badge')).toHaveTextContent('Another promotion within 7 days: “Black Friday early access”');
    expect(within(friday).getByTestId('clash-badge')).toHaveTextContent('Another promotion within 7 days: “Gift guide”');
    expect(within(weekBlock(WEEK_2)).queryByTestId('clash-badge')).not.toBeInTheDocument();
  });

  it('a promotion just before the first day shown still clashes with one in the first week', async () => {
    calendarApi();
    mockApi(
      conceptReadRoutes([
        plannedConcept({ id: 4, title: 'Last week sale', campaignType: 'promotion', scheduledDate: '2026-11-20' }),
        plannedConcept({ id: 5, title: 'Monday offer', campaignType: 'promotion', scheduledDate: '2026-11-23' }),
      ]),
    );
    renderCalendar();
    const week1 = await screen.findByRole('region', { name: `Week of ${WEEK_1}` });
    const monday = within(week1).getByRole('group', { name: 'Monday offer' });
    expect(await within(monday).findByTestId('clash-badge')).toHaveTextContent('Another promotion within 7 days: “Last week sale”');
    expect(screen.queryByRole('group', { name: 'Last week sale' })).not.toBeInTheDocument();
  });

  it('no badge when the organization turned the rule off', async () => {
    calendarApi({ settings: { sameDayClash: true, promotionClash: false, promotionWindowDays: 7 } });
    renderCalendar();
    await screen.findByRole('region', { name: `Week of ${WEEK_1}` });
    await waitFor(() => expect(requestLog().mock.calls.some(([p]) => p === '/api/calendar/settings')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('clash-badge')).not.toBeInTheDocument());
  });

  it("each week shows its planned emails against the strategy's cadence; placeholders count", async () => {
    calendarApi({ sendFrequency: 'Weekly' });
    renderCalendar();
    const week1 = await screen.findByRole('region', { name: `Week of ${WEEK_1}` });
    expect(await within(week1).findByTestId('cadence-badge')).toHaveTextContent('2 of 1 · over');
    expect(within(weekBlock(WEEK_2)).getByTestId('cadence-badge')).toHaveTextContent('2 of 1 · over');
    expect(within(weekBlock('Dec 6 – Dec 12, 2026')).getByTestId('cadence-badge')).toHaveTextContent('0 of 1 · under');
    expect(within(weekBlock(WEEK_2)).getByTestId('placeholder-card')).toHaveTextContent('Store opening');

    // the month view ends each week's row with the same count
    await userEvent.setup().click(screen.getByRole('button', { name: /^Month$/ }));
    const grid = screen.getByRole('grid', { name: 'Month of November 2026' });
    expect(within(grid).getByRole('columnheader', { name: 'Cadence' })).toBeInTheDocument();
    const weeks = within(grid).getAllByTestId('month-week-cadence').map((cell) => cell.textContent);
    expect(weeks).toEqual(['0 of 1 · under', '0 of 1 · under', '0 of 1 · under', '2 of 1 · over', '2 of 1 · over']);
  });

  it('the month view: a grid of days with the same cards, holidays and badges', async () => {
    calendarApi();
    renderCalendar();
    await screen.findByRole('region', { name: `Week of ${WEEK_1}` });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Month$/ }));
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Month of November 2026' });
    const days = within(grid).getAllByTestId('calendar-day');
    expect(days).toHaveLength(35);
    expect(days[0]).toHaveAttribute('data-date', '2026-11-01');
    const thanksgiving = within(grid).getByRole('gridcell', { name: 'Thursday, November 26, 2026' });
    expect(thanksgiving).toHaveTextContent('Thanksgiving Day (US)');
    const friday = within(grid).getByRole('gridcell', { name: 'Friday, November 27, 2026' });
    expect(within(friday).getByRole('group', { name: 'Black Friday early access' })).toBeInTheDocument();
    expect(within(friday).getByTestId('clash-badge')).toBeInTheDocument();
    const monday = within(grid).getByRole('gridcell', { name: 'Monday, November 30, 2026' });
    expect(within(monday).getByRole('button', { name: "2 more: St Andrew's Day (GB), Holiday sale" })).toHaveTextContent('+2 more');
    expect(within(grid).getByRole('gridcell', { name: 'Thursday, December 3, 2026' })).toHaveTextContent('Store opening');
    // the month after: its own events are asked for
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next Month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByText('End-of-year holidays: Dec 15 – Dec 31')).toBeInTheDocument();
  });
});
