/**
 * The subject line's lint, run as the user types (the campaign form): what spam filters and
 * readers hold against a subject line and its preview text. Each warning is one line of advice.
 * A pure function of the two texts; it touches nothing else.
 */

export type SubjectLintId = 'capitals' | 'punctuation' | 'exclamations' | 'spamPhrase' | 'previewEmpty' | 'previewDuplicate';

export interface SubjectLintWarning {
  id: SubjectLintId;
  message: string;
}

/** Phrases spam filters score and readers distrust (a short list; matched as whole words, any case). */
export const SPAM_TRIGGER_PHRASES = [
  '100% free',
  'act now',
  'buy now',
  'cash bonus',
  'click here',
  'congratulations',
  'dear friend',
  'double your',
  'earn money',
  'free money',
  'guaranteed',
  'limited time',
  'lowest price',
  'make money',
  'no cost',
  'once in a lifetime',
  'order now',
  'risk-free',
  'this is not spam',
  'urgent',
  'winner',
] as const;

/** The most punctuation marks a subject line may hold before it looks like spam. */
export const SUBJECT_PUNCTUATION_MAX = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPAM = new RegExp(`(?<![\\p{L}\\p{N}])(${SPAM_TRIGGER_PHRASES.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const LETTER = /\p{L}/u;
const PUNCTUATION = /\p{P}/u;
/** Marks inside a word (it's, e-mail) are not counted as punctuation. */
const INNER = new Set(["'", '’', '-']);

const comparable = (text: string) => text.toLowerCase().replace(/[\p{P}\p{S}\s]+/gu, ' ').trim();

/** The warnings of a subject line and its preview text; empty when there is nothing to say. */
export function lintSubject(subject: string, previewText: string): SubjectLintWarning[] {
  const warnings: SubjectLintWarning[] = [];
  const chars = Array.from(subject);
  let letters = 0;
  let capitals = 0;
  let punctuation = 0;
  let exclamations = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (LETTER.test(c)) {
      letters++;
      if (c !== c.toLowerCase() && c === c.toUpperCase()) capitals++;
    } else if (PUNCTUATION.test(c)) {
      if (c === '!') exclamations++;
      const inWord = INNER.has(c) && LETTER.test(chars[i - 1] ?? '') && LETTER.test(chars[i + 1] ?? '');
      if (!inWord) punctuation++;
    }
  }
  if (letters >= 4 && capitals * 2 > letters) {
    warnings.push({ id: 'capitals', message: `${capitals} of ${letters} letters are capitals: write in sentence case, capitals read as shouting and spam filters count them.` });
  }
  if (punctuation > SUBJECT_PUNCTUATION_MAX) {
    warnings.push({ id: 'punctuation', message: `${punctuation} punctuation marks: keep to ${SUBJECT_PUNCTUATION_MAX} or fewer, a crowded subject line looks like spam.` });
  }
  if (exclamations > 1) {
    warnings.push({ id: 'exclamations', message: `${exclamations} exclamation marks: use one at most.` });
  }
  const phrases = [...new Set([...subject.matchAll(SPAM)].map((m) => m[1]!.toLowerCase()))];
  if (phrases.length) {
    warnings.push({ id: 'spamPhrase', message: `${phrases.map((p) => `"${p}"`).join(', ')} ${phrases.length === 1 ? 'is a phrase' : 'are phrases'} spam filters score: say what the reader gets instead.` });
  }
  const preview = previewText.trim();
  if (!preview) {
    warnings.push({ id: 'previewEmpty', message: 'There is no preview text: inboxes will show the first words of the email instead.' });
  } else if (subject.trim() && comparable(preview) === comparable(subject)) {
    warnings.push({ id: 'previewDuplicate', message: 'The preview text repeats the subject line: use it to add what the subject leaves out.' });
  }
  return warnings;
}
