import { SEND_FREQUENCIES } from './brand.js';
import { cadenceStatus, WEEKLY_CADENCE, weeklyCadence } from './cadence.js';

describe('weekly cadence', () => {
  it('every send frequency of the survey has a weekly target', () => {
    expect(Object.keys(WEEKLY_CADENCE).sort()).toEqual([...SEND_FREQUENCIES].sort());
  });

  it.each([
    ['Weekly', 1, 1, '1'],
    ['2-3 times per week', 2, 3, '2-3'],
    ['More than 3 times per week', 4, null, '4+'],
    ['Twice a month', 0, 1, 'up to 1'],
  ])('%s: %i to %s a week', (frequency, min, max, label) => {
    expect(weeklyCadence(frequency)).toEqual({ min, max, label });
  });

  it('no frequency, or an unknown one, has no target', () => {
    expect(weeklyCadence(undefined)).toBeNull();
    expect(weeklyCadence('')).toBeNull();
    expect(weeklyCadence('Daily')).toBeNull();
  });

  it('under, on or over', () => {
    const twoToThree = weeklyCadence('2-3 times per week')!;
    expect([0, 1, 2, 3, 4].map((n) => cadenceStatus(n, twoToThree))).toEqual(['under', 'under', 'on', 'on', 'over']);
    const many = weeklyCadence('More than 3 times per week')!;
    expect([3, 4, 20].map((n) => cadenceStatus(n, many))).toEqual(['under', 'on', 'on']);
  });
});
