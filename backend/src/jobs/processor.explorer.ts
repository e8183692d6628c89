import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { jobQueueSettings } from '../config/job-queues.js';
import { InProcessBackend } from './in-process.backend.js';
import { JOB_BACKEND, JOB_NAMES, JOBS_PROCESS } from './jobs.tokens.js';
import type { JobBackend } from './jobs.types.js';
import { JOB_PROCESSOR, type JobProcessing } from './processing.js';

/**
 * Finds every `@JobProcessor` class (Nest's DiscoveryService), checks them against the registered
 * queues (one processor per queue, none without its queue) and, where this process runs jobs,
 * binds each to its queue with the queue's concurrency: the Bull queue on Redis, else the
 * in-process runner. An API that leaves jobs to workers (JOBS_IN_API=false) binds none.
 */
@Injectable()
export class ProcessorExplorer implements OnModuleInit {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_NAMES) private readonly names: ReadonlySet<string>,
    @Inject(JOB_BACKEND) private readonly backend: JobBackend,
    @Inject(JOBS_PROCESS) private readonly processes: boolean,
  ) {}

  onModuleInit(): void {
    const owners = new Map<string, string>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: JOB_PROCESSOR.KEY })) {
      const queue = this.discovery.getMetadataByDecorator(JOB_PROCESSOR, wrapper)!;
      const processor = wrapper.instance as JobProcessing;
      const owner = processor.constructor.name;
      if (!this.names.has(queue)) throw new Error(`${owner} processes "${queue}", which is not a registered job queue`);
      if (owners.has(queue)) throw new Error(`Job "${queue}" is already registered (${owners.get(queue)})`);
      owners.set(queue, owner);
      if (!this.processes) continue;
      const { concurrency } = jobQueueSettings(this.config.jobQueues, queue);
      this.backend.process(queue, concurrency, (job) => processor.process(job));
      this.logger.log(`processing "${queue}" (${this.backend instanceof InProcessBackend ? 'in-process' : 'redis'})`);
    }
  }
}
