import { Injectable, Module } from '@nestjs/common';
import type { TenantScope } from '../common/tenant-scope.js';
import { JobsService } from '../jobs/jobs.service.js';
import { JobFailedError, JobTimeoutError } from '../jobs/jobs.types.js';
import { JobProcessor, runJob, type ProcessedJob } from '../jobs/processing.js';
import { AiError, AI_ERROR_MESSAGES, aiErrorFromMessage } from './ai.errors.js';
import { AiModule } from './ai.module.js';
import { AiService } from './ai.service.js';
import type { AiTask } from './tasks/ai-task.js';
import { aiTaskNamed } from './tasks/index.js';

/** The queue of long AI work (brand guidelines, strategy) (product decision P16). */
export const AI_JOB = 'ai-generate';

/** How long `run` and `wait` wait for the work by default: the AI time limit with its retries fits in it. */
export const AI_JOB_WAIT_MS = 10 * 60_000;

/** One task's work as queued (plain JSON: it may run in another process). */
export interface AiJobData<C = unknown> {
  organizationId: number;
  /** The task's name (tasks/index.ts). */
  task: string;
  input: unknown;
  /** 'claude' (default), 'openai' or 'gemini'. */
  provider?: string;
  model?: string;
  /** What a domain's finishing step needs beyond the input (a concept generation's id). */
  context?: C;
}

export interface AiJobOptions<C = unknown> {
  /** 'claude' (default), 'openai' or 'gemini'. */
  provider?: string;
  model?: string;
  /**
   * The queue, when a domain keeps the answer in the same job (its own processor calls
   * `process(job, finish)`); default the AI queue, whose result is the task's answer.
   */
  queue?: string;
  context?: C;
}

/**
 * Long AI work as jobs: `start` queues a task for an organization and answers the job id (follow
 * it with GET /api/jobs/{id} or /events), `wait` answers its result, `run` does both. A failed or
 * late job rejects with the AiError a direct call would have answered (the one mapping of job
 * failures). `process` is the body of an AI job's processor.
 */
@Injectable()
export class AiJobs {
  constructor(
    private readonly jobs: JobsService,
    private readonly ai: AiService,
  ) {}

  /** Queues the task; rejects with QueueUnavailableError (503) when the queue does not answer. */
  start<I, C = unknown>(scope: TenantScope, task: AiTask<string, I>, input: I, options: AiJobOptions<C> = {}): Promise<string> {
    return this.jobs.enqueue<AiJobData<C>>(options.queue ?? AI_JOB, {
      organizationId: scope.organizationId,
      task: task.name,
      input,
      ...(options.provider !== undefined ? { provider: options.provider } : {}),
      ...(options.model !== undefined ? { model: options.model } : {}),
      ...(options.context !== undefined ? { context: options.context } : {}),
    });
  }

  /**
   * The job's result when it is done: an HTTP call keeps the spec's contract (it answers when the
   * work is done) while the work runs on a worker. A failure rejects with the same AiError (so the
   * same HTTP status and message) as a direct call would.
   */
  async wait<R>(id: string, timeoutMs = AI_JOB_WAIT_MS): Promise<R> {
    try {
      return await this.jobs.waitForResult<R>(id, timeoutMs);
    } catch (err) {
      if (err instanceof JobFailedError) throw aiErrorFromMessage(err.message) ?? new AiError('provider', AI_ERROR_MESSAGES.provider);
      if (err instanceof JobTimeoutError) throw new AiError('timeout', AI_ERROR_MESSAGES.timeout, { retryable: true });
      throw err;
    }
  }

  /** Queues the task and answers its result (`start`, then `wait`). */
  async run<I, O, R>(scope: TenantScope, task: AiTask<string, I, O, R>, input: I, options: AiJobOptions & { timeoutMs?: number } = {}): Promise<R> {
    return this.wait<R>(await this.start(scope, task, input, options), options.timeoutMs);
  }

  /**
   * Runs a queued task for its processor, reporting the answer's progress as it streams in. With
   * `finish`, a domain keeps the answer in the same job (idempotently: a job may run twice) and
   * what `finish` answers is the job's result; without, the task's answer is.
   */
  process<R = unknown, A = unknown, C = unknown>(job: ProcessedJob<AiJobData<C>>, finish?: (answer: A, data: AiJobData<C>) => Promise<R>): Promise<R> {
    return runJob(job, async (data, ctx) => {
      const task = aiTaskNamed(data.task);
      if (!task) throw Object.assign(new Error(`Unknown AI task "${data.task}"`), { retryable: false });
      await ctx.reportProgress(1);
      const onProgress = (percent: number) => void ctx.reportProgress(percent).catch(() => undefined);
      const answer = await this.ai.run(task, data.input, { provider: data.provider, model: data.model, onProgress });
      return finish ? finish(answer as A, data) : (answer as R);
    });
  }
}

/**
 * The AI queue's processor: in a worker process when REDIS_URL is set (any number of them, on any
 * machine), else in this process. Its result is the task's answer.
 */
@JobProcessor(AI_JOB)
export class AiJobProcessor {
  constructor(private readonly aiJobs: AiJobs) {}

  process(job: ProcessedJob<AiJobData>): Promise<unknown> {
    return this.aiJobs.process(job);
  }
}

/** AiJobs and the AI queue's processor, for the API and the worker (needs the global JobsModule). */
@Module({
  imports: [AiModule],
  providers: [AiJobs, AiJobProcessor],
  exports: [AiJobs],
})
export class AiJobsModule {}
