import { calendarMonth } from './month-dates';
import { widenDays } from './calendar-dates';
import { dayDropId, scheduleForDrop } from './dnd';

describe('calendarMonth', () => {
  it('whole weeks from Sunday covering the month', () => {
    const month = calendarMonth(new Date(2026, 10, 26), 0);
    expect(month.heading).toBe('November 2026');
    expect(month.weeks).toHaveLength(5);
    expect(month.weeks[0]![0]!.key).toBe('2026-11-01');
    expect(month.weeks.at(-1)!.at(-1)!.key).toBe('2026-12-05');
    expect(month.weeks.at(-1)!.at(-1)!.inMonth).toBe(false);
    expect(month.weeks[3]![5]!.label).toBe('Friday, November 27, 2026');
  });

  it('moves by months, across a year', () => {
    const month = calendarMonth(new Date(2026, 10, 26), 2);
    expect(month.heading).toBe('January 2027');
    expect(month.weeks[0]![0]!.key).toBe('2026-12-27');
    expect(month.weeks).toHaveLength(6);
  });
});

describe('a drop on a day of the month view', () => {
  const target = { kind: 'day' as const, date: '2026-12-03', label: 'Thursday, December 3, 2026' };
  it('schedules that day', () => {
    expect(scheduleForDrop({ scheduledDate: null }, target)).toBe('2026-12-03');
    expect(scheduleForDrop({ scheduledDate: '2026-12-01' }, target)).toBe('2026-12-03');
  });
  it('changes nothing on its own day', () => {
    expect(scheduleForDrop({ scheduledDate: '2026-12-03' }, target)).toBeUndefined();
  });
  it('the week rule stays for the weekly view', () => {
    expect(scheduleForDrop({ scheduledDate: null }, { kind: 'week', heading: 'x', dropDate: '2026-12-02', weekKey: '2026-11-29' })).toBe('2026-12-02');
    expect(dayDropId('2026-12-03')).toBe('day-2026-12-03');
  });
});

describe('widenDays', () => {
  it('adds the days on each side, across months and years', () => {
    expect(widenDays({ from: '2026-12-27', to: '2027-02-06' }, 7)).toEqual({ from: '2026-12-20', to: '2027-02-13' });
    expect(widenDays({ from: '2026-11-26', to: '2026-11-26' }, 0)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });

  it('is null when either end is not a date', () => {
    expect(widenDays({ from: 'soon', to: '2026-11-26' }, 7)).toBeNull();
  });
});
