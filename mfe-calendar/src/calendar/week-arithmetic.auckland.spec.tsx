/** @timezone Pacific/Auckland */
import { describeWeekArithmetic } from './test/week-arithmetic.cases';

// East of Greenwich: 2026-11-22T06:00Z is Sunday evening the 22nd, so the current week is Nov 22-28.
describeWeekArithmetic({
  timeZone: 'Pacific/Auckland',
  november: {
    weeks: [
      'Nov 22 – Nov 28, 2026',
      'Nov 29 – Dec 5, 2026',
      'Dec 6 – Dec 12, 2026',
      'Dec 13 – Dec 19, 2026',
      'Dec 20 – Dec 26, 2026',
      'Dec 27, 2026 – Jan 2, 2027',
    ],
    previousWeeks: [
      'Oct 11 – Oct 17, 2026',
      'Oct 18 – Oct 24, 2026',
      'Oct 25 – Oct 31, 2026',
      'Nov 1 – Nov 7, 2026',
      'Nov 8 – Nov 14, 2026',
      'Nov 15 – Nov 21, 2026',
    ],
    thirdWeekDrop: '2026-12-09',
  },
  newYear: {
    weeks: [
      'Jan 3 – Jan 9, 2027',
      'Jan 10 – Jan 16, 2027',
      'Jan 17 – Jan 23, 2027',
      'Jan 24 – Jan 30, 2027',
      'Jan 31 – Feb 6, 2027',
      'Feb 7 – Feb 13, 2027',
    ],
    previousWeeks: [
      'Nov 22 – Nov 28, 2026',
      'Nov 29 – Dec 5, 2026',
      'Dec 6 – Dec 12, 2026',
      'Dec 13 – Dec 19, 2026',
      'Dec 20 – Dec 26, 2026',
      'Dec 27, 2026 – Jan 2, 2027',
    ],
    thirdWeekDrop: '2027-01-20',
    firstWeekDrop: '2027-01-06',
  },
});
