import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addWeeks, format } from 'date-fns';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import SharedCalendarPage, { SHARED_CALENDAR_TEXTS } from './SharedCalendarPage';

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const today = new Date();
let n = 0;
/** A token of its own per test: the shell's store keeps answers by token. */
const nextToken = () => `${String(n++).padStart(3, '0')}${'x'.repeat(40)}`;

function open(token: string) {
  return renderWithProviders(<SharedCalendarPage />, { route: `/shared/calendar/${token}`, path: '/shared/calendar/:token', store: null });
}

describe('SharedCalendarPage', () => {
  it('shows the scheduled items of the six weeks, read-only, with title, type and date', async () => {
    const token = nextToken();
    const soon = day(addDays(today, 1));
    const later = day(addWeeks(today, 8));
    mockApi({
      [`GET /api/shared-calendars/${token}`]: {
        status: 200,
        body: {
          name: 'Acme – Email calendar',
          expiresAt: '2027-01-25T08:00:00.000Z',
          items: [
            { title: 'Black Friday: 30% off', campaignType: 'promotion', date: soon, status: 'Planned (no campaign yet)' },
            { title: 'Spring restock', campaignType: 'product_spotlight', date: later, status: 'Campaign in progress: Restock' },
          ],
        },
      },
    } as never);
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
    expect(screen.queryByText('Black Friday: 30% off')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SHARED_CALENDAR_TEXTS.today }));
    expect(await screen.findByText('Black Friday: 30% off')).toBeInTheDocument();
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
    mockApi({
      [`GET /api/shared-calendars/${token}`]: { status: 200, body: { name: 'Acme – Email calendar', expiresAt: '2027-01-25T08:00:00.000Z', items: [] } },
    } as never);
    await userEvent.click(screen.getByRole('button', { name: SHARED_CALENDAR_TEXTS.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme – Email calendar' })).toBeInTheDocument();
    expect(screen.getAllByText(SHARED_CALENDAR_TEXTS.empty)).toHaveLength(6);
  });
});
