import { Logger } from '@nestjs/common';
import Bull from 'bull';
import type { Job, Queue } from 'bull';
import { withTimeout } from '../common/with-timeout.js';
import { QUEUE_TIMEOUT_MS, concurrencyFor, jobOptionsFor, queueSettings } from './queue-options.js';
import {
  QueueUnavailableError,
  isPermanentFailure,
  type JobBackend,
  type JobHandler,
  type JobState,
  type JobStatus,
  type RegisterOptions,
} from './jobs.types.js';

/** How long shutdown waits for running jobs before it lets them go. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Bull's cross-process events that mean a job's state or progress changed. */
const CHANGE_EVENTS = ['global:active', 'global:progress', 'global:completed', 'global:failed', 'global:waiting', 'global:stalled'];

/** One Bull queue per job name on REDIS_URL, keys under the configured prefix. */
export class BullBackend implements JobBackend {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  /** Per queue: job id → listeners, fed by Bull's global events (Redis pub/sub). */
  private readonly watchers = new Map<string, { ready: Promise<unknown>; byJob: Map<string, Set<() => void>> }>();
  private readonly settings = queueSettings();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {}

  private queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Bull(name, this.redisUrl, { prefix: this.prefix, defaultJobOptions: jobOptionsFor(name), settings: this.settings });
      q.on('error', (err) => this.logger.error(`queue ${name}: ${err.message}`));
      q.on('failed', (job, err) => this.logger.warn(`${name} ${job.id} failed (attempt ${job.attemptsMade}): ${err.message}`));
      this.queues.set(name, q);
    }
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

  register(name: string, handler: JobHandler, options: RegisterOptions, process: boolean): void {
    const q = this.queue(name);
    if (!process) return;
    void q.process(options.concurrency ?? concurrencyFor(name), async (job: Job) => {
      try {
        return await handler(job.data, {
          id: String(job.id),
          attempt: job.attemptsMade + 1,
          reportProgress: async (pct) => {
            await job.progress(Math.max(0, Math.min(100, Math.round(pct))));
          },
        });
      } catch (err) {
        if (isPermanentFailure(err)) job.discard();
        throw err;
      }
    });
  }

  async enqueue(name: string, id: string, data: unknown): Promise<void> {
    const q = this.queue(name);
    await this.bounded(q, () => q.add(data, { ...jobOptionsFor(name), jobId: id }));
  }

  /**
   * One round trip, one consistent snapshot (a MULTI) instead of Bull's getJob + getState (up to
   * seven sequential commands): the job's hash, whether it is in the completed, failed or delayed
   * set, and whether a worker holds its lock (active). Keys as Bull 4 lays them out.
   */
  async getStatus(name: string, id: string): Promise<JobStatus | null> {
    const q = this.queue(name);
    const replies = await this.bounded(q, () =>
      q.client
        .multi()
        .hgetall(q.toKey(id))
        .zscore(q.toKey('completed'), id)
        .zscore(q.toKey('failed'), id)
        .zscore(q.toKey('delayed'), id)
        .exists(`${q.toKey(id)}:lock`)
        .exec(),
    );
    const [hash, completed, failed, delayed, locked] = (replies ?? []).map(([err, value]) => {
      if (err) throw err;
      return value;
    }) as [Record<string, string>, string | null, string | null, string | null, number];
    if (!hash || !hash.data) return null;
    const state: JobState = completed !== null ? 'completed' : failed !== null ? 'failed' : delayed !== null ? 'delayed' : locked ? 'active' : 'waiting';
    const organizationId = (parse(hash.data) as { organizationId?: unknown } | undefined)?.organizationId;
    const progress = parse(hash.progress);
    const status: JobStatus = {
      id,
      name,
      state,
      progress: typeof progress === 'number' ? progress : 0,
      ...(typeof organizationId === 'number' ? { organizationId } : {}),
    };
    if (state === 'completed') {
      status.result = parse(hash.returnvalue) ?? null;
      status.progress = 100;
    }
    if (state === 'failed') status.error = hash.failedReason || 'Job failed';
    return status;
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
      const client = this.queue('health').client;
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
    await Promise.all(
      [...this.queues.values()].map(async (q) => {
        try {
          await withTimeout(q.close(), SHUTDOWN_GRACE_MS, `closing queue ${q.name}`);
        } catch (err) {
          this.logger.warn(`${(err as Error).message}; its running jobs are left to other workers`);
          for (const client of q.clients) client.disconnect();
        }
      }),
    );
    this.queues.clear();
    this.watchers.clear();
  }
}

function parse(json: string | undefined): unknown {
  if (json === undefined || json === '') return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
