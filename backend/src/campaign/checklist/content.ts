// Today's checks of what the campaign says: subject and preview text lengths, required fields,
// placeholders left, and the plain-text part.
import { EMAIL_AIMS } from '@mailplan/shared';
import { count, item, listOf, type ChecklistRule } from './types.js';

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const subjectLength: ChecklistRule = ({ subject }) => {
  const n = count(subject.trim());
  if (!n) return item('subjectLength', 'warn', 'There is no subject line yet.');
  if (n > EMAIL_AIMS.subjectMax) return item('subjectLength', 'warn', `The subject line has ${n} characters: phones show about ${EMAIL_AIMS.subjectMax}, so the end will be cut.`);
  return item('subjectLength', 'pass', `The subject line has ${n} characters (${EMAIL_AIMS.subjectMax} or fewer show in full on phones).`);
};

export const previewTextLength: ChecklistRule = ({ previewText }) => {
  const n = count(previewText.trim());
  const { previewTextMin: min, previewTextMax: max } = EMAIL_AIMS;
  if (!n) return item('previewTextLength', 'warn', 'There is no preview text: inboxes will show the first words of the email instead.');
  if (n < min) return item('previewTextLength', 'warn', `The preview text has ${n} characters: aim for ${min}-${max} so that it fills the inbox preview.`);
  if (n > max) return item('previewTextLength', 'warn', `The preview text has ${n} characters: inboxes show about ${max}, so the end will be cut.`);
  return item('previewTextLength', 'pass', `The preview text has ${n} characters (${min}-${max} fill the inbox preview).`);
};

export const requiredFields: ChecklistRule = ({ moduleInstances, modules, content }) => {
  const present = moduleInstances.filter((i) => modules.has(i.moduleId));
  if (!present.length) return item('requiredFields', 'warn', 'The email has no modules yet.');
  const missing: string[] = [];
  for (const instance of present) {
    const module = modules.get(instance.moduleId)!;
    const values = content[instance.instanceId] ?? {};
    const empty = module.fields.filter((f) => f.required && !(values[f.name] ?? '').trim()).map((f) => f.name);
    if (empty.length) missing.push(`${module.name} (${empty.join(', ')})`);
  }
  if (missing.length) return item('requiredFields', 'warn', `Required fields are empty: ${listOf(missing)}.`);
  return item('requiredFields', 'pass', 'Every required field has content.');
};

export const placeholders: ChecklistRule = ({ html }) => {
  const left = [...new Set([...html.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`))];
  if (left.length) {
    return item('placeholders', 'warn', `Placeholders are left unfilled: ${listOf(left)}. Fill them, or keep them only if your email service fills them as merge tags.`);
  }
  return item('placeholders', 'pass', 'No {{placeholders}} are left in the email.');
};

/** The text part: empty is a fail (spam filters score HTML-only email, some readers need text). */
export const plainText: ChecklistRule = ({ text }) => {
  const words = text.split(/\s+/).filter(Boolean).length;
  if (!words) return item('plainText', 'fail', 'The plain-text version is empty: write some text in the modules (spam filters score HTML-only email).');
  if (words < 20) return item('plainText', 'warn', `The plain-text version has only ${words} words: an email that is mostly images reads as empty there.`);
  return item('plainText', 'pass', `The plain-text version has ${words} words and goes with the HTML.`);
};
