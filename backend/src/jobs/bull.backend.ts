import { Logger } from '@nestjs/common';
import type Bull from 'bull';
import type { Queue } from 'bull';
import { withTimeout } from '../common/with-timeout.js';
import { QUEUE_TIMEOUT_MS, jobOptionsFor } from './queue-options.js';
import { QueueUnavailableError, type JobBackend, type JobState, type JobStatus } from './jobs.types.js';

/** How long shutdown waits for running jobs before it lets them go. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Bull's cross-process events that mean a job's state or progress changed. */
const CHANGE_EVENTS = ['global:active', 'global:progress', 'global:completed', 'global:failed', 'global:waiting', 'global:stalled'];

/**
 * The job queues on REDIS_URL: one Bull queue per job name, made by @nestjs/bull
 * (`BullModule.registerQueue`, keys under the configured prefix), whose `@Processor` classes it
 * binds where this process runs jobs. This class queues jobs, reads their status through Bull's
 * API, relays Bull's global events, and closes the queues within a grace period.
 */
export class BullBackend implements JobBackend {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  /** Per queue: job id → listeners, fed by Bull's global events (Redis pub/sub). */
  private readonly watchers = new Map<string, { ready: Promise<unknown>; byJob: Map<string, Set<() => void>> }>();
  private readonly closing = new Map<string, Promise<void>>();

  constructor(queues: readonly Queue[]) {
    for (const q of queues) {
      q.on('error', (err) => this.logger.error(`queue ${q.name}: ${err.message}`));
      q.on('failed', (job, err) => this.logger.warn(`${q.name} ${job.id} failed (attempt ${job.attemptsMade}): ${err.message}`));
      // @nestjs/bull closes each queue at shutdown and waits for its running jobs without limit;
      // this close is bounded instead (see close()).
      (q as Queue & { onApplicationShutdown?: () => Promise<void> }).onApplicationShutdown = () => this.closeQueue(q);
      this.queues.set(q.name, q);
    }
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
    await this.bounded(q, () => q.add(data, { ...jobOptionsFor(name), jobId: id }));
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
   * Lets running jobs finish for up to SHUTDOWN_GRACE_MS, then drops the connections: a job cut
   * off that way is taken over by another worker once its lock expires, so shutdown never hangs.
   */
  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => this.closeQueue(q)));
    this.watchers.clear();
  }

  private closeQueue(q: Queue): Promise<void> {
    let closing = this.closing.get(q.name);
    if (!closing) {
      closing = (async () => {
        try {
          await withTimeout(q.close(), SHUTDOWN_GRACE_MS, `closing queue ${q.name}`);
        } catch (err) {
          this.logger.warn(`${(err as Error).message}; its running jobs are left to other workers`);
          for (const client of q.clients) client.disconnect();
        }
      })();
      this.closing.set(q.name, closing);
    }
    return closing;
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
