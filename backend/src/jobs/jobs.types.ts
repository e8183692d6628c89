import { ServiceUnavailableException } from '@nestjs/common';
import type { Job } from 'bull';

/**
 * What a processor uses of the job it is handed: a Bull `Job` on Redis, or the in-process
 * runner's job (no REDIS_URL), which has the same members.
 */
export type ProcessedJob<D = unknown> = Pick<Job<D>, 'data' | 'attemptsMade' | 'discard'> & {
  id: Job['id'];
  progress(value: number): Promise<void>;
};

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

/**
 * What `runJob` hands a processor's work besides the job's data. Delivery is at least once (a job
 * whose worker died runs again), so the work must be idempotent. A thrown error is retried per the
 * queue's settings (config/job-queues.ts), unless it carries `retryable: false` (as an AiError for
 * a bad key does): then the job fails at once.
 */
export interface JobContext {
  id: string;
  /** 1 for the first run, then 2, 3... on retries. */
  attempt: number;
  /** 0-100; shown to users following long work. */
  reportProgress(percent: number): Promise<void>;
}

export interface JobStatus<R = unknown> {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  result?: R;
  error?: string;
  /** The organization the job works for, when its payload says so (for access checks). */
  organizationId?: number;
}

/** Where jobs wait and run: Bull on Redis, or the in-process runner. */
export interface JobBackend {
  enqueue(name: string, id: string, data: unknown): Promise<void>;
  getStatus(name: string, id: string): Promise<JobStatus | null>;
  /**
   * Calls `listener` when job `id` may have changed (state or progress), from whichever process
   * runs it. Answers the unsubscribe function. Hints only: a reader still reads the status.
   */
  subscribe(name: string, id: string, listener: () => void): Promise<() => void>;
  /** Runs `handler` for the queue's jobs in this process, `concurrency` at once. */
  process(name: string, concurrency: number, handler: (job: ProcessedJob) => Promise<unknown>): void;
  close(): Promise<void>;
  ping(): Promise<'up' | 'down' | 'disabled'>;
}

/** Whether a processor's error says trying again cannot help. */
export function isPermanentFailure(err: unknown): boolean {
  return (err as { retryable?: unknown } | null)?.retryable === false;
}

export class JobFailedError extends Error {
  constructor(readonly jobId: string, message: string) {
    super(message);
    this.name = 'JobFailedError';
  }
}

export class JobTimeoutError extends Error {
  constructor(readonly jobId: string, timeoutMs: number) {
    super(`Job ${jobId} did not finish within ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

export const QUEUE_UNAVAILABLE_MESSAGE = 'Job queue unavailable, try again shortly';

/**
 * Redis did not answer in time (QUEUE_TIMEOUT_MS, bull.backend.ts) when queueing a job or reading
 * its status. An HTTP error: a request that meets it answers 503 with this message instead of
 * hanging. Nothing was queued when `enqueue` rejects with it before reaching Redis.
 */
export class QueueUnavailableError extends ServiceUnavailableException {
  constructor() {
    super(QUEUE_UNAVAILABLE_MESSAGE);
    this.name = 'QueueUnavailableError';
  }
}
