import type { JobOptions, QueueOptions } from 'bull';

/**
 * Every job option in one place. Bull defaults to one attempt and keeps finished jobs forever;
 * delivery is at least once (a stalled job runs again), so every processor must be idempotent.
 * The in-process runner (no REDIS_URL) honours attempts and backoff too.
 */
export const DEFAULT_JOB_OPTIONS: JobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

/** Per-job overrides, by job name. Long AI work registers its own entry here. */
export const JOB_OPTIONS: Record<string, JobOptions> = {
  'seed-starter-modules': { attempts: 5, backoff: { type: 'exponential', delay: 500 } },
};

export const QUEUE_SETTINGS: QueueOptions['settings'] = {
  // How often a worker checks for jobs whose worker died, and how often one may be retried for that.
  stalledInterval: 30_000,
  maxStalledCount: 2,
};

/** Processors running at once per job name in one process. */
export const DEFAULT_CONCURRENCY = 2;

export function jobOptionsFor(name: string): JobOptions {
  return { ...DEFAULT_JOB_OPTIONS, ...JOB_OPTIONS[name] };
}
