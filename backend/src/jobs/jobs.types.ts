export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobContext {
  id: string;
  /** 1 for the first run, then 2, 3... on retries. */
  attempt: number;
  /** 0-100; shown to users following long work. */
  reportProgress(percent: number): Promise<void>;
}

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

export interface RegisterOptions {
  concurrency?: number;
}

/** Where jobs wait and run: Bull on Redis, or the in-process runner. */
export interface JobBackend {
  register(name: string, handler: JobHandler, options: RegisterOptions, process: boolean): void;
  enqueue(name: string, id: string, data: unknown): Promise<void>;
  getStatus(name: string, id: string): Promise<JobStatus | null>;
  close(): Promise<void>;
  ping(): Promise<'up' | 'down' | 'disabled'>;
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
