import type { Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { isPermanentFailure, type JobContext, type ProcessedJob } from './jobs.types.js';

export type { ProcessedJob };

/** A job processor: `process` runs one job of its queue and answers the job's result. */
export interface JobProcessing<D = unknown, R = unknown> {
  process(job: ProcessedJob<D>): Promise<R>;
}

/** The discovery marker behind `@JobProcessor` (Nest's DiscoveryService finds the classes carrying it). */
export const JOB_PROCESSOR = DiscoveryService.createDecorator<string>();

/**
 * Makes a provider class the processor of the job queue `name`. JobsModule finds it (Nest's
 * DiscoveryService) and binds its `process` method to the queue where this process runs jobs: to
 * the Bull queue on Redis, else to the in-process runner. Put the class in its domain module's
 * providers; the queue's settings (attempts, backoff, concurrency) are in config/job-queues.ts.
 *
 *   @JobProcessor(MY_JOB) class MyProcessor { process(job: ProcessedJob<MyData>) { return runJob(job, (data, ctx) => ...) } }
 */
export function JobProcessor(name: string): (target: Type<JobProcessing>) => void {
  return (target) => JOB_PROCESSOR(name)(target);
}

/**
 * Runs a processor's work for one job with this app's conventions: progress as a whole 0-100
 * percentage, the attempt number counted from 1, and an error that says retrying cannot help
 * (`retryable: false`, as an AiError for a bad key) discards the job, so it fails at once instead
 * of being retried. Use it as the body of every `process` method.
 */
export async function runJob<D, R>(job: ProcessedJob<D>, work: (data: D, ctx: JobContext) => Promise<R>): Promise<R> {
  try {
    return await work(job.data, {
      id: String(job.id),
      attempt: job.attemptsMade + 1,
      reportProgress: async (percent) => {
        await job.progress(Math.max(0, Math.min(100, Math.round(percent))));
      },
    });
  } catch (err) {
    if (isPermanentFailure(err)) job.discard();
    throw err;
  }
}
