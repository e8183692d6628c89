// The English the demo model needs to place a name the user wrote into its own sentences: whether
// the name is plural ("Merino Socks are"), whether it needs an article ("the spring tea
// collection", but "Jasmine Green Tea"), and templates that agree with it (docs/decisions.md#demo-english).
import { titleCase } from './demo-kit.js';

/** Plural words that do not end in -s. */
const IRREGULAR_PLURALS = new Set(['men', 'women', 'children', 'people', 'feet', 'teeth', 'mice', 'geese', 'sheep', 'linens', 'goods', 'essentials']);
/** Words ending in -s that are singular (or used as singular). */
const SINGULAR_IN_S = new Set(['news', 'series', 'species', 'lens', 'canvas', 'bus', 'gas', 'plus', 'chaos', 'atlas', 'bonus', 'hummus', 'citrus', 'cactus', 'christmas', 'swimwear', 'kombucha']);

/** The word a name's number follows: its last word of letters, units, numbers and acronyms aside. */
function headWord(name: string): string | undefined {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s/]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  // "Daily Mineral Sunscreen SPF 30": the head is "Sunscreen"; "Summit 40L Backpack": "Backpack"
  return [...words].reverse().find((w) => /^\p{L}+$/u.test(w) && !(w.length > 1 && w === w.toUpperCase()));
}

/** Whether a product or topic name is plural, by its head noun: "Merino Socks", "Trail Runner 2 Shoes". */
export function isPlural(name: string): boolean {
  const head = headWord(name)?.toLowerCase();
  if (!head) return false;
  if (IRREGULAR_PLURALS.has(head)) return true;
  if (SINGULAR_IN_S.has(head)) return false;
  return head.length > 3 && /s$/.test(head) && !/(?:ss|us|is|ous)$/.test(head);
}

const SMALL = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'at', 'from', '&', '+']);
const DETERMINER = /^(?:the|a|an|our|your|my|their|this|these|that|those|every|each|all|some)\s/i;

/**
 * Whether a name is a proper name the brand gave: every word that carries meaning starts with a
 * capital or a digit ("Jasmine Green Tea", "Summit 40L Backpack"). "spring tea collection" and
 * "Merino hiking socks" are common nouns: a sentence needs "the" before them.
 */
export function isProperName(name: string): boolean {
  const words = name.split(/\s+/).filter((w) => w && !SMALL.has(w.toLowerCase()));
  return words.length > 0 && words.every((w) => /^[\p{Lu}\p{N}"“'‘(]/u.test(w));
}

/** Things counted by amount rather than one by one: "Jasmine Green Tea is", not "the Jasmine Green Tea". */
const MASS_NOUNS = new Set(
  `tea coffee matcha chai oolong sencha rooibos blend cocoa chocolate honey jam granola sauce oil salt pepper
  spice wine beer gin rum whisky whiskey vodka water juice milk butter cheese sunscreen cream serum balm
  lotion soap cleanser wash shampoo conditioner toner gel mist perfume fragrance cologne wax yarn fabric
  paper clothing apparel gear wear knitwear jewellery jewelry furniture luggage equipment skincare haircare`.split(/\s+/),
);

/**
 * A name as a sentence refers to it: "the spring tea collection" (a common noun), "the Summit 40L
 * Backpack" (one thing, named), but "Jasmine Green Tea" (an amount), "Merino Socks" (plural) and
 * "our latest collection" (it has its own determiner).
 */
export function reference(name: string): string {
  if (!name || DETERMINER.test(name)) return name;
  if (!isProperName(name)) return `the ${name}`;
  const head = headWord(name)?.toLowerCase();
  return head && !isPlural(name) && !MASS_NOUNS.has(head) ? `the ${name}` : name;
}

/**
 * A seasonal period as a sentence names it: "the Holiday season", "the Spring harvest", but
 * "Black Friday", "Summer", "Back to school" and "Holiday gifting" as they are.
 */
export function seasonReference(season: string): string {
  return !DETERMINER.test(season) && /\b(?:season|harvest|edit|sale|sales|period|weekend|week|month|launch|collection|drop)$/i.test(season) ? `the ${season}` : season;
}

/** A reference for a headline: "the Spring Tea Collection" ("the" stays small; a title starting with it capitalises it). */
export function titledReference(name: string): string {
  const ref = reference(name);
  return ref === name ? titleCase(name) : `${ref.slice(0, ref.length - name.length)}${titleCase(name)}`;
}

/**
 * A template that agrees with a name's number: each "[singular|plural]" becomes the form that
 * fits ("[is|are]", "[it|them]", "[is one|are ones]").
 */
export function agree(template: string, plural: boolean): string {
  return template.replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, one: string, many: string) => (plural ? many : one));
}

/** Whether a word is said with a vowel sound first: "an Aurora", "an hour", but "a Unique", "a one". */
function vowelSound(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return true;
  if (/^(?:uni|use|usu|uti|eu|ewe|one|once|ubiq)/.test(w)) return false;
  if (/^[aeiou]/.test(w)) return true;
  // an acronym said letter by letter: "an SPF", "an MVP"
  return /^[FHLMNRSX][A-Z0-9]*$/.test(word) && word.length > 1 && word === word.toUpperCase();
}

/** "a" or "an" before each word as it is said: "a Aurora Tea Best-Seller" → "an Aurora Tea Best-Seller". */
export function fixArticles(text: string): string {
  // lower-case "a", or "A" opening a sentence: "Vitamin A eye cream" is a name, left alone
  return text.replace(/(^|[.!?:]\s+|(?<![\p{L}\p{N}'’-]))(a|A(?=n? [\p{L}\p{N}])(?<=(?:^|[.!?:]\s+)A))(n?) (?=([\p{L}\p{N}][\p{L}\p{N}'’-]*))/gu, (match, before: string, a: string, n: string, next: string) => {
    const an = vowelSound(next);
    if (an === Boolean(n)) return match;
    return `${before}${a}${an ? 'n' : ''} `;
  });
}
