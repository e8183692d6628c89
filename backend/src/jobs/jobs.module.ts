import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bull';
import Bull from 'bull';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/config.js';
import { BullBackend } from './bull.backend.js';
import { InProcessBackend } from './in-process.backend.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';
import { JOB_BACKEND, JOB_NAMES, JOBS_PROCESS } from './jobs.tokens.js';
import { ProcessorExplorer } from './processor.explorer.js';
import { JOB_QUEUES, jobOptionsFor, queueSettings } from './queue-options.js';

const NAME = /^[a-z0-9-]+$/;

export interface JobsModuleOptions {
  /** true in the worker; null or absent to follow JOBS_IN_API. */
  process?: boolean | null;
  /** The job queues (default JOB_QUEUES); each needs one `@Processor(name)` class somewhere in the app. */
  queues?: readonly string[];
}

/**
 * Background jobs. With REDIS_URL: @nestjs/bull's `BullModule.forRoot` (Redis, key prefix, lock
 * settings) and `registerQueue` (one queue per job name) when this process runs jobs, so that
 * @nestjs/bull binds the `@Processor` classes; an API that leaves jobs to workers
 * (JOBS_IN_API=false) builds the same queues without binding them. Without REDIS_URL the same
 * `@Processor` classes run in this process (ProcessorExplorer, InProcessBackend).
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, options: JobsModuleOptions = {}): DynamicModule {
    const queues = [...(options.queues ?? JOB_QUEUES)];
    for (const name of queues) {
      if (!NAME.test(name)) throw new Error(`Job name "${name}" must be lower-case letters, digits and dashes`);
    }
    if (new Set(queues).size !== queues.length) throw new Error(`Job queues are listed twice: ${queues.join(', ')}`);
    // Without Redis nothing else could run the jobs, so this process always does.
    const processes = !config.redisUrl || (options.process ?? config.jobsInApi);
    const imports: DynamicModule['imports'] = [DiscoveryModule];
    const providers: Provider[] = [
      { provide: JOBS_PROCESS, useValue: processes },
      { provide: JOB_NAMES, useValue: new Set(queues) },
      JobsService,
      ProcessorExplorer,
    ];
    const exports: DynamicModule['exports'] = [JobsService];

    if (config.redisUrl) {
      const root = { url: config.redisUrl, prefix: config.queuePrefix, settings: queueSettings() };
      const registrations = queues.map((name) => ({ name, defaultJobOptions: jobOptionsFor(name) }));
      if (processes) {
        const registered = BullModule.registerQueue(...registrations);
        imports.push(BullModule.forRoot(root), registered);
        exports.push(registered);
      } else {
        // The same queues, but no @nestjs/bull explorer: nothing binds the processors here.
        const own: Provider[] = registrations.map((r) => ({
          provide: getQueueToken(r.name),
          useFactory: () => new Bull(r.name, root.url, { prefix: root.prefix, settings: root.settings, defaultJobOptions: r.defaultJobOptions }),
        }));
        providers.push(...own);
        exports.push(...own.map((p) => (p as { provide: string }).provide));
      }
      providers.push({
        provide: JOB_BACKEND,
        useFactory: (...bull: Queue[]) => new BullBackend(bull),
        inject: queues.map((name) => getQueueToken(name)),
      });
    } else {
      providers.push({ provide: JOB_BACKEND, useFactory: () => new InProcessBackend() });
    }
    return { module: JobsModule, imports, controllers: [JobsController], providers, exports };
  }
}
