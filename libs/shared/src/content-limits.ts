// The rules a module field's text must keep (type, maxLength, minLength) and the length aims of
// subject lines and preview texts, checked on every text an AI helper answers (the campaign AI
// tasks' `check`), and the careful cut of a text that is still too long after the retry (the
// campaign's AI service). Shared so that the AI tasks import no campaign code.

/** What the limits read of a module field (a module's field definition has more). */
export interface FieldLimits {
  type?: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
}

/** A button's text is a short action (also when its field sets no maxLength). */
export const BUTTON_TEXT = { maxLength: 30, maxWords: 5 } as const;

/** One line of plain text: whitespace collapsed, trimmed. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const words = (text: string) => text.split(' ').filter(Boolean).length;

/** The longest a field's text may be: its maxLength, and for a button the short-action limit too. */
export function maxLengthOf(field: FieldLimits): number | undefined {
  if (field.type === 'button') return Math.min(field.maxLength ?? BUTTON_TEXT.maxLength, BUTTON_TEXT.maxLength);
  return field.maxLength;
}

/**
 * What is wrong with a text for its field, or null. `strict` also refuses a text over its
 * maximum (or a button of too many words): the first answer must fit; a retried answer that is
 * only too long is cut with care instead.
 */
export function fieldProblem(label: string, field: FieldLimits, value: unknown, strict: boolean): string | null {
  if (typeof value !== 'string') return `${label}: missing (every field needs text)`;
  const text = tidy(value);
  if (field.required !== false && !text) return `${label}: empty`;
  if (field.minLength && text.length < field.minLength) return `${label}: ${text.length} characters, under its minLength of ${field.minLength}`;
  if (!strict) return null;
  const max = maxLengthOf(field);
  if (max && text.length > max) return `${label}: ${text.length} characters, over its maxLength of ${max}`;
  if (field.type === 'button' && words(text) > BUTTON_TEXT.maxWords) return `${label}: a button's text must be a short action of at most ${BUTTON_TEXT.maxWords} words`;
  return null;
}

/** Words a cut text should not end on. */
const DANGLING = /\s+(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|your|our|its|their|this|that|is|are|&)$/i;

/**
 * Cuts a text to `max` characters with care: at a word boundary, without a dangling word or
 * punctuation at the end. A text without spaces (an address) can only be cut where it is.
 */
export function cutWithCare(text: string, max: number): string {
  const t = tidy(text);
  if (t.length <= max) return t;
  let cut = t.slice(0, max);
  const atBoundary = /\s/.test(t.charAt(max));
  if (!atBoundary) {
    const space = cut.lastIndexOf(' ');
    if (space >= Math.ceil(max * 0.4)) cut = cut.slice(0, space);
  }
  cut = cut.replace(/[\s,;:–—-]+$/, '');
  for (let i = 0; i < 3 && DANGLING.test(cut); i += 1) cut = cut.replace(DANGLING, '').replace(/[\s,;:–—-]+$/, '');
  return cut || t.slice(0, max);
}

/** The text kept for a field: tidied, and cut with care when it is over its maximum. */
export function fitField(field: FieldLimits, value: string): string {
  const max = maxLengthOf(field);
  let text = tidy(value);
  if (max && text.length > max) text = cutWithCare(text, max);
  if (field.type === 'button') text = text.split(' ').slice(0, BUTTON_TEXT.maxWords).join(' ');
  return text;
}

/**
 * The texts of a list outside [min, max] characters, as problems (`subjectLines.0: 62 characters,
 * keep it within 1-50`): the aims a first answer is asked to keep.
 */
export function aimProblems(name: string, list: readonly string[], min: number, max: number): string[] {
  return list
    .map((text, i) => ({ i, n: tidy(text).length }))
    .filter(({ n }) => n < min || n > max)
    .map(({ i, n }) => `${name}.${i}: ${n} characters, keep it within ${min}-${max}`);
}
