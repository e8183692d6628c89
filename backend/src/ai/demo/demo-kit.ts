// Small deterministic building blocks for the offline demo model: a seeded random source and
// ways to pull names, lists and keywords out of the user's own input.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so that the same input always hashes the same. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex');
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  pickMany<T>(items: readonly T[], count: number): T[];
}

/** mulberry32 seeded from the input's hash: same input, same choices. */
export function createRng(seedSource: unknown): Rng {
  let state = Number.parseInt(hashOf(seedSource).slice(0, 8), 16) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    pickMany: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (pool.length && out.length < count) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      return out;
    },
  };
}

export function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** "A and B" is two items only when each side is a name of its own ("Salt and Pepper Grinder" is one). */
function splitOnAnd(item: string): string[] {
  const parts = item.split(/\s+(?:and|&)\s+/i).map(clean);
  return parts.length > 1 && parts.every((p) => p.split(' ').length >= 2) ? parts : [item];
}

/**
 * Splits a free-text answer ("Matcha Kit ($39), Earl Grey; Chai") into its whole items: on commas,
 * semicolons and new lines outside parentheses, and on "and" between two names of two words or more.
 * An item is never cut: one too long to be a list item is left out.
 */
export function splitList(text: string | undefined, max = 6): string[] {
  if (!text) return [];
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === '\n' || ch === ';' || ch === ',')) {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items
    .map((item) => clean(item.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')).replace(/^(?:and|&)\s+/i, '').replace(/[.;:]+$/, ''))
    .flatMap(splitOnAnd)
    .filter((item) => item.length > 1 && item.length <= 80)
    .slice(0, max);
}

/** The name part of a product line: "Matcha Starter Kit ($39) - our hero" → "Matcha Starter Kit". */
export function productName(item: string): string {
  // "Classic Oolong 100g at $18": the name ends before its price and the word that leads to it
  return clean(item.split(/\s(?:at|for|from|only|just|costs?|priced at)\s+(?=[$€£]?\s?\d)|\s[-–—:]\s|\(|\$|€|£/i)[0]) || item;
}

const STOPWORDS = new Set(
  `about above after again against also among because been before being below between both could
  does doing down during each every from further have having here into itself just like more most
  much must need only other ought over same should some such than that their theirs them themselves
  then there these they this those through under until very want what when where which while whom
  with would your yours yourself please write give make create email emails using will were within
  without into onto upon shall might ours ourselves tell show help provide based across many well
  suggest suggestion list explain describe draft ideas idea line lines subject need needs thing things
  january february march april june july august september october november december week weeks month
  months year today tomorrow next last run running`
    .split(/\s+/)
    .filter(Boolean),
);

/** The most frequent meaningful words of a text, in order of first appearance among ties. */
export function keywords(text: string | undefined, count = 5): string[] {
  const words = (text ?? '').toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? [];
  const tally = new Map<string, { n: number; first: number }>();
  words.forEach((word, index) => {
    const w = word.replace(/'s$/, '');
    if (STOPWORDS.has(w)) return;
    const entry = tally.get(w) ?? { n: 0, first: index };
    entry.n += 1;
    tally.set(w, entry);
  });
  return [...tally.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, count)
    .map(([w]) => w);
}

export function sentences(text: string | undefined): string[] {
  return (clean(text).match(/[^.!?]+[.!?]+|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 3);
}

/** For a user's answer placed mid-sentence: "Every 6 weeks" → "every 6 weeks" (acronyms kept). */
export function lowerFirst(text: string): string {
  return text && !/^[A-Z]{2}/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'of', 'to', 'for', 'in', 'on', 'at', 'by', 'with', 'from', 'as', 'vs']);

/**
 * Title case for headlines: a word written all in lower case gets a capital (small words such as
 * "and" or "of" only at the start); a word with capitals of its own ("iPhone", "SPF") is kept.
 */
export function titleCase(text: string): string {
  let first = true;
  // a word, not the unit after a number ("100g" stays "100g")
  return text.replace(/(?<![\w'’])[A-Za-z][\w'’-]*/g, (word) => {
    const start = first;
    first = false;
    if (word !== word.toLowerCase()) return word;
    if (!start && SMALL_WORDS.has(word)) return word;
    return word[0]!.toUpperCase() + word.slice(1);
  });
}

/** A goal as a short phrase for headlines: "Promote our spring tea collection to new buyers." → "spring tea collection". */
export function goalPhrase(goal: string | undefined, fallback = 'our latest collection'): string {
  const text = clean(goal).replace(/[.!?]+$/, '');
  if (!text) return fallback;
  const stripped = text
    .replace(/^(?:please\s+)?(?:promote|announce|launch|introduce|drive|increase|boost|celebrate|share|highlight|feature|sell|show(?:case)?(?: what makes| why| how)?|explain(?: why| how)?|remind (?:customers|people|readers)(?: that| of)?|tell (?:people|customers) about|get (?:people|customers) to (?:buy|try))\s+/i, '')
    .replace(/^(?:our|the|a|an|my)\s+/i, '')
    .replace(/\s+(?:to|for|among|with)\s+(?:new|existing|our|all|loyal|lapsed|vip)\b.*$/i, '');
  const words = stripped.split(' ');
  // no dangling punctuation: the phrase is placed before commas and colons of its own
  const phrase = (words.length > 7 ? words.slice(0, 7).join(' ') : stripped).replace(/[\s,;:.!?–—-]+$/, '');
  return phrase || fallback;
}

/** Words a cut text should not end on. */
const DANGLING = /\s+(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|your|our|its|their|this|that|is|are|&)$/i;

/**
 * Fits text between minLength and maxLength characters: cut at a word boundary (no dangling
 * punctuation or word) when too long, extended with the given filler when too short. A cut never
 * falls inside one of the `keep` phrases (product names): it goes before the phrase instead.
 */
export function fitLength(text: string, maxLength?: number, minLength?: number, filler = '', keep: readonly string[] = []): string {
  let out = clean(text);
  if (minLength && out.length < minLength) {
    const pad = clean(filler) || 'Discover more today.';
    while (out.length < minLength) out = clean(`${out} ${pad}`);
  }
  if (maxLength && maxLength > 0 && out.length > maxLength) {
    let end = maxLength;
    const lower = out.toLowerCase();
    for (const phrase of keep) {
      const p = phrase.toLowerCase();
      if (!p) continue;
      for (let at = lower.indexOf(p); at >= 0; at = lower.indexOf(p, at + 1)) {
        if (at < end && at + p.length > end) end = at;
      }
    }
    // a cut falls between words only: the word that does not fit is left out whole, never clipped
    const cut = out.slice(0, end);
    const boundary = /\s/.test(out.charAt(end)) || end < maxLength;
    const space = cut.lastIndexOf(' ');
    const whole = boundary ? cut : space > 0 ? cut.slice(0, space) : '';
    let kept = whole.replace(/[\s,;:–—-]+$/, '');
    for (let i = 0; i < 3 && DANGLING.test(kept); i += 1) kept = kept.replace(DANGLING, '').replace(/[\s,;:–—-]+$/, '');
    // below the minimum without the dangling words: the longer cut, still at a word boundary
    if (minLength && kept.length < minLength && whole.length >= minLength) kept = whole.replace(/[\s,;:–—-]+$/, '');
    // one word longer than the field: nothing whole fits, so the word is cut (a name in a tiny field)
    out = kept || out.slice(0, maxLength);
  }
  return out;
}

export function slug(text: string): string {
  return clean(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'shop';
}

/** Rough token count (about four characters a token), for the demo model's usage figures. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** "Aurora Tea" out of brandName, or a brand mentioned in a text, or a neutral stand-in. */
export function brandOf(brandName: string | undefined, ...texts: Array<string | undefined>): string {
  const given = clean(brandName);
  if (given) return given;
  for (const text of texts) {
    const match = /\b(?:brand(?: name)?|company|store|shop)\s*(?:is|:|called|named)\s*["'“]?([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})/.exec(text ?? '');
    if (match?.[1]) return match[1].replace(/[.,]$/, '');
  }
  return 'your brand';
}
