import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { jobQueueSettings } from '../config/job-queues.js';
import { BullBackend } from './bull.backend.js';
import { InProcessBackend } from './in-process.backend.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';
import { JOB_BACKEND, JOB_NAMES, JOBS_PROCESS } from './jobs.tokens.js';
import { ProcessorExplorer } from './processor.explorer.js';

const NAME = /^[a-z0-9-]+$/;

export interface JobsModuleOptions {
  /** true in the worker; null or absent to follow JOBS_IN_API. */
  process?: boolean | null;
  /** The job queues (default: every queue of config/job-queues.ts); each needs one `@JobProcessor(name)` class. */
  queues?: readonly string[];
}

/**
 * Background jobs (needs the global ConfigModule). With REDIS_URL: @nestjs/bull's
 * `BullModule.forRootAsync` (Redis, key prefix, lock settings) and `registerQueueAsync` (one queue
 * per job name, with its job options), all from the config; @nestjs/bull closes the queues at
 * shutdown. Without REDIS_URL, the in-process runner. Either way ProcessorExplorer binds the
 * `@JobProcessor` classes where this process runs jobs.
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, options: JobsModuleOptions = {}): DynamicModule {
    const queues = [...(options.queues ?? Object.keys(config.jobQueues.queues))];
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

    if (config.redisUrl) {
      imports.push(
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (c: AppConfig) => ({ url: c.redisUrl, prefix: c.queuePrefix, settings: c.jobQueues.settings }),
        }),
        BullModule.registerQueueAsync(
          ...queues.map((name) => ({
            name,
            inject: [APP_CONFIG],
            useFactory: (c: AppConfig) => ({ defaultJobOptions: jobQueueSettings(c.jobQueues, name).jobOptions }),
          })),
        ),
      );
      providers.push({
        provide: JOB_BACKEND,
        useFactory: (c: AppConfig, ...bull: Queue[]) => new BullBackend(bull, c.jobQueues.shutdownGraceMs),
        inject: [APP_CONFIG, ...queues.map((name) => getQueueToken(name))],
      });
    } else {
      providers.push({ provide: JOB_BACKEND, useFactory: (c: AppConfig) => new InProcessBackend(c.jobQueues), inject: [APP_CONFIG] });
    }
    return { module: JobsModule, imports, controllers: [JobsController], providers, exports: [JobsService] };
  }
}
