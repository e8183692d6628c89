import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AI_CONFIG,
  AI_PROVIDERS,
  isAiProviderName,
  type AiConfig,
  type AiProviderName,
} from './ai.config.js';
import { withoutNul } from '../common/request-input.js';
import { AiError, AI_ERROR_MESSAGES, toAiError } from './ai.errors.js';
import { extractJson, validateAgainst } from './ai-json.util.js';
import { AiProviderRegistry } from './ai-provider.registry.js';
import type { AiTask, AnyAiTask, CallSettings } from './tasks/ai-task.js';
import type { AiTextResult, AiUsage } from './providers/ai-provider.interface.js';

export type { AiStructuredResult } from './tasks/ai-task.js';

/** How to run a task: which model, and what to do while it runs. The prompt and settings are the task's. */
export interface AiRunOptions {
  /** 'claude' (default), 'openai' or 'gemini'. The spec's `modelType`. */
  provider?: AiProviderName | string;
  /** The provider's model id; defaults per provider (ai.config.ts). 'demo' forces the demo model. */
  model?: string;
  /** Cancels the call (and its retries), e.g. when a job is cancelled. */
  signal?: AbortSignal;
  /**
   * Progress of the answer, 0 to 100 (estimated from the streamed length against the token limit
   * while streaming, 100 when done), at most every 250 ms: hand it to a job's reportProgress.
   */
  onProgress?: (percent: number) => void;
}

interface CallRequest extends CallSettings {
  task: AnyAiTask;
  input: unknown;
  system: string;
  prompt: string;
  provider?: string;
  model?: string;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

type Checked<O> = { ok: true; value: O } | { ok: false; problems: string[] };

export interface AiProvidersInfo {
  providers: AiProviderName[];
  default: AiProviderName;
  configured: Record<AiProviderName, boolean>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * The one way into the models. Applies defaults, picks the provider (or the offline demo model),
 * enforces a time limit per call, retries transient failures with exponential backoff, maps every
 * failure to an AiError, logs token usage, and for structured tasks parses and validates JSON.
 */
@Injectable()
export class AiService {
  private readonly logger = new Logger(AiService.name);

  constructor(
    @Inject(AI_CONFIG) private readonly config: AiConfig,
    private readonly registry: AiProviderRegistry,
  ) {}

  providers(): AiProvidersInfo {
    return { providers: [...AI_PROVIDERS], default: this.config.defaultProvider, configured: this.registry.configured() };
  }

  /** Whether this provider will answer with the demo model (no key configured). */
  isDemo(provider?: AiProviderName | string, model?: string): boolean {
    return this.registry.resolve(this.providerName(provider), model) === this.registry.demo;
  }

  /**
   * Runs one task and answers when its answer is there (short work; long work is a job, AiJobs).
   * The prompt, temperature and token limit are the task's. A JSON answer must fit the task's
   * `output` class and then its `check` for this input; one that does not is asked for once more
   * with what was wrong (product decision P15), then fails with "Failed to parse AI response".
   * Failures are AiErrors (product decision P17).
   */
  async run<I, O, R>(task: AiTask<string, I, O, R>, input: I, options: AiRunOptions = {}): Promise<R> {
    const { system, prompt } = task.prompt(input);
    const request: CallRequest = { ...task.settings(input), provider: options.provider, model: options.model, signal: options.signal, onProgress: options.onProgress, task, input, system, prompt };
    if (task.format === 'text') {
      const result = await this.call(request);
      return task.answer(result, result.text as O);
    }
    const check = async (value: unknown, retried: boolean): Promise<Checked<O>> => {
      const shaped = await validateAgainst(value, task.output!);
      if (!shaped.ok) return shaped;
      const problems = task.check(shaped.value, input, retried);
      return problems.length ? { ok: false, problems } : shaped;
    };
    let problems: string[] = [];
    // An answer that does not fit is asked for once more, with what was wrong (product decision P15).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const retryNote = attempt === 0 ? '' : `\n\nYour previous answer could not be used (${problems.slice(0, 5).join('; ')}). Answer again with only the JSON value.`;
      const result = await this.call({ ...request, prompt: prompt + retryNote });
      let parsed: unknown;
      try {
        parsed = extractJson(result.text);
      } catch {
        problems = ['the answer was not valid JSON'];
        this.logger.warn(`AI ${task.name}: answer ${attempt + 1} from ${result.provider}/${result.model} was not valid JSON`);
        continue;
      }
      const checked = await check(parsed, attempt > 0);
      if (checked.ok) return task.answer(result, checked.value);
      problems = checked.problems;
      this.logger.warn(`AI ${task.name}: answer ${attempt + 1} from ${result.provider}/${result.model} did not fit: ${problems.slice(0, 3).join('; ')}`);
    }
    throw new AiError('parse', AI_ERROR_MESSAGES.parse);
  }

  private providerName(provider?: string): AiProviderName {
    if (provider === undefined || provider === '') return this.config.defaultProvider;
    if (!isAiProviderName(provider)) {
      throw new AiError('provider', `${AI_ERROR_MESSAGES.provider}: unknown AI provider "${provider}" (use ${AI_PROVIDERS.join(', ')})`);
    }
    return provider;
  }

  private async call(options: CallRequest): Promise<AiTextResult> {
    const name = this.providerName(options.provider);
    const provider = this.registry.resolve(name, options.model);
    const demo = provider === this.registry.demo;
    const model = options.model || this.config.providers[name].defaultModel;
    const { timeoutMs, maxRetries } = this.config;
    const { maxTokens, temperature } = options;
    const started = Date.now();
    let lastProgressAt = 0;
    const onText = options.onProgress
      ? (characters: number) => {
          const now = Date.now();
          if (now - lastProgressAt < 250) return;
          lastProgressAt = now;
          // About four characters a token; never claim done before the answer is.
          options.onProgress?.(Math.min(95, Math.round((characters / 4 / maxTokens) * 100)));
        }
      : undefined;

    for (let attempt = 0; ; attempt += 1) {
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(new Error('AI call timed out')), timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
      try {
        const result = await provider.generateText({
          system: options.system,
          prompt: options.prompt,
          model,
          temperature,
          maxTokens,
          signal,
          onText,
          timeoutMs,
          task: options.task,
          input: options.input,
        });
        this.logUsage(name, result.model, options.task.name, result.usage, Date.now() - started, attempt + 1, demo);
        options.onProgress?.(100);
        // A model may answer a NUL character, which Postgres cannot store and nobody asked for.
        return { ...result, text: withoutNul(result.text), provider: name, demo };
      } catch (caught) {
        if (options.signal?.aborted) {
          throw new AiError('provider', AI_ERROR_MESSAGES.cancelled, { cause: caught });
        }
        const error = toAiError(caught, name, timeout.signal.aborted);
        if (!error.retryable || attempt >= maxRetries) {
          this.logger.error(
            `AI ${options.task.name} via ${name}/${model} failed after ${attempt + 1} attempt(s) in ${Date.now() - started} ms: ${error.kind}: ${error.message}`,
          );
          throw error;
        }
        const delay = this.backoff(attempt, error.retryAfterSeconds);
        this.logger.warn(`AI ${options.task.name} via ${name}/${model}: ${error.kind} (attempt ${attempt + 1}), retrying in ${delay} ms`);
        try {
          await sleep(delay, options.signal);
        } catch {
          throw new AiError('provider', AI_ERROR_MESSAGES.cancelled, { cause: caught });
        }
      } finally {
        clearTimeout(timer);
      }
    }
  }

  /** Exponential backoff with jitter, at least what the provider asked for, capped by the config. */
  private backoff(attempt: number, retryAfterSeconds?: number): number {
    const { retryBaseDelayMs, retryMaxDelayMs } = this.config;
    const exponential = retryBaseDelayMs * 2 ** attempt;
    const jittered = exponential / 2 + Math.random() * (exponential / 2);
    const asked = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : 0;
    return Math.round(Math.min(retryMaxDelayMs, Math.max(jittered, asked)));
  }

  private logUsage(provider: string, model: string, task: string, usage: AiUsage, ms: number, attempts: number, demo: boolean): void {
    this.logger.log(
      `AI ${task} via ${provider}/${model}${demo ? ' (demo)' : ''}: ${usage.inputTokens} input + ${usage.outputTokens} output tokens, ${ms} ms, ${attempts} attempt(s)`,
    );
  }
}
