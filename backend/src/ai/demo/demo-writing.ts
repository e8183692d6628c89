// Building blocks several tasks' demo answers share. Each task's own demo answer is in its task
// file (tasks/<task>.task.ts); these are the parts more than one of them writes with.
import { clean, fitLength, goalPhrase, lowerFirst, sentences, type Rng } from './demo-kit.js';
import { isPlural, reference } from './demo-grammar.js';
import { productsFirstNamedIn, type BrandProfile, type DemoProduct } from './demo-profile.js';

/** The line every demo text answer starts with, so that a reader knows what wrote it. */
export const DEMO_NOTE =
  '_Demo content: written by the offline demo model from your own input, because no AI provider key is configured._';

/** The survey answer without its end punctuation, ready to follow a colon mid-sentence. */
export function answer(text: string | undefined): string | undefined {
  const t = clean(text).replace(/[.!?;:]+$/, '');
  return t ? lowerFirst(t) : undefined;
}

/** What an email is about: a whole product of the survey, or (without products) the goal's phrase. */
export interface Topic {
  /** The name as written, for labels: "Jasmine Green Tea", "spring tea collection". */
  name: string;
  /** The name as a sentence refers to it: "Jasmine Green Tea", "the spring tea collection". */
  ref: string;
  /** Whether the name is plural ("Merino Socks are"): templates agree with it. */
  plural: boolean;
  product?: DemoProduct;
}

/** A topic for a name: its reference and number read from the name itself. */
export function topicOf(name: string, product?: DemoProduct): Topic {
  return { name, ref: reference(name), plural: isPlural(name), ...(product ? { product } : {}) };
}

/** The goal's first line (a concept's core message comes first in a goal made from a concept). */
const goalLine = (goal: string | undefined) => clean((goal ?? '').split('\n')[0]);

/**
 * The topics of an email, first the main one: the products the goal names (whole, even when the
 * goal names two words of one), then the brand's other products; without products, the goal's
 * short phrase ("ceremonial matcha starter kit"), else a neutral phrase.
 */
export function topicsOf(goal: string | undefined, profile: BrandProfile): Topic[] {
  const line = goalLine(goal);
  if (profile.products.length) return productsFirstNamedIn(line, profile.products).map((p) => topicOf(p.name, p));
  const clause = clean(line.split(/[,;:]/)[0]);
  const phrase = goalPhrase(clause, '');
  if (phrase && phrase.split(' ').length <= 6) return [topicOf(phrase)];
  return [topicOf('our latest collection')];
}

/** Words that add emphasis and no meaning: the first a shorter text leaves out. */
const FILLER = /\s+(?:really|very|truly|simply|just|quite|thoughtfully|absolutely|incredibly|genuinely|actually)(?=\s)/gi;
/** Where a text can end early: before a clause that adds to what it already says. */
const CLAUSE_BREAK = /,\s|;\s|:\s|\s[–—-]\s|\s(?=(?:and|but|so that|because|which|while|so)\s)/gi;
/** Where a sentence (not a title) can also end early: before a phrase that adds a detail. */
const DETAIL_BREAK = /\s(?=(?:with|for|at|in|on|from|to|by)\s)/gi;
/** Words a shortened text does not end on. */
const ENDS_OPEN = /\s(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|your|our|its|their|this|that|is|are|be|so)$/i;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A shorter text, never a longer one: its first sentence; else the longest start that ends before
 * a clause (or, in a sentence, before a detail) and still says something (three words or more, a
 * product name it names kept whole); else without filler words. A text too short to lose anything
 * (a name, a title without clauses) is answered as it is.
 */
export function shorter(text: string, keep: readonly string[] = []): string {
  const input = clean(text);
  const all = sentences(input);
  if (all.length > 1 && all[0]!.length < input.length) return all[0]!;
  const isSentence = /[.!?]$/.test(input);
  const end = isSentence ? '.' : '';
  // a product name is one unit: its own "and", comma or "for" is no place to cut
  const names = keep.filter((k) => k && input.toLowerCase().includes(k.toLowerCase()));
  const masked = names.reduce((t, name) => t.replace(new RegExp(escapeRe(name), 'gi'), (m) => m.replace(/[\s,;:–—-]/g, '\u0000')), input);
  const breaks = [...masked.matchAll(CLAUSE_BREAK), ...(isSentence ? [...masked.matchAll(DETAIL_BREAK)] : [])].map((m) => m.index!).sort((a, b) => b - a);
  for (const at of breaks) {
    const head = input.slice(0, at).replace(/[\s,;:–—-]+$/, '');
    if (head.split(' ').length < 3 || ENDS_OPEN.test(head) || names.some((n) => !head.toLowerCase().includes(n.toLowerCase()))) continue;
    const cut = /[.!?]$/.test(head) ? head : `${head}${end}`;
    if (cut.length < input.length) return cut;
  }
  const lean = clean(input.replace(FILLER, ''));
  if (lean.length < input.length) return lean;
  // a title's framing words can go where its words cannot ("Why We Love X" → "We Love X")
  const framed = isSentence ? input : TITLE_FRAMES.reduce((t, [frame, plainer]) => t.replace(frame, plainer), input);
  return framed.length < input.length ? framed : input;
}

/** A title's opening frame and a shorter one that says the same. */
const TITLE_FRAMES: readonly (readonly [RegExp, string])[] = [
  [/^Why (We|You) /i, '$1 '],
  [/^Say Hello to /i, 'Meet '],
  [/^Your Guide to /i, 'All About '],
  [/, Made for You$/i, ' for You'],
];

/** "mention free shipping" → "free shipping": what the user asked to add, in their words. */
function askedToAdd(instructions: string): string | undefined {
  const m = /\b(?:mention|include|add|say|note|highlight)\s+(?:that\s+)?(.+?)(?:[.;]|,\s|\s+and\s+(?:make|keep|be)\b|$)/i.exec(instructions);
  const what = clean(m?.[1]);
  return what && !/^(?:an?\s+)?(?:emoji|emojis|urgency|warmth|details?|more|some\s+\w+)$/i.test(what) ? what : undefined;
}

/** Phrases a formal text does without. */
const CASUAL = /^(?:hey there|hi there|hi|hey|good news|guess what)[,!:?]?\s*/i;

/**
 * Applies plain-language instructions to a text, each doing what it says: "shorter" makes it
 * shorter (never longer), "more urgent", "friendlier", "more formal", "longer", "add emoji",
 * "mention free shipping". An instruction the demo cannot follow leaves the text as it was rather
 * than dressing it up.
 */
export function applyInstructions(text: string, instructions: string, rng: Rng, maxLength?: number, minLength?: number, keep: readonly string[] = []): string {
  const ask = instructions.toLowerCase();
  const original = clean(text);
  const wantsShorter = /short|concise|brief|trim|tighten|fewer words|less wordy|cut it/.test(ask);
  const wantsLonger = !wantsShorter && /\blonger|expand|more detail|elaborate|more about/.test(ask);
  const sentence = (t: string) => `${t}${/[.!?]$/.test(t) ? '' : '.'}`;
  let out = original;
  if (/formal|professional/.test(ask)) out = clean(out.replace(CASUAL, '').replace(/!+/g, '.').replace(/\s*[✨🎉😊]+/gu, ''));
  if (wantsShorter) out = shorter(out, keep);
  const extra = askedToAdd(instructions);
  if (extra && !out.toLowerCase().includes(extra.toLowerCase())) out = `${sentence(out)} Plus: ${extra.replace(/[.!?]+$/, '')}.`;
  if (wantsLonger) out = `${sentence(out)} ${rng.pick(['Every detail was chosen with you in mind.', 'Here is a little more about why it matters.'])}`;
  // a tone is set with a few words up front; a text asked to be shorter keeps them only while it
  // stays shorter than it was (a field's maximum may cut its end, as it cuts any text)
  const toned = [
    ...(/urgen|scarcity|hurry|fomo/.test(ask) ? ['Last chance:'] : []),
    ...(/friendl|warm|casual|fun|playful/.test(ask) && !CASUAL.test(out) ? [rng.pick(['Good news!', 'Hey there!'])] : []),
  ].reduce((t, prefix) => `${prefix} ${t}`, out);
  const withEmoji = (t: string) => (/emoji/.test(ask) ? `${t} ✨` : t);
  const fitted = fitLength(withEmoji(toned), maxLength, minLength, '', keep);
  if (!wantsShorter || fitted.length < original.length) return fitted;
  // Shorter and warmer at once, where a greeting would make it longer: a warmer opening word of
  // no more letters ("Discover our latest collection" → "Meet our latest collection").
  const warmed = /friendl|warm/.test(ask) ? warmerOpening(out) : out;
  const plain = fitLength(warmed, maxLength, minLength, '', keep);
  return plain.length <= original.length ? plain : original;
}

/** Opening verbs of a headline that a warmer one replaces without making it longer. */
const COLD_OPENING = /^(?:discover|explore|introducing|presenting|view|browse|check out)\b/i;

/** The text with its cold opening verb replaced by "Meet" (same case style), or as it was. */
function warmerOpening(text: string): string {
  return text.replace(COLD_OPENING, (verb) => (verb === verb.toUpperCase() ? 'MEET' : 'Meet'));
}
