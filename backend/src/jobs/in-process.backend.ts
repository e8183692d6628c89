import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { JobOptions } from 'bull';
import { jobQueueSettings, type JobQueuesConfig } from '../config/job-queues.js';
import type { ProcessedJob } from './processing.js';
import type { JobBackend, JobStatus } from './jobs.types.js';

type Handler = (job: ProcessedJob) => Promise<unknown>;

interface Entry {
  status: JobStatus;
  data: unknown;
  attempt: number;
}

/** Finished jobs kept for their followers; older ones are forgotten first. */
const KEEP_FINISHED = 1000;

/**
 * Runs jobs inside this process when no Redis is configured (`npm start` on a laptop), with the
 * queues' attempts, backoff and concurrency as on Bull, through the same `@JobProcessor` classes
 * (bound by ProcessorExplorer, handed a job with Bull's members). Nothing survives a restart.
 */
export class InProcessBackend implements JobBackend {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, { handler: Handler; concurrency: number; running: number; queue: string[] }>();
  private readonly jobs = new Map<string, Entry>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Emits a job's id when its state or progress changes. */
  private readonly changes = new EventEmitter().setMaxListeners(0);
  private closed = false;
  /**
   * Runs a function in the async context this backend was made in (start-up), not the enqueuer's:
   * a job queued inside a request or a transaction must not see that request's or transaction's
   * unit of work (which has ended by the time the job runs), as a job on a Bull worker does not.
   */
  private readonly outside = AsyncLocalStorage.snapshot();

  constructor(private readonly config: JobQueuesConfig) {}

  process(name: string, concurrency: number, handler: Handler): void {
    this.handlers.set(name, { handler, concurrency, running: 0, queue: [] });
  }

  async enqueue(name: string, id: string, data: unknown): Promise<void> {
    const organizationId = (data as { organizationId?: unknown })?.organizationId;
    this.jobs.set(id, {
      status: { id, name, state: 'waiting', progress: 0, ...(typeof organizationId === 'number' ? { organizationId } : {}) },
      data,
      attempt: 0,
    });
    this.schedule(name, id, 0);
  }

  async getStatus(_name: string, id: string): Promise<JobStatus | null> {
    const entry = this.jobs.get(id);
    return entry ? { ...entry.status } : null;
  }

  async subscribe(_name: string, id: string, listener: () => void): Promise<() => void> {
    this.changes.on(id, listener);
    return () => void this.changes.off(id, listener);
  }

  async ping(): Promise<'disabled'> {
    return 'disabled';
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private schedule(name: string, id: string, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(
      () =>
        this.outside(() => {
          this.timers.delete(timer);
          const slot = this.handlers.get(name);
          if (!slot) return; // stays waiting until a processor registers (as with Bull)
          slot.queue.push(id);
          this.drain(name);
        }),
      delayMs,
    );
    this.timers.add(timer);
  }

  private drain(name: string): void {
    const slot = this.handlers.get(name)!;
    while (slot.running < slot.concurrency && slot.queue.length && !this.closed) {
      const id = slot.queue.shift()!;
      slot.running++;
      void this.run(name, id, slot.handler).finally(() => {
        slot.running--;
        this.drain(name);
      });
    }
  }

  private async run(name: string, id: string, handler: Handler): Promise<void> {
    const entry = this.jobs.get(id);
    if (!entry) return;
    const options = jobQueueSettings(this.config, name).jobOptions;
    entry.attempt++;
    entry.status.state = 'active';
    this.changes.emit(id);
    let discarded = false;
    try {
      const result = await handler({
        id,
        data: entry.data,
        attemptsMade: entry.attempt - 1,
        progress: async (percent: number) => {
          entry.status.progress = percent;
          this.changes.emit(id);
        },
        discard: async () => {
          discarded = true;
        },
      });
      Object.assign(entry.status, { state: 'completed', progress: 100, result });
      this.finish(entry);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (entry.attempt < (options.attempts ?? 1) && !this.closed && !discarded) {
        entry.status.state = 'delayed';
        this.changes.emit(id);
        this.logger.warn(`${name} ${id} failed (attempt ${entry.attempt}), retrying: ${message}`);
        this.schedule(name, id, backoffDelay(options, entry.attempt));
      } else {
        this.logger.error(`${name} ${id} failed: ${message}`);
        Object.assign(entry.status, { state: 'failed', error: message });
        this.finish(entry);
      }
    }
  }

  private finish(entry: Entry): void {
    this.changes.emit(entry.status.id);
    for (const [id, e] of this.jobs) {
      if (this.jobs.size <= KEEP_FINISHED) break;
      if (e.status.state === 'completed' || e.status.state === 'failed') this.jobs.delete(id);
    }
  }
}

function backoffDelay(options: JobOptions, attempt: number): number {
  const b = options.backoff;
  if (typeof b === 'number') return b;
  if (!b) return 0;
  const delay = b.delay ?? 0;
  return b.type === 'exponential' ? delay * 2 ** (attempt - 1) : delay;
}
