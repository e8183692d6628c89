import { Logger } from '@nestjs/common';
import type Bull from 'bull';
import type { Queue } from 'bull';
import { isDependencyUnavailable } from '../common/unavailable.js';
import { withTimeout } from '../common/with-timeout.js';
import { QueueUnavailableError, type JobBackend, type JobState, type JobStatus } from './jobs.types.js';
import type { ProcessedJob } from './processing.js';

/**
 * How long queueing a job or reading its status may wait for Redis before failing with
 * QueueUnavailableError (503), instead of waiting for Redis to come back.
 */
const QUEUE_TIMEOUT_MS = 2500;

/** Errors of a Redis connection that is down or going down, besides the socket errors' codes. */
const CONNECTION_LOST = /connection is closed|max retries per request|stream isn't writeable/i;

/** Bull's cross-process events that mean a job's state or progress changed. */
const CHANGE_EVENTS = ['global:active', 'global:progress', 'global:completed', 'global:failed', 'global:waiting', 'global:stalled'];

/**
 * The job queues on REDIS_URL: one Bull queue per job name, made by @nestjs/bull
 * (`BullModule.registerQueueAsync`, settings from the config module). This class queues jobs,
 * reads their status, relays Bull's global events and binds processors (`queue.process`), all
 * through Bull's API, and stops the queues within a grace period at shutdown.
 */
export class BullBackend implements JobBackend {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  /** Per queue: job id → listeners, fed by Bull's global events (Redis pub/sub). */
  private readonly watchers = new Map<string, { ready: Promise<unknown>; byJob: Map<string, Set<() => void>> }>();
  private closing?: Promise<void>;
  /** Since when Redis has been unreachable (null while it is up), and the errors not logged since. */
  private outage: { since: number; errors: number } | null = null;

  /** `shutdownGraceMs`: how long shutdown lets running jobs finish. */
  constructor(
    queues: readonly Queue[],
    private readonly shutdownGraceMs: number,
  ) {
    for (const q of queues) {
      q.on('error', (err) => this.onError(q, err));
      q.client.on('ready', () => this.onReady());
      q.on('failed', (job, err) => this.logger.warn(`${q.name} ${job.id} failed (attempt ${job.attemptsMade}): ${err.message}`));
      this.queues.set(q.name, q);
    }
  }

  /**
   * Every connection of every queue (up to three per queue) reports each failed reconnect, first
   * every 50 ms, then every 2 s: about 60 lines a second while Redis is down. So an outage is
   * logged once, when the first connection error comes (docs/decisions.md#redis-outage-log), and
   * other errors of a reachable Redis as they come.
   */
  private onError(q: Queue, err: Error): void {
    if (this.outage) {
      this.outage.errors++;
      return;
    }
    if (q.client.status === 'ready' && !isDependencyUnavailable(err) && !CONNECTION_LOST.test(err.message)) {
      this.logger.error(`queue ${q.name}: ${err.message}`);
      return;
    }
    this.outage = { since: Date.now(), errors: 0 };
    this.logger.error(`Redis is unreachable (${err.message}); jobs cannot be queued or followed (503) until it is back`);
  }

  /** One line when every queue's connection is ready again after an outage. */
  private onReady(): void {
    if (!this.outage || [...this.queues.values()].some((q) => q.client.status !== 'ready')) return;
    const seconds = Math.round((Date.now() - this.outage.since) / 1000);
    this.logger.log(`Redis is reachable again after ${seconds} s (${this.outage.errors} more connection errors meanwhile)`);
    this.outage = null;
  }

  private queue(name: string): Queue {
    const q = this.queues.get(name);
    if (!q) throw new Error(`No queue "${name}"`);
    return q;
  }

  /** Waits (boundedly) until the queue's Redis connection is up; QueueUnavailableError if not. */
  private async connected(q: Queue): Promise<void> {
    if (q.client.status === 'ready') return;
    let onReady: (() => void) | undefined;
    try {
      await withTimeout(new Promise<void>((resolve) => q.client.once('ready', (onReady = resolve))), QUEUE_TIMEOUT_MS, 'redis connection');
    } catch {
      throw new QueueUnavailableError();
    } finally {
      if (onReady) q.client.off('ready', onReady);
    }
  }

  /** Runs a Redis operation of the queue, failing with QueueUnavailableError instead of hanging. */
  private async bounded<T>(q: Queue, operation: () => Promise<T>): Promise<T> {
    await this.connected(q);
    try {
      return await withTimeout(operation(), QUEUE_TIMEOUT_MS, 'redis');
    } catch (err) {
      this.logger.warn(`queue ${q.name}: ${(err as Error)?.message ?? err}`);
      throw new QueueUnavailableError();
    }
  }

  async enqueue(name: string, id: string, data: unknown): Promise<void> {
    const q = this.queue(name);
    // The queue's job options (attempts, backoff, removeOn…) are its defaultJobOptions.
    await this.bounded(q, () => q.add(data, { jobId: id }));
  }

  process(name: string, concurrency: number, handler: (job: ProcessedJob) => Promise<unknown>): void {
    // Bull also emits a failure to run the queue as an 'error' event, logged above.
    this.queue(name)
      .process(concurrency, handler)
      .catch(() => undefined);
  }

  /** The job's status from Bull's API: `getJob`, then `getState`, progress, returnvalue, failedReason. */
  async getStatus(name: string, id: string): Promise<JobStatus | null> {
    const q = this.queue(name);
    return this.bounded(q, async () => {
      let job = await q.getJob(id);
      if (!job) return null;
      const bullState = await job.getState();
      // Finished between the two reads: read the job again for its result or reason.
      if ((bullState === 'completed' || bullState === 'failed') && !job.finishedOn) job = await q.getJob(id);
      if (!job) return null;
      const state = toJobState(bullState);
      const organizationId = (job.data as { organizationId?: unknown } | undefined)?.organizationId;
      const progress: unknown = job.progress();
      const status: JobStatus = {
        id,
        name,
        state,
        progress: typeof progress === 'number' ? progress : 0,
        ...(typeof organizationId === 'number' ? { organizationId } : {}),
      };
      if (state === 'completed') {
        status.result = job.returnvalue ?? null;
        status.progress = 100;
      }
      if (state === 'failed') status.error = job.failedReason || 'Job failed';
      return status;
    });
  }

  async subscribe(name: string, id: string, listener: () => void): Promise<() => void> {
    let watch = this.watchers.get(name);
    if (!watch) {
      const q = this.queue(name);
      const byJob = new Map<string, Set<() => void>>();
      // Listening to a global event makes Bull subscribe to its channel; it says when it has.
      const ready = Promise.all(CHANGE_EVENTS.map((event) => new Promise((resolve) => q.once(`registered:${event}`, resolve))));
      for (const event of CHANGE_EVENTS) {
        q.on(event, (jobId: unknown) => {
          for (const notify of byJob.get(String(jobId)) ?? []) notify();
        });
      }
      watch = { ready, byJob };
      this.watchers.set(name, watch);
    }
    const listeners = watch.byJob.get(id) ?? new Set();
    listeners.add(listener);
    watch.byJob.set(id, listeners);
    // Missed events only delay a reader until its next poll, so never wait long for the subscription.
    await withTimeout(watch.ready, QUEUE_TIMEOUT_MS, 'redis subscription').catch(() => undefined);
    return () => {
      listeners.delete(listener);
      if (!listeners.size) watch.byJob.delete(id);
    };
  }

  async ping(): Promise<'up' | 'down'> {
    try {
      const [first] = this.queues.values();
      if (!first) return 'down';
      const client = first.client;
      await withTimeout(client.ping(), 1000, 'redis ping');
      return 'up';
    } catch {
      return 'down';
    }
  }

  /**
   * Stops taking jobs and lets running ones finish for up to the grace period (Bull's local
   * `pause`), then closes the queues without waiting any longer (`close(true)`): a job cut off is
   * taken over by another worker once its lock expires, so shutdown never hangs. @nestjs/bull
   * closes each queue again at onApplicationShutdown, and Bull answers that with this same close.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.queues.values()].map((q) => this.closeQueue(q)));
      this.watchers.clear();
    })();
    return this.closing;
  }

  private async closeQueue(q: Queue): Promise<void> {
    try {
      await withTimeout(q.pause(true), this.shutdownGraceMs, 'waiting for running jobs');
    } catch (err) {
      this.logger.warn(`queue ${q.name}: ${(err as Error)?.message ?? err}; its running jobs are left to other workers`);
    }
    await q.close(true).catch((err: unknown) => this.logger.warn(`closing queue ${q.name}: ${(err as Error)?.message ?? err}`));
  }
}

/** Bull's states as this API names them (a paused or not yet listed job waits). */
function toJobState(state: Bull.JobStatus | 'stuck'): JobState {
  switch (state) {
    case 'completed':
    case 'failed':
    case 'delayed':
    case 'active':
      return state;
    default:
      return 'waiting';
  }
}
