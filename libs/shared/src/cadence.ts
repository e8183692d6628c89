import type { SEND_FREQUENCIES } from './brand.js';

/** A strategy's send frequency as a number of emails per week: at least `min`, at most `max` (null: no upper limit). */
export interface WeeklyCadence {
  min: number;
  max: number | null;
  /** How the target reads on a week block, e.g. `1`, `2-3`, `4+`, `up to 1`. */
  label: string;
}

export type CadenceStatus = 'under' | 'on' | 'over';

/**
 * The survey's send frequencies (SEND_FREQUENCIES) as a weekly target, the one mapping the
 * calendar and anything else reading a strategy's cadence use. The monthly frequencies allow at
 * most one email a week: an empty week is on target, a week of two is over.
 */
export const WEEKLY_CADENCE: Record<(typeof SEND_FREQUENCIES)[number], WeeklyCadence> = {
  'Less than once a month': { min: 0, max: 1, label: 'up to 1' },
  'Once a month': { min: 0, max: 1, label: 'up to 1' },
  'Twice a month': { min: 0, max: 1, label: 'up to 1' },
  Weekly: { min: 1, max: 1, label: '1' },
  '2-3 times per week': { min: 2, max: 3, label: '2-3' },
  'More than 3 times per week': { min: 4, max: null, label: '4+' },
};

/** The weekly target of a survey's send frequency, or null when none was chosen (or it is unknown). */
export function weeklyCadence(sendFrequency: string | null | undefined): WeeklyCadence | null {
  if (!sendFrequency) return null;
  return (WEEKLY_CADENCE as Record<string, WeeklyCadence>)[sendFrequency] ?? null;
}

/** Whether `scheduled` emails in a week are under, on or over the target. */
export function cadenceStatus(scheduled: number, target: WeeklyCadence): CadenceStatus {
  if (scheduled < target.min) return 'under';
  if (target.max !== null && scheduled > target.max) return 'over';
  return 'on';
}
