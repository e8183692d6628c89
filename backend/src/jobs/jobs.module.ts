import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JobsController } from './jobs.controller.js';
import { JOBS_PROCESS, JobsService } from './jobs.service.js';

@Global()
@Module({})
export class JobsModule {
  /** `process`: true in the worker, null to follow JOBS_IN_API. */
  static forRoot(process: boolean | null): DynamicModule {
    return {
      module: JobsModule,
      controllers: [JobsController],
      providers: [{ provide: JOBS_PROCESS, useValue: process }, JobsService],
      exports: [JobsService],
    };
  }
}
