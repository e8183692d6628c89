import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addWeeks, format, startOfWeek } from 'date-fns';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import SharedCalendarPage, { SHARED_CALENDAR_TEXTS } from './SharedCalendarPage';

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const today = new Date();
let n = 0;
/** A token of its own per test: the shell's store keeps answers by token. */
const nextToken = () => `${String(n++).padStart(3, '0')}${'x'.repeat(40)}`;

/** The API answers the link with Acme's calendar, valid until Jan 25, 2027, holding `content`. */
function serveCalendar(token: string, content: { items: unknown[]; countries: string[]; events: unknown[] }) {
  mockApi({
    [`GET /api/shared-calendars/${token}`]: {
      status: 200,
      body: { name: 'Acme – Email calendar', expiresAt: '2027-01-25T08:00:00.000Z', ...content },
    },
  } as never);
}

function open(token: string) {
  return renderWithProviders(<SharedCalendarPage />, { route: `/shared/calendar/${token}`, path: '/shared/calendar/:token', store: null });
}

describe('SharedCalendarPage', () => {
  it('shows the scheduled items of the six weeks, read-only, with title, type and date', async () => {
    const token = nextToken();
    const soon = day(addDays(today, 1));
    const later = day(addWeeks(today, 8));
    serveCalendar(token, {
      items: [
        { kind: 'concept', title: 'Black Friday: 30% off', campaignType: 'promotion', date: soon, status: 'Planned (no campaign yet)' },
        { kind: 'concept', title: 'Spring restock', campaignType: 'product_spotlight', date: later, status: 'Approved (campaign: Restock)' },
      ],
      countries: ['US'],
      events: [],
    });
    const user = userEvent.setup();
    open(token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme – Email calendar' })).toBeInTheDocument();
    expect(screen.getByText(/Read-only view · link valid until Jan 25, 2027/)).toBeInTheDocument();
    expect(screen.getAllByTestId('shared-calendar-week')).toHaveLength(6);
    const items = screen.getAllByTestId('shared-calendar-item');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Black Friday: 30% off')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Promotion')).toBeInTheDocument();
    expect(within(items[0]!).getByText(format(addDays(today, 1), 'EEE, MMM d, yyyy'))).toBeInTheDocument();
    // nothing to edit: no drag handles, no date pickers, no forms
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SHARED_CALENDAR_TEXTS.next }));
    expect(await screen.findByText('Spring restock')).toBeInTheDocument();
    expect(screen.getByText('Product Spotlight')).toBeInTheDocument();
    expect(screen.getByText('Approved (campaign: Restock)')).toBeInTheDocument();
    expect(screen.queryByText('Black Friday: 30% off')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SHARED_CALENDAR_TEXTS.today }));
    expect(await screen.findByText('Black Friday: 30% off')).toBeInTheDocument();
  });

  it("shows placeholders, the campaign's status, and the holidays and retail moments in the week they fall in", async () => {
    const token = nextToken();
    const weekStart = startOfWeek(today);
    const inWeek = (weeks: number, days: number) => day(addDays(addWeeks(weekStart, weeks), days));
    serveCalendar(token, {
      items: [
        { kind: 'concept', title: 'Gift guide', campaignType: 'product_spotlight', date: inWeek(0, 2), status: 'Pushed to Klaviyo (campaign: Gifts)' },
        { kind: 'placeholder', title: 'Placeholder: Valentine edit', campaignType: 'promotion', date: inWeek(1, 3), status: 'Placeholder (no concept yet)' },
      ],
      countries: ['US', 'GB'],
      // by first day, as the API sends them
      events: [
        { id: 'holiday:a', kind: 'holiday', name: 'Christmas Day', start: inWeek(0, 4), end: inWeek(0, 4), countries: ['US', 'GB'] },
        { id: 'retail:c', kind: 'retail', name: 'End-of-year holidays', start: inWeek(1, 6), end: inWeek(3, 1), countries: [] },
        { id: 'retail:b', kind: 'retail', name: 'Black Friday', start: inWeek(2, 5), end: inWeek(2, 5), countries: [] },
        // far outside the six weeks: not shown
        { id: 'holiday:d', kind: 'holiday', name: 'Far away day', start: inWeek(20, 0), end: inWeek(20, 0), countries: ['US'] },
      ],
    });
    open(token);
    const weeks = await screen.findAllByTestId('shared-calendar-week');
    const eventsOf = (i: number) => within(weeks[i]!).queryAllByTestId('shared-calendar-event').map((e) => e.textContent);
    const dayName = (weeksOn: number, days: number) => format(addDays(addWeeks(weekStart, weeksOn), days), 'EEE, MMM d');
    const span = `${format(addDays(addWeeks(weekStart, 1), 6), 'MMM d')} – ${format(addDays(addWeeks(weekStart, 3), 1), 'MMM d')}`;
    expect(eventsOf(0)).toEqual([`${dayName(0, 4)} · Christmas Day (US, GB)`]);
    expect(eventsOf(1)).toEqual([`${span} · End-of-year holidays`]);
    expect(eventsOf(2)).toEqual([`${span} · End-of-year holidays`, `${dayName(2, 5)} · Black Friday`]);
    expect(eventsOf(3)).toEqual([`${span} · End-of-year holidays`]);
    expect([4, 5].flatMap(eventsOf)).toEqual([]);
    expect(screen.queryByText(/Far away day/)).not.toBeInTheDocument();
    expect(within(weeks[0]!).getByTestId('shared-calendar-event')).toHaveAttribute('title', 'Christmas Day: public holiday in US, GB');

    const [concept] = within(weeks[0]!).getAllByTestId('shared-calendar-item');
    expect(within(concept!).getByText('Pushed to Klaviyo (campaign: Gifts)')).toBeInTheDocument();
    const [slot] = within(weeks[1]!).getAllByTestId('shared-calendar-item');
    expect(slot).toHaveAttribute('data-kind', 'placeholder');
    expect(within(slot!).getByText('Placeholder: Valentine edit')).toBeInTheDocument();
    expect(within(slot!).getByText('Promotion')).toBeInTheDocument();
    expect(within(slot!).getByText('Placeholder (no concept yet)')).toBeInTheDocument();
  });

  it('says clearly when the link has expired or was revoked', async () => {
    const token = nextToken();
    mockApi({
      [`GET /api/shared-calendars/${token}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This calendar link has expired or was revoked. Ask whoever shared it for a new one.' },
      },
    } as never);
    open(token);
    expect(await screen.findByText(SHARED_CALENDAR_TEXTS.unavailableTitle)).toBeInTheDocument();
    expect(screen.getByText(SHARED_CALENDAR_TEXTS.unavailable)).toBeInTheDocument();
    expect(screen.queryByTestId('shared-calendar-week')).not.toBeInTheDocument();
  });

  it('offers Retry when the calendar cannot be loaded', async () => {
    const token = nextToken();
    mockApi({ [`GET /api/shared-calendars/${token}`]: { status: 500, body: { message: 'Internal server error' } } } as never);
    open(token);
    expect(await screen.findByText(SHARED_CALENDAR_TEXTS.failed)).toBeInTheDocument();
    serveCalendar(token, { items: [], countries: [], events: [] });
    await userEvent.click(screen.getByRole('button', { name: SHARED_CALENDAR_TEXTS.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme – Email calendar' })).toBeInTheDocument();
    expect(screen.getAllByText(SHARED_CALENDAR_TEXTS.empty)).toHaveLength(6);
  });
});
