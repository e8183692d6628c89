// What demo copy must hold, as checks that answer the problems they find (an empty list when
// none): the unit specs beside the demo model and the API tests run the same ones.

/** What a test knows of a brand: its name, its whole product names, and its other whole phrases. */
export interface KnownBrand {
  brand: string;
  products: string[];
  /** Other whole phrases the copy may quote: seasons, survey answers, customer quotes. */
  phrases: string[];
}

const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'spf']);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (s: string) => s.replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();

/**
 * Words cut out of a multi-word product name: once every whole product name, the brand and the
 * brand's other whole phrases are taken out of the text, no word of a product name may be left.
 */
export function cutWordProblems(label: string, text: string, known: KnownBrand): string[] {
  // addresses are checked on their own (addressProblems)
  let rest = ` ${norm(text.replace(/https?:\/\/\S+/g, ' '))} `;
  const whole = [known.brand, ...known.products, ...known.phrases].map(norm).filter(Boolean).sort((a, b) => b.length - a.length);
  for (const phrase of whole) rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(phrase)}(?![\\p{L}\\p{N}])`, 'giu'), ' ∎ ');
  const problems: string[] = [];
  for (const product of known.products) {
    const words = norm(product).split(' ');
    if (words.length < 2) continue;
    for (const word of words) {
      if (word.length < 3 || FUNCTION_WORDS.has(word.toLowerCase()) || /^\d/.test(word)) continue;
      if (new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(word)}(?![\\p{L}\\p{N}])`, 'iu').test(rest)) {
        const at = rest.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(word)}(?![\\p{L}\\p{N}])`, 'iu'));
        problems.push(`${label}: "${word}" of "${product}" without the whole name, in "…${rest.slice(Math.max(0, at - 60), at + 60).trim()}…"`);
      }
    }
  }
  return problems;
}

/** A text a reader sees: not empty, no template left in it, no doubled spaces or stray punctuation. */
export function textProblems(label: string, text: unknown): string[] {
  if (typeof text !== 'string' || !text.trim()) return [`${label}: empty`];
  const problems: string[] = [];
  if (/\{\w*\}|\bundefined\b|\bnull\b|\bNaN\b|\[object/.test(text)) problems.push(`${label}: a template or value left in "${text}"`);
  if (/\s{2,}|\s[,.;:!?]|[,;:]\s*[,;:.]|\.\.(?!\.)|^[,;:.]/.test(text)) problems.push(`${label}: stray spaces or punctuation in "${text}"`);
  if (!/^[\p{Lu}\d“"$€£']/u.test(text.trim())) problems.push(`${label}: does not start like a sentence or heading: "${text}"`);
  return problems;
}

/** A text of whole sentences: as textProblems, and it ends like a sentence. */
export function sentenceProblems(label: string, text: unknown): string[] {
  const problems = textProblems(label, text);
  if (typeof text === 'string' && text.trim() && !/[.!?”"…]$/.test(text.trim())) problems.push(`${label}: does not end like a sentence: "${text}"`);
  return problems;
}

/** Every http(s) address in a text: images only from this app's demo image route, links only to the allowed origins. */
export function addressProblems(label: string, text: string, opts: { imageBase: string; linkOrigins: string[] }): string[] {
  const problems: string[] = [];
  for (const url of text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
    const isImage = /\.(?:svg|png|jpe?g|gif|webp)(?:\?|$)|image|placehold|img/i.test(url);
    if (isImage && !url.startsWith(`${opts.imageBase}/api/demo-images/`)) problems.push(`${label}: an image outside the product: ${url}`);
    if (!isImage && !opts.linkOrigins.includes(new URL(url).origin)) problems.push(`${label}: a link to an unexpected host: ${url}`);
  }
  return problems;
}

/** Module copies that read the same (addresses aside). */
export function sameCopyProblems(copies: Array<{ label: string; values: Record<string, string> }>): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const copy of copies) {
    const key = Object.entries(copy.values)
      .filter(([name]) => !/url|link|href|src/i.test(name))
      .map(([, v]) => norm(v).toLowerCase())
      .join('|');
    const earlier = seen.get(key);
    if (earlier) problems.push(`${copy.label}: the same copy as ${earlier}`);
    else seen.set(key, copy.label);
  }
  return problems;
}
