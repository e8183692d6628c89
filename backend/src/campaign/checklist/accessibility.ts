// What people reading with a screen reader, with images off or with weaker eyes need: the
// language and direction, layout tables out of the way, alt texts, and contrast.
import { isEmailLanguage, textDirection } from '@mailplan/shared';
import { contrastRatio, hex, parseColor, type Rgba } from './colors.js';
import { backgroundOf, colorOf, describe, fontOf, isHidden, moduleOf, ownText, type Element } from './document.js';
import { item, listOf, plural, type ChecklistContext, type ChecklistRule } from './types.js';

export const language: ChecklistRule = ({ $, language: expected }) => {
  const html = $('html').first();
  const lang = (html.attr('lang') ?? '').trim();
  const dir = (html.attr('dir') ?? '').trim().toLowerCase();
  if (!lang || !dir) {
    const missing = [!lang && 'lang', !dir && 'dir'].filter(Boolean).join(' and ');
    return item('language', 'fail', `<html> has no ${missing}: screen readers guess the language and may read the email in the wrong voice. Set the language in Brand Settings.`);
  }
  if (!isEmailLanguage(lang)) return item('language', 'fail', `<html lang="${lang}"> is not a language tag (such as en, de or ar): set the language in Brand Settings.`);
  if (dir !== textDirection(lang)) return item('language', 'fail', `<html dir="${dir}"> does not fit ${lang}, which is written ${textDirection(lang)}.`);
  if (lang.toLowerCase() !== expected.toLowerCase()) return item('language', 'warn', `<html lang="${lang}"> is not the brand's language (${expected}).`);
  return item('language', 'pass', `<html lang="${lang}" dir="${dir}"> from the brand's language.`);
};

export const layoutTables: ChecklistRule = ({ $ }) => {
  const tables = $('body table').toArray();
  const layout = tables.filter((t) => $(t).find('th').length === 0 && !$(t).attr('summary'));
  const without = layout.filter((t) => ($(t).attr('role') ?? '').trim().toLowerCase() !== 'presentation');
  if (without.length) {
    const where = [...new Set(without.map((t) => moduleOf(t) ?? 'the email'))];
    return item('layoutTables', 'warn', `${plural(without.length, 'layout table')} in ${listOf(where)} ${without.length === 1 ? 'has' : 'have'} no role="presentation": screen readers announce their rows and columns. Add it to each table used for layout.`);
  }
  return item('layoutTables', 'pass', `Every layout table (${layout.length}) has role="presentation".`);
};

export const imageAlt: ChecklistRule = ({ $ }) => {
  const images = $('body img').toArray().filter((img) => !isHidden(img));
  if (!images.length) return item('imageAlt', 'pass', 'The email has no images.');
  const name = (img: Element) => `${moduleOf(img) ? `${moduleOf(img)}: ` : ''}${$(img).attr('src') || '(no address)'}`;
  const without = images.filter((img) => $(img).attr('alt') === undefined);
  if (without.length) {
    return item('imageAlt', 'fail', `${without.length} of ${images.length} images have no alt attribute (${listOf(without.map(name), 3)}): describe each, or write alt="" for a decorative one.`);
  }
  const decorative = images.filter((img) => !($(img).attr('alt') ?? '').trim());
  const linkedBlank = decorative.filter((img) => {
    const link = $(img).closest('a');
    return link.length > 0 && !link.text().trim() && link.find('img').toArray().every((i) => !($(i).attr('alt') ?? '').trim());
  });
  if (linkedBlank.length) {
    return item('imageAlt', 'warn', `${plural(linkedBlank.length, 'linked image')} with alt="" (${listOf(linkedBlank.map(name), 3)}): a link needs words, so say where it leads.`);
  }
  const kept = decorative.length ? `, ${decorative.length} marked decorative with alt=""` : '';
  return item('imageAlt', 'pass', `Every image has alt text (${images.length}${kept}).`);
};

/** WCAG 2 AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
export const contrastNeeded = (font: { px: number; bold: boolean }) => (font.px >= 24 || (font.px >= 18.66 && font.bold) ? 3 : 4.5);

export interface ContrastFinding {
  el: Element;
  text: string;
  fg: Rgba;
  bg: Rgba;
  ratio: number;
  needed: number;
}

/** Every shown element with text of its own, with its colours and their contrast. */
export function textContrasts(ctx: Pick<ChecklistContext, '$' | 'tokens'>): ContrastFinding[] {
  const { $, tokens } = ctx;
  const baseBg = parseColor(tokens['brand.backgroundColor']) ?? { r: 255, g: 255, b: 255, a: 1 };
  const baseFg = parseColor(tokens['brand.textColor']) ?? { r: 0, g: 0, b: 0, a: 1 };
  const out: ContrastFinding[] = [];
  for (const el of $('body *').toArray()) {
    const text = ownText(el);
    if (!text || isHidden(el)) continue;
    const bg = backgroundOf(el, baseBg);
    const fg = colorOf(el, baseFg);
    const ratio = contrastRatio(fg, bg);
    out.push({ el, text, fg, bg, ratio, needed: contrastNeeded(fontOf(el)) });
  }
  return out;
}

const ratioText = (r: number) => `${(Math.floor(r * 10) / 10).toFixed(1)}:1`;

export const contrast: ChecklistRule = (ctx) => {
  const all = textContrasts(ctx);
  const low = all.filter((f) => f.ratio < f.needed);
  if (low.length) {
    const seen = new Set<string>();
    const named = low.flatMap((f) => {
      const line = `${describe(ctx.$, f.el, f.text)}, ${hex(f.fg)} on ${hex(f.bg)}, ${ratioText(f.ratio)} (needs ${f.needed}:1)`;
      if (seen.has(line)) return [];
      seen.add(line);
      return [line];
    });
    return item('contrast', 'fail', `Text too faint to read: ${listOf(named, 3)}. Darken the text or lighten its background.`);
  }
  if (!all.length) return item('contrast', 'pass', 'The email has no text yet.');
  const lowest = all.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  return item('contrast', 'pass', `All text meets 4.5:1 (3:1 when large); the lowest is ${ratioText(lowest.ratio)}.`);
};
