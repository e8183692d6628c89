// The finished email (beyond the spec): one complete HTML document that any email service
// provider accepts, its plain-text alternative, and the 'Ready to send' checklist. Pure functions
// of the campaign, its modules and the brand tokens; the service loads those.
import * as cheerio from 'cheerio';
import { convert } from 'html-to-text';
import juice from 'juice';
import {
  CHECKLIST_ITEMS,
  EMAIL_AIMS,
  escapeHtml,
  renderModuleHtml,
  type BrandTokens,
  type ChecklistItemId,
  type ChecklistStatus,
} from '@mailplan/shared';
import type { ModuleField } from '../module/email-module.entity.js';
import type { CampaignContent, ModuleInstance } from './campaign.entity.js';
import { describeRemovals, sanitizeEmailHtml, type Removal, type SanitizedHtml } from './email-sanitizer.js';

export interface ExportModule {
  id: number;
  name: string;
  fields: ModuleField[];
  htmlContent: string;
}

export interface CampaignEmailInput {
  subject: string;
  previewText: string;
  moduleInstances: readonly ModuleInstance[];
  content: CampaignContent;
  /** The campaign's modules by id; an instance whose module is missing is left out. */
  modules: ReadonlyMap<number, ExportModule>;
  tokens: BrandTokens;
}

export interface ChecklistItem {
  id: ChecklistItemId;
  status: ChecklistStatus;
  label: string;
  reason: string;
}

export interface CampaignEmail {
  html: string;
  text: string;
  sizeBytes: number;
  checklist: ChecklistItem[];
}

/**
 * Characters after the preview text in the hidden preheader: a zero-width non-joiner and a
 * non-breaking space, repeated, fill the rest of the inbox preview so that the body's first words
 * do not follow the preview text there.
 */
export const PREHEADER_PADDING = '&zwnj;&nbsp;'.repeat(100);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const comment = (text: string) => text.replace(/-{2,}/g, '-').replace(/[<>]/g, '');

/** The values a module's template is filled with: every field (empty when not written), then the content. */
function valuesFor(module: ExportModule, content: Record<string, string> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of module.fields) values[field.name] = '';
  return { ...values, ...(content ?? {}) };
}

/** What an email's module HTML passes through before it goes into the document. */
export type EmailCleaner = (html: string) => SanitizedHtml;

export interface RenderedModules {
  /** The table rows of the modules, in order. */
  html: string;
  /** What the email allowlist removed, with the name of the module it came from. */
  removed: Array<Removal & { module: string }>;
}

/**
 * The modules in order, each filled with its content and the brand tokens, then passed through
 * the email allowlist (`clean`): a field's value is escaped but may still be an address such as
 * `javascript:`, so the filled HTML is what is cleaned.
 */
export function renderModules(
  input: Pick<CampaignEmailInput, 'moduleInstances' | 'content' | 'modules' | 'tokens'>,
  clean: EmailCleaner = sanitizeEmailHtml,
): RenderedModules {
  const removed: RenderedModules['removed'] = [];
  const rows = input.moduleInstances.flatMap((instance) => {
    const module = input.modules.get(instance.moduleId);
    if (!module) return [];
    const safe = clean(renderModuleHtml(module.htmlContent, valuesFor(module, input.content[instance.instanceId]), input.tokens));
    removed.push(...safe.removed.map((r) => ({ ...r, module: module.name })));
    return [`<tr>\n<td style="padding:0;">\n<!-- ${comment(module.name)} -->\n${safe.html}\n</td>\n</tr>`];
  });
  return { html: rows.join('\n'), removed };
}

/** The whole document around the rendered modules (`body`), before its CSS is inlined. */
export function emailDocument(input: CampaignEmailInput, body: string): string {
  const t = input.tokens;
  const preheader = input.previewText.trim()
    ? `<div class="preheader" style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;color:${t['brand.backgroundColor']};">${escapeHtml(input.previewText.trim())}${PREHEADER_PADDING}</div>\n`
    : '';
  const width = EMAIL_AIMS.containerWidthPx;
  return `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="format-detection" content="telephone=no,address=no,email=no,date=no,url=no">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(input.subject.trim())}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style>
body { margin: 0; padding: 0; width: 100%; -webkit-text-size-adjust: 100%; -ms-text-size-adjust: 100%; background-color: ${t['brand.backgroundColor']}; color: ${t['brand.textColor']}; font-family: ${t['brand.bodyFont']}; }
table { border-collapse: collapse; mso-table-lspace: 0pt; mso-table-rspace: 0pt; }
img { border: 0; outline: none; text-decoration: none; -ms-interpolation-mode: bicubic; }
a { color: ${t['brand.primaryColor']}; }
@media only screen and (max-width: ${width + 20}px) {
  .email-container { width: 100% !important; max-width: 100% !important; }
  .email-container img { max-width: 100% !important; height: auto !important; }
}
</style>
</head>
<body>
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>
<td align="center" style="padding:0;">
<!--[if mso]><table role="presentation" width="${width}" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" class="email-container" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${width}px;margin:0 auto;">
${body}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td>
</tr>
</table>
</body>
</html>
`;
}

/** The plain-text alternative: headings, paragraphs and links (with their addresses), no images. */
export function plainText(html: string): string {
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: '.preheader', format: 'skip' },
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  });
  return `${text
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

const count = (text: string) => Array.from(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const item = (id: ChecklistItemId, status: ChecklistStatus, reason: string): ChecklistItem => ({ id, status, label: CHECKLIST_ITEMS[id], reason });
const listOf = (values: string[], max = 5) => (values.length > max ? `${values.slice(0, max).join(', ')} and ${values.length - max} more` : values.join(', '));

function subjectCheck(subject: string): ChecklistItem {
  const n = count(subject.trim());
  if (!n) return item('subjectLength', 'warn', 'There is no subject line yet.');
  if (n > EMAIL_AIMS.subjectMax) return item('subjectLength', 'warn', `The subject line has ${n} characters: phones show about ${EMAIL_AIMS.subjectMax}, so the end will be cut.`);
  return item('subjectLength', 'pass', `The subject line has ${n} characters (${EMAIL_AIMS.subjectMax} or fewer show in full on phones).`);
}

function previewCheck(previewText: string): ChecklistItem {
  const n = count(previewText.trim());
  const { previewTextMin: min, previewTextMax: max } = EMAIL_AIMS;
  if (!n) return item('previewTextLength', 'warn', 'There is no preview text: inboxes will show the first words of the email instead.');
  if (n < min) return item('previewTextLength', 'warn', `The preview text has ${n} characters: aim for ${min}-${max} so that it fills the inbox preview.`);
  if (n > max) return item('previewTextLength', 'warn', `The preview text has ${n} characters: inboxes show about ${max}, so the end will be cut.`);
  return item('previewTextLength', 'pass', `The preview text has ${n} characters (${min}-${max} fill the inbox preview).`);
}

function requiredFieldsCheck(input: CampaignEmailInput): ChecklistItem {
  const present = input.moduleInstances.filter((i) => input.modules.has(i.moduleId));
  if (!present.length) return item('requiredFields', 'warn', 'The email has no modules yet.');
  const missing: string[] = [];
  for (const instance of present) {
    const module = input.modules.get(instance.moduleId)!;
    const content = input.content[instance.instanceId] ?? {};
    const empty = module.fields.filter((f) => f.required && !(content[f.name] ?? '').trim()).map((f) => f.name);
    if (empty.length) missing.push(`${module.name} (${empty.join(', ')})`);
  }
  if (missing.length) return item('requiredFields', 'warn', `Required fields are empty: ${listOf(missing)}.`);
  return item('requiredFields', 'pass', 'Every required field has content.');
}

function placeholderCheck(html: string): ChecklistItem {
  const left = [...new Set([...html.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`))];
  if (left.length) {
    return item('placeholders', 'warn', `Placeholders are left unfilled: ${listOf(left)}. Fill them, or keep them only if your email service fills them as merge tags.`);
  }
  return item('placeholders', 'pass', 'No {{placeholders}} are left in the email.');
}

function imageAltCheck($: cheerio.CheerioAPI): ChecklistItem {
  const images = $('img').toArray();
  if (!images.length) return item('imageAlt', 'pass', 'The email has no images.');
  const without = images.filter((img) => !($(img).attr('alt') ?? '').trim());
  if (without.length) {
    const sources = without.map((img) => $(img).attr('src') || '(no address)');
    return item('imageAlt', 'warn', `${without.length} of ${images.length} images have no alt text (${listOf(sources, 3)}): readers with images off or a screen reader see nothing there.`);
  }
  return item('imageAlt', 'pass', `Every image has alt text (${images.length}).`);
}

const UNSUBSCRIBE = /unsub|opt[\s_-]?out|email preferences|manage (?:your )?(?:preferences|subscription)/i;

function unsubscribeCheck($: cheerio.CheerioAPI): ChecklistItem {
  const found = $('a')
    .toArray()
    .some((a) => {
      const href = ($(a).attr('href') ?? '').trim();
      return href !== '' && href !== '#' && (UNSUBSCRIBE.test(href) || UNSUBSCRIBE.test($(a).text()));
    });
  if (found) return item('unsubscribe', 'pass', 'The email has an unsubscribe link.');
  return item('unsubscribe', 'warn', 'There is no unsubscribe link: add a footer with one (anti-spam laws and the big inbox providers require it).');
}

function sizeCheck(sizeBytes: number): ChecklistItem {
  if (sizeBytes > EMAIL_AIMS.gmailClipBytes) return item('size', 'warn', `The HTML is ${kb(sizeBytes)}: Gmail clips messages over 102 KB and hides the rest behind a link.`);
  return item('size', 'pass', `The HTML is ${kb(sizeBytes)} (Gmail clips messages over 102 KB).`);
}

function safeHtmlCheck(removed: RenderedModules['removed']): ChecklistItem {
  if (!removed.length) return item('safeHtml', 'pass', 'Nothing had to be removed: no scripts, event handlers, forms, frames or javascript: links.');
  const modules = [...new Set(removed.map((r) => r.module))];
  return item(
    'safeHtml',
    'warn',
    `Removed ${describeRemovals(removed)} from ${listOf(modules)}: email clients block them and some email services refuse emails that contain them.`,
  );
}

/** The 'Ready to send' checklist of a finished document. */
export function checklist(input: CampaignEmailInput, html: string, sizeBytes: number, removed: RenderedModules['removed'] = []): ChecklistItem[] {
  const $ = cheerio.load(html);
  return [
    subjectCheck(input.subject),
    previewCheck(input.previewText),
    requiredFieldsCheck(input),
    placeholderCheck(html),
    imageAltCheck($),
    unsubscribeCheck($),
    sizeCheck(sizeBytes),
    safeHtmlCheck(removed),
  ];
}

/**
 * The finished email: the modules through the email allowlist (`clean`), the document with its
 * CSS inlined (juice), its text part and the checklist.
 */
export function buildCampaignEmail(input: CampaignEmailInput, clean: EmailCleaner = sanitizeEmailHtml): CampaignEmail {
  const body = renderModules(input, clean);
  const html = juice(emailDocument(input, body.html), { preserveMediaQueries: true, preserveImportant: true, removeStyleTags: true, applyHeightAttributes: false });
  const sizeBytes = Buffer.byteLength(html, 'utf8');
  return { html, text: plainText(html), sizeBytes, checklist: checklist(input, html, sizeBytes, body.removed) };
}
