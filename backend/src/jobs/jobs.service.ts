import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { BullBackend } from './bull.backend.js';
import { JOB_BACKEND, JOB_NAMES } from './jobs.tokens.js';
import { JobFailedError, JobTimeoutError, type JobBackend, type JobStatus } from './jobs.types.js';

/** How often someone following a job re-reads its status when no event arrived (events are hints). */
const FOLLOW_POLL_MS = 1000;

/**
 * Background jobs for every domain: enqueue data for a registered queue (JobsModule), follow its
 * status or wait for its result. Bull on Redis when REDIS_URL is set (workers on other machines
 * can process), otherwise the in-process runner; the work itself is a `@JobProcessor` class
 * either way. Processors must be idempotent (at-least-once).
 */
@Injectable()
export class JobsService implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(JOB_BACKEND) private readonly backend: JobBackend,
    @Inject(JOB_NAMES) private readonly names: ReadonlySet<string>,
  ) {}

  get mode(): 'redis' | 'in-process' {
    return this.backend instanceof BullBackend ? 'redis' : 'in-process';
  }

  /**
   * Queues a job and answers its id. Put `organizationId` in data for tenant-checked status reads.
   * Rejects within a few seconds with QueueUnavailableError (a 503) when Redis does not answer.
   */
  async enqueue<D>(name: string, data: D): Promise<string> {
    if (!this.names.has(name)) throw new Error(`Job "${name}" is not registered`);
    const id = `${name}.${randomUUID()}`;
    await this.backend.enqueue(name, id, data);
    return id;
  }

  async getStatus<R = unknown>(id: string): Promise<JobStatus<R> | null> {
    const name = id.split('.')[0];
    if (!this.names.has(name)) return null;
    return (await this.backend.getStatus(name, id)) as JobStatus<R> | null;
  }

  /**
   * The job's status now, then again each time its state or progress changes (from events, with a
   * re-read every FOLLOW_POLL_MS as a safety net), ending after `completed` or `failed`, when the
   * job is unknown or gone, or when `signal` aborts. Rejects with QueueUnavailableError when Redis
   * does not answer.
   */
  async *follow<R = unknown>(id: string, signal?: AbortSignal): AsyncGenerator<JobStatus<R>> {
    const name = id.split('.')[0];
    if (!this.names.has(name)) return;
    let changed = false;
    let wake: (() => void) | undefined;
    const poke = () => {
      changed = true;
      wake?.();
    };
    const unsubscribe = await this.backend.subscribe(name, id, poke);
    signal?.addEventListener('abort', poke);
    try {
      let last = '';
      while (!signal?.aborted) {
        changed = false;
        const status = (await this.backend.getStatus(name, id)) as JobStatus<R> | null;
        if (!status || signal?.aborted) return;
        const key = `${status.state}:${status.progress}`;
        if (key !== last) {
          last = key;
          yield status;
        }
        if (status.state === 'completed' || status.state === 'failed') return;
        if (!changed) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, FOLLOW_POLL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
        }
      }
    } finally {
      unsubscribe();
      signal?.removeEventListener('abort', poke);
    }
  }

  /** Resolves with the job's result, rejects with JobFailedError, JobTimeoutError or QueueUnavailableError. */
  async waitForResult<R = unknown>(id: string, timeoutMs: number): Promise<R> {
    const timeout = AbortSignal.timeout(timeoutMs);
    for await (const status of this.follow<R>(id, timeout)) {
      if (status.state === 'completed') return status.result as R;
      if (status.state === 'failed') throw new JobFailedError(id, status.error ?? 'Job failed');
    }
    if (timeout.aborted) throw new JobTimeoutError(id, timeoutMs);
    throw new JobFailedError(id, `Job ${id} not found`);
  }

  ping(): Promise<'up' | 'down' | 'disabled'> {
    return this.backend.ping();
  }

  /**
   * Closes the queues (running jobs get the grace period) before any module's
   * onApplicationShutdown: the database pool closes there, and Nest runs those hooks module by
   * module, so a queue left open until then could still be running or picking up a job that
   * holds a pool connection, and the pool would wait for it forever.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}
