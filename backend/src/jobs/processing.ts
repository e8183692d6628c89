import type { Job } from 'bull';
import { isPermanentFailure, type JobContext } from './jobs.types.js';

/**
 * What a processor uses of the job it is handed: a Bull `Job` on Redis, or the in-process
 * runner's job (no REDIS_URL), which has the same members. Type `@Process()` methods with it.
 */
export type ProcessedJob<D = unknown> = Pick<Job<D>, 'data' | 'attemptsMade' | 'discard'> & {
  id: Job['id'];
  progress(value: number): Promise<void>;
};

/**
 * Runs a processor's work for one job with this app's conventions: progress as a whole 0-100
 * percentage, the attempt number counted from 1, and an error that says retrying cannot help
 * (`retryable: false`, as an AiError for a bad key) discards the job, so it fails at once instead
 * of being retried. Use it as the body of every `@Process()` method:
 *
 *   @Processor(MY_JOB) class MyProcessor { @Process() handle(job: ProcessedJob<MyData>) { return runJob(job, (ctx) => ...) } }
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
