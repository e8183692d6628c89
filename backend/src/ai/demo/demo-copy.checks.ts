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

/** What the grammar checks know of a brand kit and of what the user typed. */
export interface GrammarKit {
  /** The brand's name, or '' when the kit has none. */
  brand: string;
  /** Everything the user wrote (survey, context, reviews, goal, the organization's name): names and facts come from here. */
  source: string;
  /** Names the user gave that are plural: "Merino Socks are", never "Merino Socks is". */
  plural: string[];
  /** Names the user wrote as common nouns ("spring tea collection"): prose puts "the" or "our" before them. */
  common: string[];
}

/**
 * Words that may stand in copy although they start a longer word of the brand's ("tea" of
 * "teapot", "run" of "runner"): English words, kept to those the fixtures need.
 */
const ENGLISH = new Set(
  `a an as at be by do go in is it me my no of on or so to up us we all and any are but can day for get
  has her his how its new not now one our out see the too two use was way who why yes you also back
  best care down each ever from full gift good hand have here home just kit last like long look love
  made make more most much need only open over part read real run runs same save shop show size skin
  some spot step sure take tell than that them then they this time trip very what when with your
  year about after again every first great night range right start still story their there these
  think those three trail plans trust serum cream night gentle daily glow green earl grey spring
  season seasons school black holiday summer winter autumn free ship sale sales list pack buy test
  event feature spotlight`.split(/\s+/),
);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];

/**
 * The grammar list: patterns that must never appear in demo copy. Each problem names the text.
 * - a word doubled ("Brand Brand", "the the");
 * - "a" before a vowel sound or "an" before a consonant ("a Aurora", "an Lumen");
 * - a plural name with a singular verb ("Merino Socks Is");
 * - after "At Lumen Tea," a common noun without its article ("At Lumen Tea, spring tea collection is");
 * - a common-noun name in a sentence or title without "the" or "our" ("Why We Love Spring Tea Collection");
 * - a word cut mid-way: the start of a word of the brand's that is neither its own word nor English ("Strat");
 * - an amount of money the user never wrote ("$23");
 * - "your brand" when the brand has a name.
 */
export function grammarProblems(label: string, text: string, kit: GrammarKit): string[] {
  const problems: string[] = [];
  const prose = text.replace(/https?:\/\/\S+/g, ' ');
  const say = (what: string, at: number) => problems.push(`${label}: ${what} in "…${prose.slice(Math.max(0, at - 50), at + 60).replace(/\s+/g, ' ').trim()}…"`);

  for (const m of prose.matchAll(/(?<![\p{L}'’])([\p{L}'’]+)\s+\1(?![\p{L}'’])/giu)) say(`"${m[1]}" twice`, m.index!);
  for (const m of prose.matchAll(/(?:^|[^\p{L}])(a|an|A|An) ([\p{L}][\p{L}\p{N}'’-]*)/gmu)) {
    const [, article, word] = m as unknown as [string, string, string];
    // "Vitamin A eye cream" is a name; an article starts a sentence or is written in lower case
    if (/^A/.test(article) && !/(?:^|[.!?:]\s+|\n[#>*_\s-]*)$/.test(prose.slice(0, m.index! + m[0].indexOf(article)))) continue;
    const w = word.toLowerCase();
    const vowel = /^(?:hour|honest|honou?r|heir)/.test(w) || (/^[aeiou]/.test(w) && !/^(?:uni|use|usu|uti|eu|one|once)/.test(w));
    if (article.toLowerCase() === 'a' && vowel) say(`"a ${word}"`, m.index!);
    if (article.toLowerCase() === 'an' && !vowel && !/^[FHLMNRSX][A-Z0-9]+$/.test(word)) say(`"an ${word}"`, m.index!);
  }
  for (const name of kit.plural) {
    const re = new RegExp(`${escapeRe(name)}\\s+(?:is|has|was|means|makes|pairs)(?![\\p{L}])`, 'giu');
    for (const m of prose.matchAll(re)) say(`"${name}" is plural`, m.index!);
  }
  for (const m of prose.matchAll(/\bAt [^,.\n]{1,40}, (?!(?:the|our|your|a|an|we|you|they|it|this|these|every|each|every)\b)([a-z][\p{L}-]*|[A-Z][a-z]+ [a-z][\p{L}-]*)/gu)) {
    say(`a name without its article after "At …,"`, m.index!);
  }
  for (const name of kit.common) {
    if (norm(text).toLowerCase() === name.toLowerCase()) continue; // a label (a product name field) is the name alone
    const re = new RegExp(`(?<!(?:the|our|your|this|an|a) )(?<![\\p{L}])${escapeRe(name)}(?![\\p{L}])`, 'giu');
    for (const m of prose.matchAll(re)) say(`"${m[0]}" without "the"`, m.index!);
  }
  const source = new Set(wordsOf(kit.source));
  for (const word of new Set(wordsOf(prose))) {
    if (word.length < 2 || source.has(word) || ENGLISH.has(word)) continue;
    const whole = [...source].find((s) => s.length > word.length && s.startsWith(word));
    if (whole) say(`"${word}" cut from "${whole}"`, prose.toLowerCase().search(new RegExp(`(?<![\\p{L}])${escapeRe(word)}(?![\\p{L}])`, 'u')));
  }
  for (const m of prose.matchAll(/[$€£]\s?\d[\d,]*(?:\.\d+)?/g)) {
    if (!kit.source.replace(/\s/g, '').includes(m[0].replace(/\s/g, ''))) say(`an amount the brand never wrote (${m[0]})`, m.index!);
  }
  if (kit.brand) for (const m of prose.matchAll(/\byour brand\b/gi)) say(`"your brand" although the brand is ${kit.brand}`, m.index!);
  return problems;
}
