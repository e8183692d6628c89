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

/**
 * Every job queue of the app, by job name: `JobsModule` registers these (Bull queues on Redis), and
 * each has one `@Processor(name)` class with one `@Process()` method (using `runJob`).
 */
export const JOB_QUEUES: readonly string[] = ['seed-starter-modules', 'ai-generate', 'generate-concepts'];

/** Per-job overrides, by job name. */
export const JOB_OPTIONS: Record<string, JobOptions> = {
  'seed-starter-modules': { attempts: 5, backoff: { type: 'exponential', delay: 500 } },
  // AI work: the AiService already retries a transient provider failure within one run (429, 529,
  // 5xx, timeouts; AI_MAX_RETRIES with its own backoff). One more run, 5 s later, covers a failure
  // that outlasts those; errors that cannot heal (a bad key, an unparsable answer) fail at once.
  'ai-generate': { attempts: 2, backoff: { type: 'exponential', delay: 5000 } },
  // Concept generation is AI work that then saves its concepts (idempotent by generationId).
  'generate-concepts': { attempts: 2, backoff: { type: 'exponential', delay: 5000 } },
};

/** Processors running at once per job name in one process. */
export const DEFAULT_CONCURRENCY = 2;

/** Per-job concurrency, by job name. AI jobs mostly wait on the provider, so a worker runs several. */
export const JOB_CONCURRENCY: Record<string, number> = {
  'ai-generate': 8,
  'generate-concepts': 8,
};

/**
 * How long queueing a job or reading its status may wait for Redis before failing with
 * QueueUnavailableError (503), instead of waiting for Redis to come back.
 */
export const QUEUE_TIMEOUT_MS = 2500;

/** How often someone following a job re-reads its status when no event arrived (events are hints). */
export const FOLLOW_POLL_MS = 1000;

/**
 * A job's lock lasts QUEUE_LOCK_MS (default 30 s) and is renewed by its worker every half of it; a
 * worker checks as often for jobs whose lock expired (their worker died) and runs them again, at
 * most twice per job. A job of a killed worker is thus taken over within about twice QUEUE_LOCK_MS.
 */
export function queueSettings(env: Record<string, string | undefined> = process.env): NonNullable<QueueOptions['settings']> {
  const raw = env.QUEUE_LOCK_MS?.trim();
  const lockMs = raw ? Number(raw) : 30_000;
  if (!Number.isInteger(lockMs) || lockMs < 500 || lockMs > 600_000) {
    throw new Error(`QUEUE_LOCK_MS must be a whole number of milliseconds between 500 and 600000, got "${raw}"`);
  }
  return { lockDuration: lockMs, lockRenewTime: lockMs / 2, stalledInterval: lockMs, maxStalledCount: 2 };
}

export function jobOptionsFor(name: string): JobOptions {
  return { ...DEFAULT_JOB_OPTIONS, ...JOB_OPTIONS[name] };
}

export function concurrencyFor(name: string): number {
  return JOB_CONCURRENCY[name] ?? DEFAULT_CONCURRENCY;
}
