import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, type FakeAnswer, conceptReadRoutes } from '@mailplan/testing';
import {
  plannedConcept,
  fixClock,
  keyboardDrag,
  renderCalendar,
  stubLayout,
  unscheduledPanel,
  weekBlock,
  weekHeadings,
} from './calendar-test-utils';

/** What the calendar must show for a fixed instant, seen from one time zone. */
export interface ZoneExpectations {
  /** The six headings of the current view, and after one Previous Weeks. */
  weeks: string[];
  previousWeeks: string[];
  /** The date a drop on the third week gives (its start + 3 days). */
  thirdWeekDrop: string;
}

export interface WeekArithmeticCases {
  timeZone: string;
  /** 2026-11-22T06:00:00Z: Saturday evening in the Americas, Sunday in Asia and Oceania. */
  november: ZoneExpectations;
  /** 2027-01-02T20:00:00Z: the first days of 2027, whose weeks start in 2026 or 2027 by zone. */
  newYear: ZoneExpectations & { firstWeekDrop: string };
}

const NOVEMBER = '2026-11-22T06:00:00Z';
const NEW_YEAR = '2027-01-02T20:00:00Z';

/**
 * The week arithmetic of /content-calendar with a fixed clock, in the time zone the spec file
 * runs in (`@timezone` in its docblock): which week is current, the headings with their years,
 * Previous Weeks / Next Weeks / Today, and the date a drop gives.
 */
export function describeWeekArithmetic(cases: WeekArithmeticCases) {
  describe(`week arithmetic in ${cases.timeZone}`, () => {
    afterEach(() => jest.useRealTimers());

    it('runs in that time zone', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(cases.timeZone);
    });

    it('shows six weeks from the current one, each headed with its days and year; a scheduled date stays on its day', async () => {
      fixClock(NOVEMBER);
      mockApi({
        ...conceptReadRoutes([plannedConcept({ id: 1, title: 'Matcha week', scheduledDate: '2026-11-25' }), plannedConcept({ id: 2, title: 'Backlog' })]),
      });
      renderCalendar();
      await screen.findByRole('heading', { name: 'Email Content Calendar' });
      expect(weekHeadings()).toEqual(cases.november.weeks);
      // 2026-11-25 is a Wednesday in every zone: its card is in the week of Nov 22 and shows that day.
      const card = within(weekBlock('Nov 22 – Nov 28, 2026')).getByRole('group', { name: 'Matcha week' });
      expect(within(card).getByRole('button', { name: 'Nov 25, 2026' })).toBeInTheDocument();
      expect(within(unscheduledPanel()).getByRole('group', { name: 'Backlog' })).toBeInTheDocument();
    });

    it('Previous Weeks goes 6 weeks back; Next Weeks shows only in the past; Today shows off the current view', async () => {
      const user = userEvent.setup();
      fixClock(NOVEMBER);
      mockApi({ ...conceptReadRoutes([plannedConcept({ title: 'Only one' })]) });
      renderCalendar();
      await screen.findByRole('heading', { name: 'Email Content Calendar' });

      const previous = screen.getByRole('button', { name: 'Previous Weeks' });
      expect(screen.queryByRole('button', { name: 'Next Weeks' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();

      await user.click(previous);
      expect(weekHeadings()).toEqual(cases.november.previousWeeks);
      expect(screen.getByRole('button', { name: 'Next Weeks' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();

      await user.click(previous); // 12 weeks back
      await user.click(screen.getByRole('button', { name: 'Next Weeks' }));
      expect(weekHeadings()).toEqual(cases.november.previousWeeks);

      await user.click(screen.getByRole('button', { name: 'Next Weeks' }));
      expect(weekHeadings()).toEqual(cases.november.weeks);
      expect(screen.queryByRole('button', { name: 'Next Weeks' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();

      await user.click(previous);
      await user.click(previous);
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(weekHeadings()).toEqual(cases.november.weeks);
      expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    });

    it('across the year end: headings carry both years, Previous Weeks reaches back into the old year', async () => {
      const user = userEvent.setup();
      fixClock(NEW_YEAR);
      mockApi({ ...conceptReadRoutes([plannedConcept({ title: 'Only one' })]) });
      renderCalendar();
      await screen.findByRole('heading', { name: 'Email Content Calendar' });
      expect(weekHeadings()).toEqual(cases.newYear.weeks);
      await user.click(screen.getByRole('button', { name: 'Previous Weeks' }));
      expect(weekHeadings()).toEqual(cases.newYear.previousWeeks);
    });

    it.each([
      ['the third week, November', NOVEMBER, 3, 'november'],
      ['the third week, new year', NEW_YEAR, 3, 'newYear'],
      ['the first week, new year', NEW_YEAR, 1, 'newYear'],
    ] as const)('a concept dropped on %s is scheduled on the week start + 3 days', async (_name, clock, steps, which) => {
      fixClock(clock);
      const layout = stubLayout();
      const patch = deferred<FakeAnswer>();
      const log = mockApi({
        ...conceptReadRoutes([plannedConcept({ id: 5, title: 'Tea school' })]),
        'PATCH /api/email-concepts/5': () => patch.promise,
      });
      renderCalendar();
      await screen.findByRole('heading', { name: 'Email Content Calendar' });

      await keyboardDrag('Tea school', steps);

      const expected = steps === 1 ? cases.newYear.firstWeekDrop : cases[which].thirdWeekDrop;
      await waitFor(() => expect(log).toHaveBeenCalledWith('/api/email-concepts/5', expect.objectContaining({ method: 'PATCH' })));
      const sent = log.mock.calls.find(([, req]) => req.method === 'PATCH')![1];
      expect(JSON.parse(String(sent.body))).toEqual({ scheduledDate: expected });
      // Shown in the target week before the server answers.
      const week = weekBlock(cases[which].weeks[steps - 1]!);
      expect(within(week).getByRole('group', { name: 'Tea school' })).toBeInTheDocument();
      expect(within(unscheduledPanel()).getByText('All content has been scheduled!')).toBeInTheDocument();
      layout.mockRestore();
      patch.resolve({ status: 200, body: plannedConcept({ id: 5, title: 'Tea school', scheduledDate: expected }) });
    });
  });
}
