// Reading the finished document as the rules need it: which module an element came from, which
// elements are hidden, and the colours and font size an element is shown with (its inline styles
// and those of its ancestors, then the brand colours).
import type * as cheerio from 'cheerio';
import { backgroundColorOf, blend, parseColor, pixels, styleOf, type Rgba } from './colors.js';

// cheerio's node types (its own domhandler), read off its API rather than imported.
const _elementOf = ($: cheerio.CheerioAPI) => $('div').toArray()[0]!;
/** An element of a parsed document. */
export type Element = ReturnType<typeof _elementOf>;
type AnyNode = Element['children'][number] | Element['parent'];

export const isElement = (node: AnyNode | null | undefined): node is Element => !!node && (node.type === 'tag' || node.type === 'script' || node.type === 'style');

/** The element and its ancestors, nearest first. */
export function* selfAndAncestors(el: Element): Generator<Element> {
  let node: AnyNode | null = el;
  while (isElement(node)) {
    yield node;
    node = node.parent;
  }
}

/**
 * The module an element belongs to: the export writes each module into a cell that starts with
 * an HTML comment of the module's name.
 */
export function moduleOf(el: Element): string | undefined {
  for (const node of selfAndAncestors(el)) {
    if (node.name !== 'td') continue;
    const comment = node.children.find((c) => c.type === 'comment');
    if (comment && 'data' in comment) {
      const name = String(comment.data).trim();
      if (name && !name.startsWith('[if')) return name;
    }
  }
  return undefined;
}

/** Whether the element is not shown (display:none, the preheader's tricks, mso-hide). */
export function isHidden(el: Element): boolean {
  for (const node of selfAndAncestors(el)) {
    if (['head', 'title', 'style', 'script'].includes(node.name)) return true;
    const s = styleOf(node.attribs.style);
    if (s.get('display') === 'none' || s.get('visibility') === 'hidden' || s.get('opacity') === '0' || s.get('max-height') === '0') return true;
  }
  return false;
}

/** The background an element is shown on: its own or its ancestors' (opaque over `base`). */
export function backgroundOf(el: Element, base: Rgba): Rgba {
  const layers: Rgba[] = [];
  for (const node of selfAndAncestors(el)) {
    const s = styleOf(node.attribs.style);
    const c = backgroundColorOf(s.get('background-color')) ?? backgroundColorOf(s.get('background')) ?? parseColor(node.attribs.bgcolor);
    if (!c || c.a === 0) continue;
    layers.push(c);
    if (c.a >= 1) break;
  }
  return layers.reduceRight<Rgba>((under, top) => blend(top, under), base);
}

/** The text colour an element is shown in: its own or its ancestors' (`color`, `<font color>`), else `base`. */
export function colorOf(el: Element, base: Rgba): Rgba {
  for (const node of selfAndAncestors(el)) {
    const c = parseColor(styleOf(node.attribs.style).get('color')) ?? (node.name === 'font' ? parseColor(node.attribs.color) : null);
    if (c) return c.a < 1 ? blend(c, base) : c;
  }
  return base;
}

const HEADING_PX: Record<string, number> = { h1: 32, h2: 24, h3: 18.72, h4: 16, h5: 13.28, h6: 10.72 };

/** The font size in pixels and whether it is bold: inline styles first, then the tags' defaults. */
export function fontOf(el: Element): { px: number; bold: boolean } {
  let px: number | null = null;
  let bold: boolean | null = null;
  for (const node of selfAndAncestors(el)) {
    const s = styleOf(node.attribs.style);
    if (px === null) px = pixels(s.get('font-size')) ?? HEADING_PX[node.name] ?? null;
    if (bold === null) {
      const w = s.get('font-weight');
      if (w) bold = w === 'bold' || w === 'bolder' || Number(w) >= 600;
      else if (['b', 'strong', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th'].includes(node.name)) bold = true;
    }
  }
  return { px: px ?? 16, bold: bold ?? false };
}

/** The element's own text (its text children, not its descendants'), spaces collapsed. */
export function ownText(el: Element): string {
  return el.children
    .filter((c) => c.type === 'text')
    .map((c) => ('data' in c ? String(c.data) : ''))
    .join('')
    .replace(/[\s\u200b-\u200d\u2060\ufeff\u00a0]+/g, ' ')
    .trim();
}

/** `<h2> "Half price"` in `Promo banner` */
export function describe($: cheerio.CheerioAPI, el: Element, text?: string): string {
  const words = (text ?? $(el).text()).replace(/\s+/g, ' ').trim();
  const short = words.length > 30 ? `${words.slice(0, 29).trimEnd()}…` : words;
  const module = moduleOf(el);
  return `${module ? `${module}: ` : ''}<${el.name}>${short ? ` "${short}"` : ''}`;
}
