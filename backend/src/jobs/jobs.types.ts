import { ServiceUnavailableException } from '@nestjs/common';

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobContext {
  id: string;
  /** 1 for the first run, then 2, 3... on retries. */
  attempt: number;
  /** 0-100; shown to users following long work. */
  reportProgress(percent: number): Promise<void>;
}

/**
 * A processor's work (see `runJob` in processing.ts). Delivery is at least once (a job whose
 * worker died runs again), so it must be idempotent. A thrown error is retried per the job's
 * options (queue-options.ts), unless it carries `retryable: false` (as an AiError for a bad key
 * does): then the job fails at once.
 */
export type JobHandler<D = unknown, R = unknown> = (data: D, ctx: JobContext) => Promise<R>;

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
 * Redis did not answer in time (queue-options.ts, QUEUE_TIMEOUT_MS) when queueing a job or reading
 * its status. An HTTP error: a request that meets it answers 503 with this message instead of
 * hanging. Nothing was queued when `enqueue` rejects with it before reaching Redis.
 */
export class QueueUnavailableError extends ServiceUnavailableException {
  constructor() {
    super(QUEUE_UNAVAILABLE_MESSAGE);
    this.name = 'QueueUnavailableError';
  }
}
