/** @timezone UTC */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, conceptReadRoutes } from '@mailplan/testing';
import { fixClock, plannedConcept, renderCalendar } from './test/calendar-test-utils';
import { TypeBadge } from './TypeBadge';

// Sunday 22 November 2026, noon UTC
const NOW = '2026-11-22T12:00:00Z';
const LONG_TITLE = 'Christmas gift guide: the twelve teas our customers give their families every winter';

beforeEach(() => {
  fixClock(NOW);
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

function calendarApi() {
  mockApi({
    ...conceptReadRoutes([
      plannedConcept({ id: 1, title: LONG_TITLE, campaignType: 'promotion', scheduledDate: '2026-11-25' }),
      plannedConcept({ id: 2, title: 'Brewing basics', campaignType: 'education', scheduledDate: '2026-11-25' }),
      plannedConcept({ id: 3, title: 'Meet the growers', campaignType: 'community', scheduledDate: null }),
    ]),
    'GET /api/calendar/events': { status: 200, body: { countries: ['US'], sendFrequency: null, events: [] } },
    'GET /api/calendar/settings': { status: 200, body: { sameDayClash: true, promotionClash: true, promotionWindowDays: 7 } },
    'GET /api/calendar/placeholders': { status: 200, body: [] },
  });
}

async function openMonth() {
  await screen.findByRole('region', { name: 'Week of Nov 22 – Nov 28, 2026' });
  await userEvent.setup().click(screen.getByRole('button', { name: /^Month$/ }));
  return screen.getByRole('grid', { name: 'Month of November 2026' });
}

describe('TypeBadge', () => {
  it("as a dot: the type is the dot's accessible name and its hover title, with no truncated text", () => {
    render(<TypeBadge type="product_spotlight" dot />);
    const dot = screen.getByRole('img', { name: 'Product Spotlight' });
    expect(dot).toHaveAttribute('title', 'Product Spotlight');
    expect(dot).toHaveTextContent('');
  });

  it('as a dot: an unknown type is Other, as the chip says', () => {
    render(<TypeBadge type="webinar" dot />);
    expect(screen.getByRole('img', { name: 'Other' })).toBeInTheDocument();
  });
});

describe('the month view fits its days', () => {
  it("marks each card's type with a named dot and clamps its title, the full title on hover", async () => {
    calendarApi();
    renderCalendar();
    const grid = await openMonth();
    const day = within(grid).getByRole('gridcell', { name: 'Wednesday, November 25, 2026' });
    const long = within(day).getByRole('group', { name: LONG_TITLE });
    expect(within(long).getByRole('img', { name: 'Promotion' })).toBeInTheDocument();
    // no chip with the type's name in the narrow day
    expect(within(day).queryByText('Promotion')).toBeNull();
    expect(within(day).getByRole('group', { name: 'Brewing basics' })).toContainElement(within(day).getByRole('img', { name: 'Education' }));
    const title = within(long).getByRole('heading', { name: LONG_TITLE });
    expect(title).toHaveAttribute('title', LONG_TITLE);
    expect(title).toHaveStyle({ overflow: 'hidden', overflowWrap: 'break-word' });
    expect(getComputedStyle(title).getPropertyValue('-webkit-line-clamp')).toBe('2');
    // the conflict reasons stay inside a 1 px box in a positioned badge, not as wide as the window
    const reason = within(long).getByText('Same day as “Brewing basics”');
    expect(getComputedStyle(reason)).toMatchObject({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    expect(getComputedStyle(within(long).getByTestId('clash-badge')).position).toBe('relative');
  });

  it('gives the month the width of Unscheduled Content, which a toggle brings back and which is remembered', async () => {
    calendarApi();
    const user = userEvent.setup();
    const first = renderCalendar();
    await screen.findByRole('region', { name: 'Unscheduled Content' });
    // the weeks keep the panel beside them
    expect(screen.getByRole('button', { name: 'Hide Unscheduled Content' })).toHaveAttribute('aria-expanded', 'true');

    await openMonth();
    expect(screen.queryByRole('region', { name: 'Unscheduled Content' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show Unscheduled Content (1)' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const panel = screen.getByRole('region', { name: 'Unscheduled Content' });
    expect(within(panel).getByRole('group', { name: 'Meet the growers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Unscheduled Content' })).toHaveAttribute('aria-expanded', 'true');

    // hidden again, and still hidden when the page opens next time
    await user.click(screen.getByRole('button', { name: 'Hide Unscheduled Content' }));
    expect(screen.queryByRole('region', { name: 'Unscheduled Content' })).toBeNull();
    first.unmount();
    renderCalendar();
    await openMonth();
    expect(screen.queryByRole('region', { name: 'Unscheduled Content' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Unscheduled Content (1)' })).toBeInTheDocument();
    // the weeks' own choice did not change
    await user.click(screen.getByRole('button', { name: 'Weeks' }));
    expect(await screen.findByRole('region', { name: 'Unscheduled Content' })).toBeInTheDocument();
  });

  it('remembers a shown panel in the month view too', async () => {
    calendarApi();
    const first = renderCalendar();
    await openMonth();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show Unscheduled Content (1)' }));
    first.unmount();
    renderCalendar();
    await openMonth();
    expect(screen.getByRole('region', { name: 'Unscheduled Content' })).toBeInTheDocument();
  });
});
