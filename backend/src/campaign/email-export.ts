// The finished email (beyond the spec): one complete HTML document that any email service
// provider accepts, its plain-text alternative, and the 'Ready to send' checklist. Pure functions
// of the campaign, its modules and the brand kit; the service loads those.
import * as cheerio from 'cheerio';
import { compile } from 'html-to-text';
import juice from 'juice';
import {
  DEFAULT_EMAIL_LANGUAGE,
  EMAIL_AIMS,
  escapeHtml,
  normalizeEmailLanguage,
  renderModuleHtml,
  textDirection,
  type BrandTokens,
} from '@mailplan/shared';
import type { ModuleField } from '../module/email-module.entity.js';
import type { CampaignContent, ModuleInstance } from './campaign.entity.js';
import { runChecklist, type ChecklistItem, type CtaButton } from './checklist/index.js';
import { linkProblem } from './checklist/delivery.js';
import { pixels, styleOf } from './checklist/colors.js';
import { sanitizeEmailHtml, type Removal, type SanitizedHtml } from './email-sanitizer.js';
import { isUnsubscribeField } from './unsubscribe-field.js';

export type { ChecklistItem } from './checklist/index.js';

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
  /** The brand kit's language tag (`<html lang>`, and `dir` from it); `en` when not given. */
  language?: string;
  /**
   * What an unsubscribe field the campaign leaves empty is filled with: a push gives its email
   * service's own unsubscribe merge tag; the export gives none, since the file's sender is unknown.
   */
  unsubscribeUrl?: string;
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

const comment = (text: string) => text.replace(/-{2,}/g, '-').replace(/[<>]/g, '');

/**
 * The values a module's template is filled with: every field (empty when not written), then the
 * content; an unsubscribe field left empty gets `unsubscribeUrl` when one is given.
 */
function valuesFor(module: ExportModule, content: Record<string, string> | undefined, unsubscribeUrl?: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of module.fields) values[field.name] = '';
  const filled = { ...values, ...(content ?? {}) };
  if (unsubscribeUrl) {
    for (const field of module.fields) if (isUnsubscribeField(field.name) && !filled[field.name]!.trim()) filled[field.name] = unsubscribeUrl;
  }
  return filled;
}

/** What an email's module HTML passes through before it goes into the document. */
export type EmailCleaner = (html: string) => SanitizedHtml;

export interface RenderedModules {
  /** The table rows of the modules, in order. */
  html: string;
  /** What the email allowlist removed, with the name of the module it came from. */
  removed: Array<Removal & { module: string }>;
  /** The call-to-action links of button-type fields, and whether each became an Outlook button. */
  buttons: CtaButton[];
}

/** Marks a button-type field's link in a module template: an `<a>` whose text holds `{{field}}`. */
const CTA_MARK = 'data-mp-cta';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template with each link of a button-type field marked `data-mp-cta="field"`. */
export function markButtons(html: string, fields: readonly ModuleField[]): string {
  let out = html;
  for (const field of fields.filter((f) => f.type === 'button')) {
    const link = new RegExp(`<a\\b((?:(?!>)[\\s\\S])*)>((?:(?!</a>)[\\s\\S])*?\\{\\{\\s*${escapeRegExp(field.name)}\\s*\\}\\}(?:(?!</a>)[\\s\\S])*?)</a>`, 'gi');
    out = out.replace(link, (whole, attributes: string, inner: string) => (attributes.includes(CTA_MARK) ? whole : `<a${attributes} ${CTA_MARK}="${escapeHtml(field.name)}">${inner}</a>`));
  }
  return out;
}

const px = (value: string | undefined, fallback: number) => pixels(value) ?? fallback;

/** Top/right/bottom/left of a CSS `padding`, in pixels. */
function paddingOf(style: Map<string, string>): [number, number, number, number] {
  const parts = (style.get('padding') ?? '').split(/\s+/).filter(Boolean).map((p) => px(p, 0));
  const [t = 0, r = t, b = t, l = r] = parts;
  return [px(style.get('padding-top'), t), px(style.get('padding-right'), r), px(style.get('padding-bottom'), b), px(style.get('padding-left'), l)];
}

/**
 * Outlook's bulletproof button for a link (a VML `v:roundrect` of the same link, colours, size and
 * text, inside `<!--[if mso]>`), followed by the link itself for every other client.
 */
export function outlookButton(a: { href: string; text: string; style?: string }, cellStyle: { bgcolor?: string; style?: string }, fallbackFill: string): string {
  const s = styleOf(a.style);
  const cell = styleOf(cellStyle.style);
  const fontPx = px(s.get('font-size'), 16);
  const [top, right, bottom, left] = paddingOf(s);
  const chars = Array.from(a.text).length;
  const width = Math.max(60, Math.round(chars * fontPx * 0.62 + left + right));
  const height = Math.max(24, Math.round(fontPx * 1.25 + top + bottom));
  const radius = px(s.get('border-radius') ?? cell.get('border-radius'), 0);
  const arc = Math.min(50, Math.round((radius / height) * 100));
  const fill = s.get('background-color') ?? cell.get('background-color') ?? cellStyle.bgcolor ?? fallbackFill;
  const border = /(\d+(?:\.\d+)?)px\s+solid\s+(\S+)/i.exec(s.get('border') ?? '');
  const stroke = border ? `strokecolor="${escapeHtml(border[2]!)}" strokeweight="${border[1]}px"` : 'stroke="f"';
  const font = (s.get('font-family') ?? 'Arial, sans-serif').replace(/"/g, "'");
  const color = s.get('color') ?? '#ffffff';
  const weight = s.get('font-weight') ?? 'bold';
  return (
    `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${escapeHtml(a.href)}" ` +
    `style="height:${height}px;v-text-anchor:middle;width:${width}px;" arcsize="${arc}%" ${stroke} fillcolor="${escapeHtml(fill)}">` +
    `<w:anchorlock/><center style="color:${escapeHtml(color)};font-family:${escapeHtml(font)};font-size:${fontPx}px;font-weight:${escapeHtml(weight)};">${escapeHtml(a.text)}</center>` +
    `</v:roundrect><![endif]-->`
  );
}

/** Every marked link of a cleaned module made an Outlook button where it has a working link; the marks go. */
function bulletproofButtons(html: string, module: string, fallbackFill: string): { html: string; buttons: CtaButton[] } {
  if (!html.includes(CTA_MARK)) return { html, buttons: [] };
  const $ = cheerio.load(html, null, false);
  const buttons: CtaButton[] = [];
  $(`a[${CTA_MARK}]`).each((_, el) => {
    const a = $(el);
    const field = a.attr(CTA_MARK) ?? '';
    a.removeAttr(CTA_MARK);
    const href = (a.attr('href') ?? '').trim();
    const text = a.text().replace(/\s+/g, ' ').trim();
    const works = !!text && linkProblem(href) === null && !/^(mailto|tel|sms):/i.test(href);
    buttons.push({ module, field, text, href, bulletproof: works });
    if (!works) return;
    const cell = a.parent('td');
    const vml = outlookButton({ href, text, style: a.attr('style') }, { bgcolor: cell.attr('bgcolor'), style: cell.attr('style') }, fallbackFill);
    a.before(`${vml}<!--[if !mso]><!-->`);
    a.after('<!--<![endif]-->');
  });
  return { html: $.html(), buttons };
}

/**
 * The modules in order, each filled with its content and the brand tokens, then passed through
 * the email allowlist (`clean`): a field's value is escaped but may still be an address such as
 * `javascript:`, so the filled HTML is what is cleaned. The links of button-type fields then
 * become bulletproof buttons for Outlook.
 */
export function renderModules(
  input: Pick<CampaignEmailInput, 'moduleInstances' | 'content' | 'modules' | 'tokens' | 'unsubscribeUrl'>,
  clean: EmailCleaner = sanitizeEmailHtml,
): RenderedModules {
  const removed: RenderedModules['removed'] = [];
  const buttons: CtaButton[] = [];
  const rows = input.moduleInstances.flatMap((instance) => {
    const module = input.modules.get(instance.moduleId);
    if (!module) return [];
    const template = markButtons(module.htmlContent, module.fields);
    const safe = clean(renderModuleHtml(template, valuesFor(module, input.content[instance.instanceId], input.unsubscribeUrl), input.tokens));
    removed.push(...safe.removed.map((r) => ({ ...r, module: module.name })));
    const made = bulletproofButtons(safe.html, module.name, input.tokens['brand.primaryColor']);
    buttons.push(...made.buttons);
    return [`<tr>\n<td style="padding:0;">\n<!-- ${comment(module.name)} -->\n${made.html}\n</td>\n</tr>`];
  });
  return { html: rows.join('\n'), removed, buttons };
}

/** The whole document around the rendered modules (`body`), before its CSS is inlined. */
export function emailDocument(input: CampaignEmailInput, body: string): string {
  const t = input.tokens;
  const preheader = input.previewText.trim()
    ? `<div class="preheader" style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;color:${t['brand.backgroundColor']};">${escapeHtml(input.previewText.trim())}${PREHEADER_PADDING}</div>\n`
    : '';
  const width = EMAIL_AIMS.containerWidthPx;
  const language = normalizeEmailLanguage(input.language ?? DEFAULT_EMAIL_LANGUAGE);
  const dir = textDirection(language);
  return `<!DOCTYPE html>
<html lang="${language}" dir="${dir}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
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
<style data-embed>
:root { color-scheme: light; supported-color-schemes: light; }
</style>
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
<body dir="${dir}">
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

/** html-to-text with the plain-text part's options, compiled once (its `convert` compiles them on every call). */
const toText = compile({
  wordwrap: 78,
  selectors: [
    { selector: '.preheader', format: 'skip' },
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

/** The plain-text alternative: headings, paragraphs and links (with their addresses), no images. */
export function plainText(html: string): string {
  const text = toText(html);
  return `${text
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The email as it leaves the product: its HTML and text part, without the checklist. */
export interface EmailContent {
  html: string;
  text: string;
  sizeBytes: number;
  /** The rendered modules: what the allowlist removed and the call-to-action buttons (the checklist reads them). */
  body: RenderedModules;
}

/**
 * The email's HTML and text part: the modules through the email allowlist (`clean`), the document
 * with its CSS inlined (juice), and its text part. What a push sends; {@link buildCampaignEmail}
 * adds the checklist.
 */
export function buildEmailContent(input: CampaignEmailInput, clean: EmailCleaner = sanitizeEmailHtml): EmailContent {
  const body = renderModules(input, clean);
  const html = juice(emailDocument(input, body.html), { preserveMediaQueries: true, preserveImportant: true, removeStyleTags: true, applyHeightAttributes: false });
  return { html, text: plainText(html), sizeBytes: Buffer.byteLength(html, 'utf8'), body };
}

/**
 * The finished email: the modules through the email allowlist (`clean`), the document with its
 * CSS inlined (juice), its text part and the checklist.
 */
export function buildCampaignEmail(input: CampaignEmailInput, clean: EmailCleaner = sanitizeEmailHtml): CampaignEmail {
  const { html, text, sizeBytes, body } = buildEmailContent(input, clean);
  const checklist = runChecklist({
    subject: input.subject,
    previewText: input.previewText,
    moduleInstances: input.moduleInstances,
    content: input.content,
    modules: input.modules,
    tokens: input.tokens,
    language: normalizeEmailLanguage(input.language ?? DEFAULT_EMAIL_LANGUAGE),
    html,
    text,
    sizeBytes,
    removed: body.removed,
    buttons: body.buttons,
  });
  return { html, text, sizeBytes, checklist };
}
