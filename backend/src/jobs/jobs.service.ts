import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { BullBackend } from './bull.backend.js';
import { InProcessBackend } from './in-process.backend.js';
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

  /** Queues a job and answers its id. Put `organizationId` in data for tenant-checked status reads. */
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

  /** Resolves with the job's result, rejects with JobFailedError or JobTimeoutError. */
  async waitForResult<R = unknown>(id: string, timeoutMs: number): Promise<R> {
    const deadline = Date.now() + timeoutMs;
    let delay = 25;
    for (;;) {
      const status = await this.getStatus<R>(id);
      if (!status) throw new JobFailedError(id, `Job ${id} not found`);
      if (status.state === 'completed') return status.result as R;
      if (status.state === 'failed') throw new JobFailedError(id, status.error ?? 'Job failed');
      if (Date.now() >= deadline) throw new JobTimeoutError(id, timeoutMs);
      await new Promise((r) => setTimeout(r, Math.min(delay, Math.max(0, deadline - Date.now()))));
      delay = Math.min(delay * 2, 250);
    }
  }

  ping(): Promise<'up' | 'down' | 'disabled'> {
    return this.backend.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}
