import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import type { TenantScope } from '../common/tenant.js';
import { JobsService } from '../jobs/jobs.service.js';
import { JobFailedError, JobTimeoutError } from '../jobs/jobs.types.js';
import { AiError, AI_ERROR_MESSAGES, aiErrorFromMessage } from './ai.errors.js';
import { AiModule } from './ai.module.js';
import { AiService, type AiStructuredResult } from './ai.service.js';
import { TEXT_TASKS, type AiTask, type AiTaskInputs, type StructuredTask } from './ai.tasks.js';
import type { AiTextResult } from './providers/ai-provider.interface.js';

/** The job that runs long AI work (brand guidelines, strategy, concepts) on the queue (decision 16). */
export const AI_JOB = 'ai-generate';

/** How long `run` waits for the work by default: the AI time limit with its retries fits in it. */
export const AI_JOB_WAIT_MS = 10 * 60_000;

/** One piece of AI work, as queued (plain JSON: it may run in another process). */
export interface AiJobRequest<K extends AiTask = AiTask> {
  task: K;
  input: AiTaskInputs[K];
  /** 'claude' (default), 'openai' or 'gemini'. */
  provider?: string;
  model?: string;
  /** Replaces the task's default prompt. */
  prompt?: string;
  system?: string;
  temperature?: number;
  maxTokens?: number;
}

interface AiJobData extends AiJobRequest {
  organizationId: number;
}

/** Text tasks answer an AiTextResult; JSON tasks an AiStructuredResult with the validated `data`. */
export type AiJobResult = AiTextResult | AiStructuredResult<unknown>;

/** The brand guide and strategy answers also carry the spec's fields. */
export interface AiContentResult extends AiTextResult {
  content: Array<{ type: 'text'; text: string }>;
  brandGuide?: string;
}

/**
 * The brand guide and strategy answers in the spec's shapes (`brandGuide`, `content[0].text`), so
 * that a job's result is the very body the synchronous call answers.
 */
function withContent(task: AiTask, result: AiTextResult): AiTextResult | AiContentResult {
  if (task === 'brand-guidelines') return { ...result, brandGuide: result.text, content: [{ type: 'text', text: result.text }] };
  if (task === 'email-strategy') return { ...result, content: [{ type: 'text', text: result.text }] };
  return result;
}

/**
 * Runs AI work as jobs: in a worker process when REDIS_URL is set (any number of them, on any
 * machine), else in this process. The processor reports the answer's progress as it streams in.
 */
@Injectable()
export class AiJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly ai: AiService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<AiJobData, AiJobResult>(AI_JOB, async (data, ctx) => {
      await ctx.reportProgress(1);
      const onProgress = (percent: number) => void ctx.reportProgress(percent).catch(() => undefined);
      const { task, input, organizationId: _, ...options } = data;
      if (TEXT_TASKS.includes(task)) return withContent(task, await this.ai.generateText({ ...options, task, input, onProgress }));
      return this.ai.generateStructured(task as StructuredTask, input as never, { ...options, onProgress });
    });
  }

  /**
   * Queues the work for the scope's organization and answers the job id, to follow with
   * GET /api/jobs/{id} or GET /api/jobs/{id}/events. Rejects with QueueUnavailableError (503)
   * when the queue does not answer.
   */
  start<K extends AiTask>(scope: TenantScope, request: AiJobRequest<K>): Promise<string> {
    return this.jobs.enqueue<AiJobData>(AI_JOB, { ...(request as AiJobRequest), organizationId: scope.organizationId });
  }

  /**
   * Queues the work and answers its result when done: an HTTP call keeps the spec's contract (it
   * answers when the work is done) while the work runs on a worker. A failure rejects with the
   * same AiError (and so the same HTTP status and message) as a direct call would.
   */
  async run<K extends AiTask>(scope: TenantScope, request: AiJobRequest<K>, timeoutMs = AI_JOB_WAIT_MS): Promise<AiJobResult> {
    const id = await this.start(scope, request);
    try {
      return await this.jobs.waitForResult<AiJobResult>(id, timeoutMs);
    } catch (err) {
      if (err instanceof JobFailedError) throw aiErrorFromMessage(err.message) ?? new AiError('provider', AI_ERROR_MESSAGES.provider);
      if (err instanceof JobTimeoutError) throw new AiError('timeout', AI_ERROR_MESSAGES.timeout, { retryable: true });
      throw err;
    }
  }
}

/** The AI job processor and AiJobs, for the API and the worker (needs the global JobsModule). */
@Module({
  imports: [AiModule],
  providers: [AiJobs],
  exports: [AiJobs],
})
export class AiJobsModule {}
