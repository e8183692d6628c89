import { withoutNul } from '../common/request-input.js';
import { problemLines, validateShape } from '../common/validation.js';

/** JSON.parse's reviver: a model's `\u0000` escape would put a NUL (which Postgres cannot store) into a value. */
const dropNul = (_key: string, value: unknown): unknown => (typeof value === 'string' ? withoutNul(value) : value);

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
      return JSON.parse(candidate, dropNul);
    } catch {
      // try the next reading
    }
  }
  throw new SyntaxError('The answer holds no JSON value');
}

/**
 * Validates a parsed answer against a class with class-validator decorators, as a request body of
 * that class is checked (its validators and messages); answers the typed value, or the problems.
 */
export async function validateAgainst<T>(value: unknown, shape: new () => T): Promise<{ ok: true; value: T } | { ok: false; problems: string[] }> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problems: ['the answer must be a JSON object'] };
  }
  const checked = await validateShape(shape as new () => T & object, value);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, problems: problemLines(checked.problems) };
}
