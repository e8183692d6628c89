// Building blocks several tasks' demo answers share. Each task's own demo answer is in its task
// file (tasks/<task>.task.ts); these are the parts more than one of them writes with.
import { clean, fitLength, goalPhrase, lowerFirst, sentences, type Rng } from './demo-kit.js';
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
  name: string;
  product?: DemoProduct;
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
  if (profile.products.length) return productsFirstNamedIn(line, profile.products).map((p) => ({ name: p.name, product: p }));
  const clause = clean(line.split(/[,;:]/)[0]);
  const phrase = goalPhrase(clause, '');
  if (phrase && phrase.split(' ').length <= 6) return [{ name: phrase }];
  return [{ name: 'our latest collection' }];
}

/** A shorter text: its first sentence, then its first clause when that still says something. */
function shorter(text: string): string {
  let out = sentences(text)[0] ?? text;
  if (out.split(' ').length > 8) {
    const clause = clean(out.split(/[,;:–—]\s/)[0]);
    if (clause.split(' ').length >= 4) out = `${clause.replace(/[.!?]+$/, '')}.`;
  }
  return out;
}

/** Applies plain-language instructions ("shorter", "more urgent", "friendlier") to a text. */
export function applyInstructions(text: string, instructions: string, rng: Rng, maxLength?: number, minLength?: number, keep: readonly string[] = []): string {
  const ask = instructions.toLowerCase();
  let out = clean(text);
  if (/short|concise|brief|trim|less/.test(ask)) out = shorter(out);
  if (/urgen|scarcity|hurry|fomo/.test(ask)) out = `${rng.pick(['Last chance:', 'Ends soon:', 'Only this week:'])} ${out}`;
  if (/friendl|warm|casual|fun|playful/.test(ask)) out = `${rng.pick(['Good news!', 'Hey there!', 'Guess what?'])} ${out}`;
  if (/formal|professional/.test(ask)) out = out.replace(/!+/g, '.').replace(/^(hey there|hi)[,!]?\s*/i, '');
  if (/long|expand|detail|more about/.test(ask)) out = `${out} ${rng.pick(['Every detail was chosen with you in mind.', 'Here is a little more about why it matters.'])}`;
  if (/emoji/.test(ask)) out = `${out} ✨`;
  if (out === clean(text)) out = `${rng.pick(['Simply put:', 'In short:', 'Here it is:'])} ${out}`;
  return fitLength(out, maxLength, minLength, '', keep);
}
