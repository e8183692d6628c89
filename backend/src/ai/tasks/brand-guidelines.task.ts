// Brand guidelines from the brand's deck, materials and customer reviews (the guidelines generator
// and the strategy wizard's step 4).
import { brandOf, capitalize, clean, createRng, lowerFirst, sentences, splitList } from '../demo/demo-kit.js';
import { DEMO_NOTE } from '../demo/demo-writing.js';
import type { AiDocumentResult } from '../ai-result.js';
import { textTask } from './ai-task.js';
import { documents, joined, lines } from './prompt-parts.js';
import type { AiDocument } from './task-inputs.js';

export interface BrandGuidelinesInput {
  brandName?: string;
  websiteUrl?: string;
  /** Free text the user added about the brand ('Additional brand context', sent as `brandContext`). */
  additionalContext?: string;
  customerReviews?: AiDocument[];
  brandMaterials?: AiDocument[];
}

/** The answer in the spec's shape: the guide as `brandGuide` and as `content[0].text`. */
export interface BrandGuidelinesResult extends AiDocumentResult {
  brandGuide: string;
}

export const brandGuidelinesTask = textTask({
  name: 'brand-guidelines',
  prompt: (input: BrandGuidelinesInput) => ({
    system: 'You are a brand strategist who writes clear, usable brand guidelines for e-commerce email marketing.',
    prompt: joined([
      `Write brand guidelines in markdown for ${input.brandName ?? 'this brand'}: brand essence, voice and tone, messaging pillars, what customers say (quote the reviews), visual direction, and email do's and don'ts.`,
      lines([
        ['Website', input.websiteUrl],
        ['Additional brand context', input.additionalContext],
      ]),
      documents('brand_material', input.brandMaterials),
      documents('customer_reviews', input.customerReviews),
    ]),
  }),
  demo: (input) => demoBrandGuidelines(input),
  answer: (result): BrandGuidelinesResult => ({ ...result, brandGuide: result.text, content: [{ type: 'text', text: result.text }] }),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

const VOICE_TRAITS = [
  ['Warm', 'we talk like a knowledgeable friend, never like a brochure'],
  ['Confident', 'we state what the product does plainly and back it with specifics'],
  ['Playful', 'a light touch of wit in headlines, never at the cost of clarity'],
  ['Considered', 'every claim is one we can prove; fewer, better words'],
  ['Encouraging', 'we celebrate the customer’s progress, not only our products'],
  ['Honest', 'we name trade-offs and set expectations before the sale'],
] as const;

/** How a trait the brand names for its voice shows in an email. */
const VOICE_HOW: Record<string, string> = {
  calm: 'short sentences, no exclamation marks, no countdowns; let the product speak',
  warm: 'we talk like a knowledgeable friend, never like a brochure',
  knowledgeable: 'one useful fact in every email, told simply',
  playful: 'a light touch of wit in headlines, never at the cost of clarity',
  confident: 'we state what the product does plainly and back it with specifics',
  friendly: 'we write to one reader by name and sound like a person',
  honest: 'we name trade-offs and set expectations before the sale',
  bold: 'strong verbs and short headlines; one big idea per email',
  premium: 'fewer words, more white space, no hard-sell language',
};

/** A review line: `"The oolong is the best I have had." - Mia` → its words and who said them. */
const REVIEW_LINE = /^\s*[-*•]?\s*["“](.+?)["”]\s*(?:[-–—~]\s*([^"“”]{1,40}))?\s*$/;

/**
 * Customer quotes, whole: a quoted review line keeps its author ("— Mia"); otherwise whole sentences
 * of the text, the warmest first.
 */
function quotesFrom(texts: string[], count: number): string[] {
  const positive = /love|great|best|amazing|perfect|favorite|favourite|recommend|quality|happy|excellent|beautiful/i;
  const lines = texts.flatMap((t) => t.split('\n'));
  const reviews = lines
    .map((l) => REVIEW_LINE.exec(l))
    .filter((m): m is RegExpExecArray => Boolean(m && clean(m[1]).length >= 10))
    .map((m) => `"${clean(m[1])}"${m[2] ? ` — ${clean(m[2])}` : ''}`);
  const all = reviews.length ? reviews : texts.flatMap((t) => proseSentences(t)).filter((s) => s.length >= 20 && s.length <= 220);
  const liked = all.filter((s) => positive.test(s));
  return [...liked, ...all.filter((s) => !positive.test(s))].slice(0, count);
}

/** A document's sentences, line by line, without markdown headings and list marks. */
function proseSentences(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => !/^\s*#/.test(l) && !LABELLED_LINE.test(l))
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, ''))
    .flatMap((l) => sentences(l));
}

/** "Voice: calm, warm, knowledgeable." in a brand deck. */
const LABELLED_LINE = /^\s*(?:[-*•]\s*)?(?:\*\*)?([A-Za-z][A-Za-z &]{1,30}?)(?:\*\*)?\s*:\s*(.+)$/;

/** The value of the first line labelled like `label` in the brand's materials, as its whole items. */
function labelledItems(texts: string[], label: RegExp): string[] {
  for (const line of texts.flatMap((t) => t.split('\n'))) {
    const m = LABELLED_LINE.exec(line);
    if (m && label.test(m[1]!)) return splitList(m[2]!.replace(/[.]+$/, ''), 5).map((i) => clean(i)).filter(Boolean);
  }
  return [];
}

const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** Pillar names for the brand's own sentences, in order. */
const PILLARS = ['What we make', 'How we make it', 'Who it is for', 'Why it matters'];
const GENERIC_PILLARS: Array<[string, string]> = [
  ['Quality', 'show it with one concrete detail in every email'],
  ['Service', 'make every answer, delivery and return feel easy'],
  ['Community', 'let customers say it in their own words'],
];

export function demoBrandGuidelines(input: BrandGuidelinesInput): string {
  const rng = createRng({ task: 'brand-guidelines', input });
  const materials = (input.brandMaterials ?? []).map((d) => d.text);
  const reviews = (input.customerReviews ?? []).map((d) => d.text);
  const brand = brandOf(input.brandName, input.additionalContext, ...materials);
  // "# Aurora Tea Brand Guidelines", "# Acme Brand Guidelines" (not "Acme Brand Brand"), or without a name "# Brand Guidelines"
  const known = brand !== 'your brand';
  const heading = !known ? 'Brand Guidelines' : /\bbrand$/i.test(brand) ? `${brand} Guidelines` : `${brand} Brand Guidelines`;
  // the brand's own words first: "Voice: calm, warm" and "Values: craft, patience" in its deck
  const ownVoice = labelledItems(materials, /^(?:voice|tone|tone of voice|brand voice|personality)$/i);
  const values = labelledItems(materials, /^(?:values|our values|brand values|pillars)$/i);
  const traits: Array<readonly [string, string]> = ownVoice.length
    ? ownVoice.map((trait) => [capitalize(trait), VOICE_HOW[trait.toLowerCase()] ?? `every line should read as ${trait.toLowerCase()} to a customer`] as const)
    : rng.pickMany(VOICE_TRAITS, 3);
  const quotes = quotesFrom(reviews.length ? reviews : materials, 3);
  const context = sentences(input.additionalContext)[0];
  // the brand's own sentences (its context and materials), each kept whole
  const own = [...sentences(input.additionalContext), ...materials.flatMap((t) => proseSentences(t))]
    .filter((s, i, all) => s.length >= 20 && s.length <= 200 && all.indexOf(s) === i && !quotes.some((q) => q.includes(s)))
    .slice(0, 3);
  const essence = values.length
    ? `${capitalize(brand)} stands for ${listed(values.map((v) => lowerFirst(v)))}.`
    : `${capitalize(brand)} exists to make everyday moments feel ${rng.pick(['effortless', 'special', 'personal', 'rewarding'])}.`;
  const sources = [...(input.brandMaterials ?? []), ...(input.customerReviews ?? [])].map((d) => d.name);
  const advice = ['show it in every email', 'prove it with one concrete detail', 'let customers say it too', 'make it tangible in the first lines'];

  const out = [
    `# ${heading}`,
    '',
    DEMO_NOTE,
    '',
    '## Brand Essence',
    essence + (context ? ` In your words: "${context}"` : ''),
    '',
    '## Voice and Tone',
    ...traits.map(([trait, how]) => `- **${trait}**: ${how}.`),
    ...(ownVoice.length ? ['', `_In your words: ${listed(ownVoice.map((v) => lowerFirst(v)))}._`] : []),
    '',
    '## Messaging Pillars',
    ...(own.length
      ? own.map((sentence, i) => `${i + 1}. **${PILLARS[i]}**: "${sentence}" ${capitalize(advice[(i + rng.int(0, 3)) % advice.length]!)}.`)
      : values.length
        ? values.map((value, i) => `${i + 1}. **${capitalize(value)}**: ${advice[(i + rng.int(0, 3)) % advice.length]!}.`)
        : GENERIC_PILLARS.map(([name, how], i) => `${i + 1}. **${name}**: ${how}.`)),
    '',
    '## What Customers Say',
    ...(quotes.length ? quotes.flatMap((q, i) => (i ? ['', `> ${q}`] : [`> ${q}`])) : ['> Add customer reviews to ground this section in real words.']),
    '',
    '## Visual Direction',
    `- Lead with product photography in natural light; one hero image per email.`,
    `- Generous white space, a single primary colour for buttons, body text at 16px or larger.`,
    `- Headlines short (under 8 words); ${rng.pick(['sentence case', 'title case'])} throughout.`,
    '',
    '## Email Do and Do Not',
    `- Do open with the customer's benefit, then the product.`,
    `- Do use one clear call to action per email.`,
    `- Do not overuse urgency or capital letters; ${brand} earns attention with substance.`,
  ];
  if (sources.length) out.push('', `_Sources read: ${sources.join(', ')}._`);
  return out.join('\n');
}
