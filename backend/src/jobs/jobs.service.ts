import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { BullBackend } from './bull.backend.js';
import { InProcessBackend } from './in-process.backend.js';
import { FOLLOW_POLL_MS } from './queue-options.js';
import {
  JobFailedError,
  JobTimeoutError,
  type JobBackend,
  type JobHandler,
  type JobStatus,
  type RegisterOptions,
} from './jobs.types.js';

/** Set by the worker entry point: this process runs job processors whatever JOBS_IN_API says. */
export const JOBS_PROCESS = Symbol('JOBS_PROCESS');

const NAME = /^[a-z0-9-]+$/;

/**
 * Background jobs for every domain: register a processor by name, enqueue data, follow its
 * status or wait for its result. Bull on Redis when REDIS_URL is set (workers on other machines
 * can process), otherwise an in-process runner. Processors must be idempotent (at-least-once).
 */
@Injectable()
export class JobsService implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly backend: JobBackend;
  private readonly processes: boolean;
  private readonly names = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(JOBS_PROCESS) processOverride: boolean | null,
  ) {
    this.backend = config.redisUrl ? new BullBackend(config.redisUrl, config.queuePrefix) : new InProcessBackend();
    // Without Redis nothing else could run the jobs, so this process always does.
    this.processes = !config.redisUrl || (processOverride ?? config.jobsInApi);
  }

  get mode(): 'redis' | 'in-process' {
    return this.backend instanceof BullBackend ? 'redis' : 'in-process';
  }

  register<D, R>(name: string, handler: JobHandler<D, R>, options: RegisterOptions = {}): void {
    if (!NAME.test(name)) throw new Error(`Job name "${name}" must be lower-case letters, digits and dashes`);
    if (this.names.has(name)) throw new Error(`Job "${name}" is already registered`);
    this.names.add(name);
    this.backend.register(name, handler as JobHandler, options, this.processes);
    if (this.processes) this.logger.log(`processing "${name}" (${this.mode})`);
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

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}
