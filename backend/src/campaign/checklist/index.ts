// The 'Ready to send' checklist: each rule reads the finished email and answers pass, warn or
// fail with one line of advice. The order is the order the panel shows them in.
import * as cheerio from 'cheerio';
import { contrast, imageAlt, language, layoutTables } from './accessibility.js';
import { darkMode, outlook } from './clients.js';
import { placeholders, plainText, previewTextLength, requiredFields, subjectLength } from './content.js';
import { linksCheck, safeHtml, size, unsubscribe } from './delivery.js';
import type { ChecklistContext, ChecklistItem, ChecklistRule } from './types.js';

export type { ChecklistContext, ChecklistItem, CtaButton } from './types.js';
export { linkProblem } from './delivery.js';
export { invert, contrastRatio, parseColor } from './colors.js';

export const CHECKLIST_RULES: readonly ChecklistRule[] = [
  subjectLength,
  previewTextLength,
  requiredFields,
  placeholders,
  plainText,
  language,
  layoutTables,
  imageAlt,
  contrast,
  linksCheck,
  unsubscribe,
  size,
  safeHtml,
  darkMode,
  outlook,
];

/** The checklist of a finished email (`html` is parsed once here unless `$` is given). */
export function runChecklist(ctx: Omit<ChecklistContext, '$'> & { $?: cheerio.CheerioAPI }): ChecklistItem[] {
  const full: ChecklistContext = { ...ctx, $: ctx.$ ?? cheerio.load(ctx.html) };
  return CHECKLIST_RULES.map((rule) => rule(full));
}
