// Demo answers for the text tasks: the AI test page, brand guidelines and the email strategy.
import type { BrandGuidelinesInput, EmailStrategyInput, FreeTextInput } from '../ai.tasks.js';
import { brandOf, capitalize, clean, createRng, lowerFirst, sentences, splitList } from './demo-kit.js';
import { productsFrom, snapshotLines, toneOf } from './demo-profile.js';

const DEMO_NOTE =
  '_Demo content: written by the offline demo model from your own input, because no AI provider key is configured._';

export function demoFreeText(input: FreeTextInput): string {
  const rng = createRng({ task: 'free-text', input });
  const prompt = clean(input.prompt);
  const documents = input.documents ?? [];
  const quoted = prompt.length > 160 ? `${prompt.slice(0, 157)}...` : prompt;
  const opener = rng.pick([
    'Here is a first answer to work from.',
    'Here is a short, practical take.',
    'A quick answer, organised so you can act on it.',
  ]);
  const lines = [DEMO_NOTE, '', `You asked: "${quoted}"`, '', opener, ''];
  if (prompt) {
    lines.push('**Key points**');
    const points = [
      '- **Start from what customers already value**: say it in one clear sentence before anything else.',
      '- **Be concrete**: one example, number or customer quote does more than a general claim.',
      '- **Keep one voice**: subject line, body and call to action should sound like the same brand.',
      '- **Test it**: send two versions to a small segment and keep the one that earns more clicks.',
    ];
    lines.push(...rng.pickMany(points, 3), '');
  }
  if (documents.length) {
    lines.push('**From your files**');
    for (const doc of documents) {
      const words = clean(doc.text).split(' ').filter(Boolean).length;
      const first = sentences(doc.text).find((s) => s.length <= 200);
      lines.push(`- ${doc.name} (${words} words)${first ? `: "${first}"` : ''}`);
    }
    lines.push('');
  }
  lines.push(
    rng.pick([
      'Next step: turn the points above into one email and send it to a small segment first.',
      'Next step: pick the point that matters most to your customers and lead with it.',
      'Next step: connect an AI provider key for a fuller answer written by a model.',
    ]),
  );
  return lines.join('\n');
}

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
  const brand = brandOf(input.brandName, input.brandContext, ...materials);
  // the brand's own words first: "Voice: calm, warm" and "Values: craft, patience" in its deck
  const ownVoice = labelledItems(materials, /^(?:voice|tone|tone of voice|brand voice|personality)$/i);
  const values = labelledItems(materials, /^(?:values|our values|brand values|pillars)$/i);
  const traits: Array<readonly [string, string]> = ownVoice.length
    ? ownVoice.map((trait) => [capitalize(trait), VOICE_HOW[trait.toLowerCase()] ?? `every line should read as ${trait.toLowerCase()} to a customer`] as const)
    : rng.pickMany(VOICE_TRAITS, 3);
  const quotes = quotesFrom(reviews.length ? reviews : materials, 3);
  const context = sentences(input.brandContext)[0];
  // the brand's own sentences (its context and materials), each kept whole
  const own = [...sentences(input.brandContext), ...materials.flatMap((t) => proseSentences(t))]
    .filter((s, i, all) => s.length >= 20 && s.length <= 200 && all.indexOf(s) === i && !quotes.some((q) => q.includes(s)))
    .slice(0, 3);
  const essence = values.length
    ? `${brand} stands for ${listed(values.map((v) => lowerFirst(v)))}.`
    : `${brand} exists to make everyday moments feel ${rng.pick(['effortless', 'special', 'personal', 'rewarding'])}.`;
  const sources = [...(input.brandMaterials ?? []), ...(input.customerReviews ?? [])].map((d) => d.name);
  const advice = ['show it in every email', 'prove it with one concrete detail', 'let customers say it too', 'make it tangible in the first lines'];

  const out = [
    `# ${brand} Brand Guidelines`,
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

const SEGMENTS = ['New Subscribers', 'First-Time Customers', 'Repeat Customers', 'VIPs'] as const;

const FREQUENCY_PER_MONTH: Record<string, number> = {
  'Less than once a month': 2,
  'Once a month': 2,
  'Twice a month': 4,
  Weekly: 6,
  '2-3 times per week': 10,
  'More than 3 times per week': 14,
};

export function demoEmailStrategy(input: EmailStrategyInput): string {
  const rng = createRng({ task: 'email-strategy', input });
  const brand = brandOf(input.brandName);
  const hero = productsFrom(input.bestSellingProducts, clean(input.brandName), 3).map((p) => p.name);
  const secondary = productsFrom(input.secondaryProducts, clean(input.brandName), 3).map((p) => p.name);
  const listOf = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));
  const heroText = hero.length ? listOf(hero) : 'your best-sellers';
  const secondaryText = secondary.length ? listOf(secondary) : 'complementary products';
  const seasons = splitList(input.seasonalPeriods, 5);
  const contentTypes = input.contentTypes?.length
    ? [...input.contentTypes, ...(input.otherContentType ? [input.otherContentType] : [])]
    : ['Product spotlights', 'Educational content', 'Promotions/sales'];
  const perMonth = FREQUENCY_PER_MONTH[input.sendFrequency ?? ''] ?? 6;
  // "the usual repurchase window (every 6-8 weeks)": the answer reads right whatever its form
  const timeframe = clean(input.repurchaseTimeframe) ? `the usual repurchase window (${lowerFirst(clean(input.repurchaseTimeframe))})` : 'the usual repurchase window';
  const drivers = lowerFirst(clean(input.repeatPurchaseDrivers)) || 'product satisfaction and timely reminders';
  const goals = clean(input.sixMonthGoals) || 'more revenue from repeat customers';
  const discount = clean(input.discountRange) || 'a moderate discount range';
  const education = lowerFirst(clean(input.productEducationNeeded)) || 'how to choose and use the products';
  const guideTone = toneOf(input.brandGuideText).map((t) => t.toLowerCase());
  const voiceWords = guideTone.length ? guideTone.slice(0, 3) : rng.pickMany(['warm', 'expert', 'upbeat', 'clear', 'reassuring', 'inspiring'], 3);
  const snapshot = snapshotLines(input);
  // the guidelines' first sentence of prose (not a heading, note, quote, list or table)
  const guideLine = sentences(
    (input.brandGuideText ?? '')
      .split('\n')
      .filter((l) => l.trim() && !/^\s*(?:#|_|>|[-*]\s|\d+[.)]\s|\|)/.test(l))
      .join('\n'),
  )[0];

  const typeRows = contentTypes.map((type, i) => {
    const share = Math.max(1, Math.round(perMonth / contentTypes.length + (i === 0 ? 1 : 0)));
    return `| ${type} | ${share} per month | ${i % 2 === 0 ? heroText : secondaryText} |`;
  });

  const months = ['Month 1', 'Month 2', 'Month 3', 'Month 4', 'Month 5', 'Month 6'];
  const calendar = months.map((month, i) => {
    const theme = seasons[i % Math.max(1, seasons.length)] ?? rng.pick(['New arrivals', 'Customer favourites', 'Behind the scenes']);
    const type = contentTypes[i % contentTypes.length]!;
    const product = hero[i % Math.max(1, hero.length)] ?? secondary[0] ?? 'best-seller';
    return `| ${month} | ${theme} | ${type}: ${product} | ${SEGMENTS[i % SEGMENTS.length]} |`;
  });

  return [
    `# Email Strategy for ${brand}`,
    '',
    DEMO_NOTE,
    '',
    `This strategy focuses on retention, engagement and revenue through regular campaigns (not automated flows), for a list of ${input.recipientCount ?? 'your current size'} currently sent ${input.sendFrequency?.toLowerCase() ?? 'on a regular rhythm'}.`,
    '',
    ...(snapshot.length ? ['## Brand Snapshot', 'What you told us, in your words:', ...snapshot, ''] : []),
    '## Goals for the Next Six Months',
    `- ${goals}`,
    `- Move first-time buyers of ${heroText} to a second purchase within ${timeframe}.`,
    '',
    '## Customer Journey',
    `1. **Discover**: a subscriber meets ${brand} through ${heroText}; emails explain ${education}.`,
    `2. **First purchase**: social proof and a clear offer within ${discount.toLowerCase()} turn interest into an order.`,
    `3. **Repeat**: reminders timed to ${timeframe}, driven by ${drivers}.`,
    `4. **Loyalty**: early access, ${secondaryText} and community stories keep VIPs close.`,
    '',
    '## Audience Segments',
    `- **New Subscribers**: welcome them with the story of ${brand} and ${hero[0] ?? 'the hero product'}; educate before selling.`,
    `- **First-Time Customers**: help them get the most from their purchase and introduce ${secondaryText}.`,
    `- **Repeat Customers**: reward the habit; refill and bundle ideas timed to ${timeframe}.`,
    `- **VIPs**: first look at launches, no-discount perks, and invitations to share reviews.`,
    '',
    '## Brand Voice',
    `${capitalize(voiceWords.join(', '))}. Speak to one reader, lead with the benefit, and keep one call to action per email.` +
      (guideLine ? ` Follow the brand guidelines: "${guideLine}"` : ''),
    '',
    '## Content by Type',
    '| Content type | Frequency | Focus |',
    '|---|---|---|',
    ...typeRows,
    '',
    '## Promotional Approach',
    `${clean(input.promotionalStrategies) || 'Promotions'} within ${discount.toLowerCase()}; no more than one promotional send in four, so that full-price purchases stay the norm.`,
    '',
    '## Seasonal Campaigns',
    ...(seasons.length ? seasons : ['Spring refresh', 'Summer', 'Holiday season']).map(
      (season) => `- **${season}**: a themed send featuring ${rng.pick(hero.length ? hero : ['your best-sellers'])}, announced two weeks ahead to VIPs.`,
    ),
    '',
    '## Content Calendar',
    '| Month | Theme | Lead email | Primary segment |',
    '|---|---|---|---|',
    ...calendar,
    '',
    '## Design Guidelines',
    '- Mobile first: single column, 600px wide, buttons at least 44px tall.',
    `- One hero image of ${hero[0] ?? 'the featured product'} above the fold, with the headline and call to action beside it.`,
    '- Brand colours for buttons and links only; body text dark on light for contrast.',
    '- Alt text on every image; the email must make sense with images off.',
    ...(input.documents?.length ? ['', `_Sources read: ${input.documents.map((d) => d.name).join(', ')}._`] : []),
  ].join('\n');
}
