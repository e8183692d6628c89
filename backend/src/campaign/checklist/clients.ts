// What particular clients do to the email: dark mode's colour inversion (the Gmail app, Outlook on
// Windows) and Outlook's Word engine (buttons, conditional comments).
import { escapeHtml } from '@mailplan/shared';
import { contrastRatio, hex, invert, parseColor, styleOf } from './colors.js';
import { backgroundOf, colorOf, describe, isHidden, type Element } from './document.js';
import { item, listOf, plural, type ChecklistContext, type ChecklistRule } from './types.js';

/** The least contrast a logo or button keeps once a client inverts the colours. */
export const INVERTED_CONTRAST_MIN = 3;

const LOGO = /logo/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isButton(a: Element, ctx: ChecklistContext): boolean {
  if (a.attribs['data-mp-cta'] !== undefined) return true;
  const s = styleOf(a.attribs.style);
  if (s.has('background-color') || s.has('background')) return true;
  if (s.get('display') === 'inline-block' && /\d/.test(s.get('padding') ?? '')) return true;
  const cell = ctx.$(a).parent('td');
  return cell.length > 0 && cell.children().length === 1 && !!(cell.attr('bgcolor') || styleOf(cell.attr('style')).get('background-color'));
}

/** Logos and buttons whose contrast under full inversion is under INVERTED_CONTRAST_MIN. */
export function invertedProblems(ctx: ChecklistContext): string[] {
  const { $, tokens } = ctx;
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const baseBg = parseColor(tokens['brand.backgroundColor']) ?? white;
  const baseFg = parseColor(tokens['brand.textColor']) ?? { r: 0, g: 0, b: 0, a: 1 };
  const out: string[] = [];
  for (const a of $('body a').toArray()) {
    if (isHidden(a) || !$(a).text().trim() || !isButton(a, ctx)) continue;
    const fg = invert(colorOf(a, baseFg));
    const bg = invert(backgroundOf(a, baseBg));
    const ratio = contrastRatio(fg, bg);
    if (ratio < INVERTED_CONTRAST_MIN) out.push(`button ${describe($, a)} turns ${hex(fg)} on ${hex(bg)}, ${ratio.toFixed(1)}:1`);
  }
  for (const img of $('body img').toArray()) {
    const names = [img.attribs.alt, img.attribs.src, img.attribs.class, img.attribs.id].join(' ');
    if (isHidden(img) || !LOGO.test(names)) continue;
    // The image keeps its colours; what is behind it turns. A logo is taken to be in the brand's
    // text colour (a dark logo on a light email is the usual case).
    const bg = invert(backgroundOf(img, baseBg));
    const ratio = contrastRatio(baseFg, bg);
    if (ratio < INVERTED_CONTRAST_MIN) out.push(`logo ${describe($, img, img.attribs.alt ?? '')} in ${hex(baseFg)} lands on ${hex(bg)}, ${ratio.toFixed(1)}:1`);
  }
  return out;
}

export const darkMode: ChecklistRule = (ctx) => {
  const { $ } = ctx;
  const meta = ($('meta[name="color-scheme"]').attr('content') ?? '').trim();
  const css = $('style').toArray().some((s) => /color-scheme\s*:/i.test($(s).text())) || ['html', 'body'].some((t) => styleOf($(t).attr('style')).has('color-scheme'));
  if (!meta || !css) {
    const missing = [!meta && '<meta name="color-scheme">', !css && 'the CSS color-scheme property'].filter(Boolean).join(' and ');
    return item('darkMode', 'fail', `The email does not declare its colour scheme (${missing}): Apple Mail and Outlook.com then darken it as they see fit.`);
  }
  const problems = invertedProblems(ctx);
  if (problems.length) {
    return item('darkMode', 'warn', `Under dark mode's full inversion (Gmail app, Outlook on Windows) ${listOf(problems, 3)}: under ${INVERTED_CONTRAST_MIN}:1. Give the logo a light outline or a solid background, and buttons a border.`);
  }
  return item('darkMode', 'pass', `Declares color-scheme "${meta}"; logos and buttons keep ${INVERTED_CONTRAST_MIN}:1 or more when a client inverts the colours.`);
};

export const outlook: ChecklistRule = ({ html, buttons }) => {
  const opened = [...html.matchAll(/<!--\[if\b/gi)].length;
  const closed = [...html.matchAll(/<!\[endif\]-->/gi)].length;
  if (opened !== closed) {
    return item('outlook', 'fail', `The Outlook conditional comments do not pair up (${opened} opened, ${closed} closed): Outlook would hide the rest of the email.`);
  }
  const missing = buttons.filter((b) => b.bulletproof && !new RegExp(`<v:roundrect[^>]*\\shref="${escapeRegExp(escapeHtml(b.href))}"`).test(html));
  const plain = buttons.filter((b) => !b.bulletproof);
  if (missing.length) return item('outlook', 'fail', `The Outlook button of ${listOf(missing.map((b) => `${b.module} (${b.field})`))} is missing from the export.`);
  if (plain.length) {
    return item('outlook', 'warn', `${listOf(plain.map((b) => `${b.module} (${b.field})`))}: a button without a working https link is not made an Outlook button, so Outlook shows a plain link. Give it its address.`);
  }
  if (!buttons.length) return item('outlook', 'pass', `No button fields; ${plural(opened, 'Outlook conditional comment')} kept as written.`);
  return item('outlook', 'pass', `${plural(buttons.length, 'call-to-action button')} exported as Outlook (VML) buttons with the same link; ${plural(opened, 'conditional comment')} kept as written.`);
};
