import type { JobOptions } from 'bull';

/** One job queue's settings, as Bull takes them; the in-process runner (no REDIS_URL) honours them too. */
export interface JobQueueSettings {
  /** Bull's job options: attempts, backoff, how long finished jobs are kept. */
  jobOptions: JobOptions;
  /** Jobs of this queue one process runs at once. */
  concurrency: number;
}

/** The job queues' settings in `AppConfig.jobQueues`. */
export interface JobQueuesConfig {
  /**
   * Bull's lock and stalled-job settings, from QUEUE_LOCK_MS: a running job's lock lasts that long
   * and its worker renews it every half of it; every worker checks as often for jobs whose lock
   * expired (their worker died) and runs them again, at most twice per job. A job of a killed
   * worker is thus taken over within about twice QUEUE_LOCK_MS.
   */
  settings: { lockDuration: number; lockRenewTime: number; stalledInterval: number; maxStalledCount: number };
  /** Every job queue of the app, by job name. A queue not listed here (a test's) gets DEFAULT_JOB_QUEUE. */
  queues: Readonly<Record<string, JobQueueSettings>>;
  /**
   * How long shutdown lets running jobs finish before it closes the queues anyway (a job cut off
   * is taken over by another worker once its lock expires).
   */
  shutdownGraceMs: number;
}

/**
 * Bull defaults to one attempt and keeps finished jobs forever. Delivery is at least once (a
 * stalled job runs again), so every processor must be idempotent.
 */
export const DEFAULT_JOB_QUEUE: JobQueueSettings = {
  jobOptions: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
  },
  concurrency: 2,
};

/** What differs from DEFAULT_JOB_QUEUE, per job name. Each queue has one `@JobProcessor(name)` class. */
const JOB_QUEUES: Record<string, { jobOptions?: JobOptions; concurrency?: number }> = {
  'seed-starter-modules': { jobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 500 } } },
  // AI work: the AiService already retries a transient provider failure within one run (429, 529,
  // 5xx, timeouts; AI_MAX_RETRIES with its own backoff). One more run, 5 s later, covers a failure
  // that outlasts those; errors that cannot heal (a bad key, an unparsable answer) fail at once.
  // AI jobs mostly wait on the provider, so a worker runs several at once.
  'ai-generate': { jobOptions: { attempts: 2, backoff: { type: 'exponential', delay: 5000 } }, concurrency: 8 },
  // Concept generation is AI work that then saves its concepts (idempotent by generationId).
  'generate-concepts': { jobOptions: { attempts: 2, backoff: { type: 'exponential', delay: 5000 } }, concurrency: 8 },
  // A push to an email service: its client already waits out a 429 (Retry-After) and each step
  // keeps the remote ids it made, so one more run, 2 s later, finishes what a dropped connection or
  // a 5xx cut short; a refused key fails at once. Pushes mostly wait on the service.
  'push-campaign': { jobOptions: { attempts: 2, backoff: { type: 'exponential', delay: 2000 } }, concurrency: 4 },
};

/** The queues' settings with a running job's lock of `lockMs` (QUEUE_LOCK_MS, checked by loadConfig). */
export function jobQueuesConfig(lockMs: number): JobQueuesConfig {
  const queues: Record<string, JobQueueSettings> = {};
  for (const [name, own] of Object.entries(JOB_QUEUES)) {
    queues[name] = {
      jobOptions: { ...DEFAULT_JOB_QUEUE.jobOptions, ...own.jobOptions },
      concurrency: own.concurrency ?? DEFAULT_JOB_QUEUE.concurrency,
    };
  }
  return {
    settings: { lockDuration: lockMs, lockRenewTime: lockMs / 2, stalledInterval: lockMs, maxStalledCount: 2 },
    queues,
    shutdownGraceMs: 10_000,
  };
}

/** A queue's settings: its own, or the defaults for a queue the app does not list (a test's). */
export function jobQueueSettings(config: JobQueuesConfig, name: string): JobQueueSettings {
  return config.queues[name] ?? DEFAULT_JOB_QUEUE;
}
