import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';

/** A class with class-validator decorators, or any validator answering a list of problems. */
export type AiSchema<T> = (new () => T) | { validate(value: unknown): string[] | Promise<string[]> };

/**
 * Pulls the JSON value out of a model's answer: the whole text, a ```json fenced block, or the
 * outermost {...} / [...] span when the model wrapped it in prose. Throws SyntaxError otherwise.
 */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const candidates: string[] = [trimmed];
  const fence = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(trimmed);
  if (fence?.[1]) candidates.push(fence[1].trim());
  for (const [open, close] of [
    ['{', '}'],
    ['[', ']'],
  ] as const) {
    const start = trimmed.indexOf(open);
    const end = trimmed.lastIndexOf(close);
    if (start !== -1 && end > start) candidates.push(trimmed.slice(start, end + 1));
  }
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next reading
    }
  }
  throw new SyntaxError('The answer holds no JSON value');
}

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => `${path}: ${message}`);
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** Validates a parsed answer; answers the typed value, or the list of problems. */
export async function validateAgainst<T>(
  value: unknown,
  schema: AiSchema<T>,
): Promise<{ ok: true; value: T } | { ok: false; problems: string[] }> {
  if (typeof schema === 'function') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, problems: ['the answer must be a JSON object'] };
    }
    const instance = plainToInstance(schema, value);
    const problems = flatten(await validate(instance as object, { forbidUnknownValues: true }));
    return problems.length ? { ok: false, problems } : { ok: true, value: instance };
  }
  const problems = await schema.validate(value);
  return problems.length ? { ok: false, problems } : { ok: true, value: value as T };
}
