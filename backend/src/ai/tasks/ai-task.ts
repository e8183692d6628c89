// What an AI task is: one kind of request this product makes of a model. Each task is one file in
// this folder (`<task>.task.ts`) with its input and answer shapes, its prompt and the offline demo
// model's answer, built from the same input so that a real model and the demo see the same facts.
// `AI_TASKS` (index.ts) lists them. Run one with `AiService.run(task, input)` (short work, the
// caller waits) or `AiJobs.start(scope, task, input)` (long work, a job to follow).
import { AI_DEFAULTS } from '../ai.config.js';
import type { AiTextResult } from '../ai-result.js';

/** The system and user prompt of one call. */
export interface BuiltPrompt {
  system: string;
  prompt: string;
}

/** Sampling settings of a call: the server's, never the browser's (the AI test page aside). */
export interface CallSettings {
  temperature: number;
  maxTokens: number;
}

/** What the demo model knows of the app it runs in. */
export interface DemoOptions {
  /** The app's public address: demo images are served from it (GET /api/demo-images/...). */
  publicUrl: string;
}

export const DEFAULT_DEMO_OPTIONS: DemoOptions = { publicUrl: 'http://localhost:3000' };

/** A JSON task's answer: the call's result with the validated value. */
export interface AiStructuredResult<T> extends AiTextResult {
  data: T;
}

/**
 * One task. `I` is its input, `O` the value its answer holds (the text for a text task), `R` what
 * a run answers and a job keeps as its result.
 */
export interface AiTask<Name extends string = string, I = unknown, O = unknown, R = unknown> {
  readonly name: Name;
  /** 'text': answered in markdown; 'json': one JSON value, validated against `output`. */
  readonly format: 'text' | 'json';
  /** The class (class-validator) a JSON answer must fit. */
  readonly output?: new () => O;
  /** The prompt a real model gets. */
  prompt(input: I): BuiltPrompt;
  /** Temperature and token limit of the call (default: AI_DEFAULTS, the spec's 0.7 and 4000). */
  settings(input: I): CallSettings;
  /**
   * Problems of a JSON answer that fits `output` but not this input (ids of modules the input did
   * not list, a text over its field's maxLength, a month of concepts that misses the composition
   * asked for). They are asked about once more, as shape problems are. `retried` is true for that
   * second and last answer: leave out there what the caller repairs (a text that is only too long
   * is cut with care), so that a usable answer is taken instead of failing.
   */
  check(value: O, input: I, retried: boolean): string[];
  /** The offline demo model's answer text (markdown, or the JSON of a value). */
  demo(input: I, options: DemoOptions): string;
  /** What a run answers, from the call's result and the answer's value. */
  answer(result: AiTextResult, value: O): R;
}

/** Any task, whatever its types (for lists and lookups by name). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAiTask = AiTask<string, any, any, any>;

export type TaskInput<T> = T extends AiTask<string, infer I, unknown, unknown> ? I : never;
export type TaskResult<T> = T extends AiTask<string, never, unknown, infer R> ? R : never;

interface TaskParts<Name extends string, I> {
  name: Name;
  prompt(input: I): BuiltPrompt;
  /** Only what differs from AI_DEFAULTS. */
  settings?(input: I): Partial<CallSettings>;
}

const settingsOf =
  <I>(own?: (input: I) => Partial<CallSettings>) =>
  (input: I): CallSettings => ({ temperature: AI_DEFAULTS.temperature, maxTokens: AI_DEFAULTS.maxTokens, ...own?.(input) });

/** A task answered in markdown. `answer` shapes the result (default: the call's result as it is). */
export function textTask<const Name extends string, I, R = AiTextResult>(
  parts: TaskParts<Name, I> & {
    demo(input: I, options: DemoOptions): string;
    answer?(result: AiTextResult): R;
  },
): AiTask<Name, I, string, R> {
  return {
    name: parts.name,
    format: 'text',
    prompt: parts.prompt,
    settings: settingsOf(parts.settings),
    check: () => [],
    demo: parts.demo,
    answer: (result) => (parts.answer ? parts.answer(result) : (result as R)),
  };
}

/** A task answered with one JSON value of the class `output`; a run answers it as `data`. */
export function jsonTask<const Name extends string, I, O extends object>(
  parts: TaskParts<Name, I> & {
    output: new () => O;
    check?(value: O, input: I, retried: boolean): string[];
    /** The demo model's value (sent as JSON text, as a model asked for JSON would). */
    demo(input: I, options: DemoOptions): O;
  },
): AiTask<Name, I, O, AiStructuredResult<O>> {
  return {
    name: parts.name,
    format: 'json',
    output: parts.output,
    prompt: parts.prompt,
    settings: settingsOf(parts.settings),
    check: (value, input, retried) => parts.check?.(value, input, retried) ?? [],
    demo: (input, options) => JSON.stringify(parts.demo(input, options), null, 2),
    answer: (result, value) => ({ ...result, data: value }),
  };
}
