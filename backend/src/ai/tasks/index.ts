// Every AI task, in one list. A new task is a `<task>.task.ts` file beside these (input and answer
// shapes, prompt, demo answer) and one entry here: the AI service, the job processor and the demo
// model find it through this list (docs/adding-a-slice.md).
import type { AnyAiTask, TaskInput } from './ai-task.js';
import { brandGuidelinesTask } from './brand-guidelines.task.js';
import { conceptsTask } from './concepts.task.js';
import { emailStrategyTask } from './email-strategy.task.js';
import { fieldContentTask } from './field-content.task.js';
import { freeTextTask } from './free-text.task.js';
import { previewTextsTask } from './preview-texts.task.js';
import { refineConceptTask } from './refine-concept.task.js';
import { refineContentTask } from './refine-content.task.js';
import { subjectLinesTask } from './subject-lines.task.js';
import { suggestModulesTask } from './suggest-modules.task.js';

export const AI_TASKS = [
  freeTextTask,
  brandGuidelinesTask,
  emailStrategyTask,
  conceptsTask,
  suggestModulesTask,
  fieldContentTask,
  subjectLinesTask,
  previewTextsTask,
  refineContentTask,
  refineConceptTask,
] as const;

export type AiTaskName = (typeof AI_TASKS)[number]['name'];

/** Each task's input, by name. */
export type AiTaskInputs = { [T in (typeof AI_TASKS)[number] as T['name']]: TaskInput<T> };

const BY_NAME = new Map<string, AnyAiTask>(AI_TASKS.map((task) => [task.name, task]));

/** The task of this name (a queued job names its task), or undefined. */
export function aiTaskNamed(name: string): AnyAiTask | undefined {
  return BY_NAME.get(name);
}

export * from './ai-task.js';
export * from './task-inputs.js';
export * from './free-text.task.js';
export * from './brand-guidelines.task.js';
export * from './email-strategy.task.js';
export * from './concepts.task.js';
export * from './suggest-modules.task.js';
export * from './field-content.task.js';
export * from './subject-lines.task.js';
export * from './preview-texts.task.js';
export * from './refine-content.task.js';
export * from './refine-concept.task.js';
