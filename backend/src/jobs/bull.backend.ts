import { Logger } from '@nestjs/common';
import Bull from 'bull';
import type { Job, Queue } from 'bull';
import { withTimeout } from '../common/with-timeout.js';
import { DEFAULT_CONCURRENCY, QUEUE_SETTINGS, jobOptionsFor } from './queue-options.js';
import type { JobBackend, JobHandler, JobState, JobStatus, RegisterOptions } from './jobs.types.js';

/** One Bull queue per job name on REDIS_URL, keys under the configured prefix. */
export class BullBackend implements JobBackend {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {}

  private queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Bull(name, this.redisUrl, { prefix: this.prefix, defaultJobOptions: jobOptionsFor(name), settings: QUEUE_SETTINGS });
      q.on('error', (err) => this.logger.error(`queue ${name}: ${err.message}`));
      q.on('failed', (job, err) => this.logger.warn(`${name} ${job.id} failed (attempt ${job.attemptsMade}): ${err.message}`));
      this.queues.set(name, q);
    }
    return q;
  }

  register(name: string, handler: JobHandler, options: RegisterOptions, process: boolean): void {
    const q = this.queue(name);
    if (!process) return;
    void q.process(options.concurrency ?? DEFAULT_CONCURRENCY, (job: Job) =>
      handler(job.data, {
        id: String(job.id),
        attempt: job.attemptsMade + 1,
        reportProgress: async (pct) => {
          await job.progress(Math.max(0, Math.min(100, Math.round(pct))));
        },
      }),
    );
  }

  async enqueue(name: string, id: string, data: unknown): Promise<void> {
    await this.queue(name).add(data, { ...jobOptionsFor(name), jobId: id });
  }

  async getStatus(name: string, id: string): Promise<JobStatus | null> {
    const job = await this.queue(name).getJob(id);
    if (!job) return null;
    const state = (await job.getState()) as string;
    const organizationId = (job.data as { organizationId?: unknown })?.organizationId;
    const status: JobStatus = {
      id,
      name,
      state: toState(state),
      progress: typeof job.progress() === 'number' ? (job.progress() as number) : 0,
      ...(typeof organizationId === 'number' ? { organizationId } : {}),
    };
    if (status.state === 'completed') {
      status.result = job.returnvalue;
      status.progress = 100;
    }
    if (status.state === 'failed') status.error = job.failedReason ?? 'Job failed';
    return status;
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

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    this.queues.clear();
  }
}

function toState(state: string): JobState {
  switch (state) {
    case 'completed':
    case 'failed':
    case 'active':
    case 'delayed':
      return state;
    default:
      return 'waiting'; // waiting, paused, stuck
  }
}
