import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { InProcessBackend, type InProcessProcessor } from './in-process.backend.js';
import { JOB_BACKEND, JOB_NAMES, JOBS_PROCESS } from './jobs.tokens.js';
import type { JobBackend } from './jobs.types.js';
import type { ProcessedJob } from './processing.js';
import { concurrencyFor } from './queue-options.js';

// The metadata @nestjs/bull's `@Processor(name)` and `@Process(options)` decorators set.
const PROCESSOR = 'bull:module_queue';
const PROCESS = 'bull:module_queue_process';

interface FoundProcessor {
  queue: string;
  owner: string;
  concurrency?: number;
  handle: InProcessProcessor;
}

/**
 * Finds every `@Processor` class and its `@Process()` method and checks them against the
 * registered queues (one processor per queue, no processor without its queue). On Redis,
 * @nestjs/bull binds them itself; without Redis this binds the same classes to the in-process
 * runner, so a processor is written once for both.
 */
@Injectable()
export class ProcessorExplorer implements OnModuleInit {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(JOB_NAMES) private readonly names: ReadonlySet<string>,
    @Inject(JOB_BACKEND) private readonly backend: JobBackend,
    @Inject(JOBS_PROCESS) private readonly processes: boolean,
  ) {}

  onModuleInit(): void {
    const found = this.explore();
    const mode = this.backend instanceof InProcessBackend ? 'in-process' : 'redis';
    for (const p of found) {
      if (this.backend instanceof InProcessBackend) this.backend.register(p.queue, p.handle, p.concurrency ?? concurrencyFor(p.queue));
      if (this.processes) this.logger.log(`processing "${p.queue}" (${mode})`);
    }
  }

  private explore(): FoundProcessor[] {
    const found = new Map<string, FoundProcessor>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      const type = instance?.constructor;
      if (!instance || !type) continue;
      const meta = Reflect.getMetadata(PROCESSOR, type) as { name?: string } | undefined;
      if (!meta) continue;
      const queue = meta.name ?? 'default';
      if (!this.names.has(queue)) throw new Error(`${type.name} processes "${queue}", which is not a registered job queue`);
      for (const key of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const method = instance[key] as (job: ProcessedJob) => Promise<unknown>;
        const options = Reflect.getMetadata(PROCESS, method) as { name?: string; concurrency?: number } | undefined;
        if (!options) continue;
        if (options.name) throw new Error(`${type.name}.${key}: named processors are not used here; one @Process() per queue`);
        if (found.has(queue)) throw new Error(`Job "${queue}" is already registered (${found.get(queue)!.owner})`);
        found.set(queue, { queue, owner: `${type.name}.${key}`, concurrency: options.concurrency, handle: (job) => method.call(instance, job) });
      }
    }
    return [...found.values()];
  }
}
