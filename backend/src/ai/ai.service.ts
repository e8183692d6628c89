import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AI_CONFIG,
  AI_DEFAULTS,
  AI_PROVIDERS,
  isAiProviderName,
  type AiConfig,
  type AiProviderName,
} from './ai.config.js';
import { AiError, AI_ERROR_MESSAGES, toAiError } from './ai.errors.js';
import { extractJson, validateAgainst, type AiSchema } from './ai-json.util.js';
import { AiProviderRegistry } from './ai-provider.registry.js';
import { AI_TASK_SCHEMAS } from './ai.schemas.js';
import type { AiTask, AiTaskInput, AiTaskInputs, AiTaskOutputs, StructuredTask } from './ai.tasks.js';
import { buildPrompt } from './prompts/ai-prompts.js';
import type { AiTextResult, AiUsage } from './providers/ai-provider.interface.js';

export interface AiCallOptions {
  /** 'claude' (default), 'openai' or 'gemini'. The spec's `modelType`. */
  provider?: AiProviderName | string;
  /** The provider's model id; defaults per provider (ai.config.ts). 'demo' forces the demo model. */
  model?: string;
  system?: string;
  temperature?: number;
  maxTokens?: number;
  /** Cancels the call (and its retries), e.g. when a job is cancelled. */
  signal?: AbortSignal;
  /**
   * Progress of the answer, 0 to 100 (estimated from the streamed length against maxTokens while
   * streaming, 100 when done), at most every 250 ms: hand it to a job's reportProgress.
   */
  onProgress?: (percent: number) => void;
}

export interface GenerateTextOptions extends AiCallOptions {
  /** What to ask. Optional when `task` and `input` are given: the task's default prompt is used. */
  prompt?: string;
  /** Which kind of request this is (default 'free-text'); selects the demo model's generator. */
  task?: AiTask;
  input?: AiTaskInput;
}

export interface GenerateStructuredOptions<T> extends AiCallOptions {
  /** Shape the answer must have; defaults to the task's schema (ai.schemas.ts). */
  schema?: AiSchema<T>;
  /**
   * Shape the second (retried) answer must have; defaults to `schema`. A looser one lets a caller
   * take a retried answer that is still slightly off and repair it (e.g. cut a text that is over
   * its length) instead of failing; the retry is still asked with the problems `schema` found.
   */
  retrySchema?: AiSchema<T>;
  /** Replaces the task's default prompt. It should ask for JSON. */
  prompt?: string;
}

export interface AiStructuredResult<T> extends AiTextResult {
  data: T;
}

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

  async generateText(options: GenerateTextOptions): Promise<AiTextResult> {
    const task = options.task ?? 'free-text';
    const input = options.input ?? (task === 'free-text' && options.prompt !== undefined ? { prompt: options.prompt, system: options.system } : undefined);
    let prompt = options.prompt;
    let system = options.system;
    if (prompt === undefined) {
      if (!input) throw new TypeError('generateText needs a prompt, or a task with its input');
      const built = buildPrompt(task, input as never);
      prompt = built.prompt;
      system ??= built.system;
    }
    return this.call({ ...options, prompt, system, task, input });
  }

  async generateStructured<K extends StructuredTask, T = AiTaskOutputs[K]>(
    task: K,
    input: AiTaskInputs[K],
    options: GenerateStructuredOptions<T> = {},
  ): Promise<AiStructuredResult<T>> {
    const schema = (options.schema ?? AI_TASK_SCHEMAS[task]) as AiSchema<T>;
    const built = buildPrompt(task, input);
    const prompt = options.prompt ?? built.prompt;
    const system = options.system ?? built.system;
    let problems: string[] = [];
    // An answer that does not fit is asked for once more, with what was wrong (decision 15).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const retryNote = attempt === 0 ? '' : `\n\nYour previous answer could not be used (${problems.slice(0, 5).join('; ')}). Answer again with only the JSON value.`;
      const result = await this.call({ ...options, prompt: prompt + retryNote, system, task, input });
      let parsed: unknown;
      try {
        parsed = extractJson(result.text);
      } catch {
        problems = ['the answer was not valid JSON'];
        this.logger.warn(`AI ${task}: answer ${attempt + 1} from ${result.provider}/${result.model} was not valid JSON`);
        continue;
      }
      const checked = await validateAgainst(parsed, attempt === 0 ? schema : ((options.retrySchema as AiSchema<T> | undefined) ?? schema));
      if (checked.ok) return { ...result, data: checked.value };
      problems = checked.problems;
      this.logger.warn(`AI ${task}: answer ${attempt + 1} from ${result.provider}/${result.model} did not fit: ${problems.slice(0, 3).join('; ')}`);
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

  private async call(options: GenerateTextOptions & { prompt: string; task: AiTask }): Promise<AiTextResult> {
    const name = this.providerName(options.provider);
    const provider = this.registry.resolve(name, options.model);
    const demo = provider === this.registry.demo;
    const model = options.model || this.config.providers[name].defaultModel;
    const { timeoutMs, maxRetries } = this.config;
    const maxTokens = options.maxTokens ?? AI_DEFAULTS.maxTokens;
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
          temperature: options.temperature ?? AI_DEFAULTS.temperature,
          maxTokens,
          signal,
          onText,
          timeoutMs,
          task: options.task,
          input: options.input,
        });
        this.logUsage(name, result.model, options.task, result.usage, Date.now() - started, attempt + 1, demo);
        options.onProgress?.(100);
        return { ...result, provider: name, demo };
      } catch (caught) {
        if (options.signal?.aborted) {
          throw new AiError('provider', 'AI request was cancelled', { cause: caught });
        }
        const error = toAiError(caught, name, timeout.signal.aborted);
        if (!error.retryable || attempt >= maxRetries) {
          this.logger.error(
            `AI ${options.task} via ${name}/${model} failed after ${attempt + 1} attempt(s) in ${Date.now() - started} ms: ${error.kind}: ${error.message}`,
          );
          throw error;
        }
        const delay = this.backoff(attempt, error.retryAfterSeconds);
        this.logger.warn(`AI ${options.task} via ${name}/${model}: ${error.kind} (attempt ${attempt + 1}), retrying in ${delay} ms`);
        try {
          await sleep(delay, options.signal);
        } catch {
          throw new AiError('provider', 'AI request was cancelled', { cause: caught });
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
