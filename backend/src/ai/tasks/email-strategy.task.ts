// The email strategy from the strategy survey (the spec's survey fields), the brand guidelines and
// the text of the brand's files. The spec's strategy prompt content is below.
import { brandOf, capitalize, clean, createRng, lowerFirst, sentences, splitList } from '../demo/demo-kit.js';
import { reference } from '../demo/demo-grammar.js';
import { productsFrom, snapshotLines, toneOf } from '../demo/demo-profile.js';
import { DEMO_NOTE } from '../demo/demo-writing.js';
import type { AiDocumentResult } from '../ai-result.js';
import { textTask } from './ai-task.js';
import { documents, joined, lines } from './prompt-parts.js';
import type { EmailStrategyInput } from './task-inputs.js';

export type { EmailStrategyInput };

/** The answer in the spec's shape: the strategy as `content[0].text`. */
export type EmailStrategyResult = AiDocumentResult;

export const emailStrategyTask = textTask({
  name: 'email-strategy',
  prompt: (input: EmailStrategyInput) => ({
    system: 'You are an email marketing strategist for e-commerce brands.',
    prompt: joined([
      `Write an email strategy in markdown for ${input.brandName ?? 'this brand'}, focused on retention, engagement and revenue. Cover regular campaigns, not automated flows. Include these sections: Customer Journey; Audience Segments (New Subscribers, First-Time Customers, Repeat Customers, VIPs); Brand Voice; Content by Type with a frequency for each; Seasonal Campaigns; Content Calendar; Design Guidelines.`,
      'Questionnaire answers:',
      lines([
        ['Brand name', input.brandName],
        ['Website', input.websiteUrl],
        ['Best-selling products', input.bestSellingProducts],
        ['Secondary products', input.secondaryProducts],
        ['Repeat purchase drivers', input.repeatPurchaseDrivers],
        ['Repurchase timeframe', input.repurchaseTimeframe],
        ['List size', input.recipientCount],
        ['Current send frequency', input.sendFrequency],
        ['Content types', input.contentTypes],
        ['Other content type', input.otherContentType],
        ['Product education needed', input.productEducationNeeded],
        ['Promotional strategies', input.promotionalStrategies],
        ['Discount range', input.discountRange],
        ['Seasonal periods', input.seasonalPeriods],
        ['Six-month goals', input.sixMonthGoals],
      ]),
      input.questionnaireSummary ? `Questionnaire summary:\n${input.questionnaireSummary}` : '',
      input.guidelines ? `Brand guidelines:\n${input.guidelines}` : '',
      documents('brand_file', input.documents),
    ]),
  }),
  demo: (input) => demoEmailStrategy(input),
  answer: (result): EmailStrategyResult => ({ ...result, content: [{ type: 'text', text: result.text }] }),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

const SEGMENTS = ['New Subscribers', 'First-Time Customers', 'Repeat Customers', 'VIPs'] as const;

const FREQUENCY_PER_MONTH: Record<string, number> = {
  'Less than once a month': 2,
  'Once a month': 2,
  'Twice a month': 4,
  Weekly: 6,
  '2-3 times per week': 10,
  'More than 3 times per week': 14,
};

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The months (1-12) a seasonal period names or falls in, when the words say: "Black Friday" → [11]. */
const SEASON_MONTHS: Array<[RegExp, number[]]> = [
  [/valentine/i, [2]],
  [/mother['’]?s/i, [5]],
  [/father['’]?s/i, [6]],
  [/easter/i, [4]],
  [/halloween/i, [10]],
  [/black friday|cyber monday|thanksgiving|singles'? day/i, [11]],
  [/christmas|holiday|festive|gifting|hanukkah/i, [12]],
  [/new year/i, [1]],
  [/back to school|back-to-school/i, [8, 9]],
  [/spring/i, [3, 4, 5]],
  [/summer/i, [6, 7, 8]],
  [/autumn|\bfall\b/i, [9, 10, 11]],
  [/winter/i, [12, 1, 2]],
];

function monthsOf(season: string): number[] {
  const named = MONTH_NAMES.map((m, i) => (new RegExp(`\\b(?:${m}|${m.slice(0, 3)})\\b`, 'i').test(season) ? i + 1 : 0)).filter(Boolean);
  return named.length ? named : (SEASON_MONTHS.find(([re]) => re.test(season))?.[1] ?? []);
}

/** Themes for a month no seasonal period falls in, each used once. */
const EVERGREEN_THEMES = ['New arrivals', 'Customer favourites', 'Behind the scenes', 'How-to and care', 'Community stories', 'Best-seller restock'];

/**
 * The six calendar months from the month after `today`, each with its theme: the brand's seasonal
 * period that falls in it (the one-month ones, such as Black Friday, placed first), else a theme
 * of its own. A period the words do not date is left to the seasonal campaigns list, not guessed.
 */
export function calendarMonths(seasons: string[], today: Date, pick: (items: readonly string[], count: number) => string[]): Array<{ label: string; theme: string }> {
  const start = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  const months = Array.from({ length: 6 }, (_, i) => ({ month: ((start + i) % 12) + 1, year: Math.floor((start + i) / 12) }));
  const themes: Array<string | undefined> = months.map(() => undefined);
  const dated = seasons.map((season) => ({ season, months: monthsOf(season) })).filter((s) => s.months.length);
  for (const { season, months: when } of dated.sort((a, b) => a.months.length - b.months.length)) {
    const at = months.findIndex((m, i) => !themes[i] && when.includes(m.month));
    if (at >= 0) themes[at] = season;
  }
  const evergreen = pick(EVERGREEN_THEMES, EVERGREEN_THEMES.length);
  return months.map((m, i) => ({ label: `${MONTH_NAMES[m.month - 1]} ${m.year}`, theme: themes[i] ?? evergreen.shift()! }));
}

export function demoEmailStrategy(input: EmailStrategyInput, today: Date = new Date()): string {
  const rng = createRng({ task: 'email-strategy', input });
  const brand = brandOf(input.brandName);
  const hero = productsFrom(input.bestSellingProducts, clean(input.brandName), 3).map((p) => p.name);
  const secondary = productsFrom(input.secondaryProducts, clean(input.brandName), 3).map((p) => p.name);
  const listOf = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));
  // in sentences, each name as English names it ("the Summit 40L Backpack", "Merino Socks")
  const heroText = hero.length ? listOf(hero.map(reference)) : 'your best-sellers';
  const secondaryText = secondary.length ? listOf(secondary.map(reference)) : 'complementary products';
  const seasons = splitList(input.seasonalPeriods, 5);
  const contentTypes = input.contentTypes?.length
    ? [...input.contentTypes, ...(input.otherContentType ? [input.otherContentType] : [])]
    : ['Product spotlights', 'Educational content', 'Promotions/sales'];
  const perMonth = FREQUENCY_PER_MONTH[input.sendFrequency ?? ''] ?? 6;
  // "the usual repurchase window (every 6-8 weeks)": the answer reads right whatever its form
  const timeframe = clean(input.repurchaseTimeframe) ? `the usual repurchase window (${lowerFirst(clean(input.repurchaseTimeframe))})` : 'the usual repurchase window';
  const drivers = lowerFirst(clean(input.repeatPurchaseDrivers)) || 'product satisfaction and timely reminders';
  const goals = clean(input.sixMonthGoals) || 'more revenue from repeat customers';
  // the brand's discount range is named where it is quoted (the snapshot, the promotional approach)
  const noDiscounts = /don['’]?t offer|do not offer|no discount|never discount/i.test(input.discountRange ?? '');
  const discount = noDiscounts ? 'full price' : clean(input.discountRange) ? 'your usual discount range' : 'a moderate discount range';
  const education = lowerFirst(clean(input.productEducationNeeded)) || 'how to choose and use the products';
  const guideTone = toneOf(input.guidelines).map((t) => t.toLowerCase());
  const voiceWords = guideTone.length ? guideTone.slice(0, 3) : rng.pickMany(['warm', 'expert', 'upbeat', 'clear', 'reassuring', 'inspiring'], 3);
  const snapshot = snapshotLines(input);
  // the guidelines' first sentence of prose (not a heading, note, quote, list or table)
  const guideLine = sentences(
    (input.guidelines ?? '')
      .split('\n')
      .filter((l) => l.trim() && !/^\s*(?:#|_|>|[-*]\s|\d+[.)]\s|\|)/.test(l))
      .join('\n'),
  )[0];

  const typeRows = contentTypes.map((type, i) => {
    const share = Math.max(1, Math.round(perMonth / contentTypes.length + (i === 0 ? 1 : 0)));
    return `| ${type} | ${share} per month | ${i % 2 === 0 ? heroText : secondaryText} |`;
  });

  const calendar = calendarMonths(splitList(input.seasonalPeriods, 8), today, rng.pickMany).map(({ label: month, theme }, i) => {
    const type = contentTypes[i % contentTypes.length]!;
    const product = hero[i % Math.max(1, hero.length)] ?? secondary[0] ?? 'best-seller';
    return `| ${month} | ${theme} | ${type}: ${product} | ${SEGMENTS[i % SEGMENTS.length]} |`;
  });

  return [
    `# Email Strategy for ${brand}`,
    '',
    DEMO_NOTE,
    '',
    `This strategy focuses on retention, engagement and revenue through regular campaigns (not automated flows), for ${clean(input.recipientCount) ? `a list of ${lowerFirst(clean(input.recipientCount))} subscribers` : 'your current list'}${clean(input.sendFrequency) ? `, currently emailed ${clean(input.sendFrequency).toLowerCase()}` : ''}.`,
    '',
    ...(snapshot.length ? ['## Brand Snapshot', 'What you told us, in your words:', ...snapshot, ''] : []),
    '## Goals for the Next Six Months',
    `- ${capitalize(goals)}`,
    `- Move first-time buyers of ${heroText} to a second purchase within ${timeframe}.`,
    '',
    '## Customer Journey',
    `1. **Discover**: a subscriber meets ${brand} through ${heroText}; emails explain ${education}.`,
    `2. **First purchase**: social proof and ${noDiscounts ? 'a clear reason to buy now, at full price,' : `a clear offer within ${discount}`} turn interest into an order.`,
    `3. **Repeat**: reminders timed to ${timeframe}, driven by ${drivers}.`,
    `4. **Loyalty**: early access, ${secondaryText}, and community stories keep VIPs close.`,
    '',
    '## Audience Segments',
    `- **New Subscribers**: welcome them with the story of ${brand} and ${hero[0] ? reference(hero[0]) : 'the hero product'}; educate before selling.`,
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
    `${clean(input.promotionalStrategies) || 'Promotions'}${noDiscounts ? ', without discounts' : ` within ${discount}${clean(input.discountRange) ? `, ${lowerFirst(clean(input.discountRange))}` : ''}`}; no more than one promotional send in four, so that full-price purchases stay the norm.`,
    '',
    '## Seasonal Campaigns',
    ...(seasons.length ? seasons : ['Spring refresh', 'Summer', 'Holiday season']).map(
      (season) => `- **${season}**: a themed send featuring ${rng.pick(hero.length ? hero.map(reference) : ['your best-sellers'])}, announced two weeks ahead to VIPs.`,
    ),
    '',
    '## Content Calendar',
    '| Month | Theme | Lead email | Primary segment |',
    '|---|---|---|---|',
    ...calendar,
    '',
    '## Design Guidelines',
    '- Mobile first: single column, 600px wide, buttons at least 44px tall.',
    `- One hero image of ${hero[0] ? reference(hero[0]) : 'the featured product'} above the fold, with the headline and call to action beside it.`,
    '- Brand colours for buttons and links only; body text dark on light for contrast.',
    '- Alt text on every image; the email must make sense with images off.',
    ...(input.documents?.length ? ['', `_Sources read: ${input.documents.map((d) => d.name).join(', ')}._`] : []),
  ].join('\n');
}
