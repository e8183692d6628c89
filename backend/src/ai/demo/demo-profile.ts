// What the offline demo model knows of a brand: the whole product names, seasons and other answers
// of the strategy survey, the voice and customer quotes of the guidelines. The email strategy the
// demo writes lists the survey answers in a "Brand Snapshot" section; concepts and campaign copy,
// which receive the strategy text rather than the survey, read them back from there.
import type { EmailStrategyInput } from '../tasks/task-inputs.js';
import { clean, productName, sentences, splitList } from './demo-kit.js';

export interface DemoProduct {
  /** The whole name as the brand wrote it: "Jasmine Green Tea". */
  name: string;
  /** The price written beside it, if any: "$18". */
  price?: string;
}

export interface BrandProfile {
  /** The brand name, or '' when unknown. */
  brand: string;
  bestSellers: DemoProduct[];
  secondary: DemoProduct[];
  /** Best sellers first, then secondary products; never the brand name itself. */
  products: DemoProduct[];
  seasons: string[];
  education?: string;
  drivers?: string;
  timeframe?: string;
  promotions?: string;
  discount?: string;
  goals?: string;
  website?: string;
  /** Voice traits of the guidelines ("Warm", "Confident"). */
  tone: string[];
  /** Customer quotes the guidelines carry. */
  quotes: string[];
}

/** The labels of the strategy's snapshot section, in the order written. */
export const SNAPSHOT_LABELS = {
  website: 'Website',
  bestSellers: 'Best-selling products',
  secondary: 'Secondary products',
  drivers: 'What brings customers back',
  timeframe: 'Typical repurchase timeframe',
  seasons: 'Key seasonal periods',
  education: 'What customers need to understand',
  promotions: 'Promotional strategies',
  discount: 'Discount range',
  goals: 'Success in six months',
} as const;
type SnapshotKey = keyof typeof SNAPSHOT_LABELS;

/** How a labelled line of a strategy (ours or a model's) is recognised. The first match wins. */
const LABEL_PATTERNS: Array<[SnapshotKey, RegExp]> = [
  ['website', /^(?:website|web ?site|site|url)$/i],
  ['bestSellers', /best[- ]?sell(?:ing|ers?)|hero products?|top[- ]sellers?/i],
  ['secondary', /secondary|complementary/i],
  ['timeframe', /repurchase (?:timeframe|window|cycle)|reorder (?:timeframe|window|cycle)/i],
  ['drivers', /repeat[- ]purchase|brings? customers back|drives? repeat/i],
  ['seasons', /seasonal/i],
  ['education', /education|need to (?:understand|know)/i],
  ['promotions', /promotion/i],
  ['discount', /discount/i],
  ['goals', /goals?\b|success/i],
];

const PRICE = /(?:[$€£]\s?\d[\d,]*(?:\.\d{1,2})?)|(?:\d[\d,]*(?:\.\d{1,2})?\s?(?:USD|EUR|GBP|€|£))/i;
/** Prose around a list: "Our best sellers are ...". */
const LEAD_IN = /^(?:our|the|my)\s+(?:best[- ]?sell(?:ers|ing products?)|top sellers|products?|secondary products?|hero products?)\s+(?:are|is|include)\s+/i;

function sameText(a: string, b: string): boolean {
  return clean(a).toLowerCase() === clean(b).toLowerCase();
}

/** Whether a name is the brand, or the start of the brand's name ("Lumen" of "Lumen Skincare"). */
function isBrandName(name: string, brand: string): boolean {
  if (!brand) return false;
  const n = clean(name).toLowerCase();
  const b = clean(brand).toLowerCase();
  return n === b || b.startsWith(`${n} `);
}

/**
 * The whole product names of a survey answer: split on commas, new lines and "and" between two
 * names; the price and a description after a dash or parenthesis set aside; prose that is not a
 * name (more than eight words) and the brand's own name left out.
 */
export function productsFrom(answer: string | undefined, brand = '', max = 6): DemoProduct[] {
  const out: DemoProduct[] = [];
  for (const item of splitList(answer, 12)) {
    const text = item.replace(LEAD_IN, '');
    const name = productName(text).replace(/[\s,;:.!?–—-]+$/, '').replace(/^the\s+(?=\p{Lu})/u, '');
    if (!name || name.split(' ').length > 8 || name.length > 60 || !/[A-Za-z]/.test(name)) continue;
    if (/^(?:which|that|who|both|all|each|they|it)\b/i.test(name)) continue;
    if (isBrandName(name, brand) || out.some((p) => sameText(p.name, name))) continue;
    const price = PRICE.exec(text)?.[0]?.replace(/\s+/g, '');
    out.push(price ? { name, price } : { name });
    if (out.length >= max) break;
  }
  return out;
}

/** A product as the snapshot lists it: its name, with its price when known. */
function productLine(p: DemoProduct): string {
  return p.price ? `${p.name} (${p.price})` : p.name;
}

/** The survey answers as the strategy's "Brand Snapshot" lines (only those answered). */
export function snapshotLines(survey: EmailStrategyInput): string[] {
  const brand = clean(survey.brandName);
  const list = (items: string[]) => items.join(', ');
  const values: Record<SnapshotKey, string> = {
    website: clean(survey.websiteUrl),
    bestSellers: list(productsFrom(survey.bestSellingProducts, brand).map(productLine)),
    secondary: list(productsFrom(survey.secondaryProducts, brand).map(productLine)),
    drivers: clean(survey.repeatPurchaseDrivers),
    timeframe: clean(survey.repurchaseTimeframe),
    seasons: list(splitList(survey.seasonalPeriods, 8)),
    education: clean(survey.productEducationNeeded),
    promotions: clean(survey.promotionalStrategies),
    discount: clean(survey.discountRange),
    goals: clean(survey.sixMonthGoals),
  };
  return (Object.keys(SNAPSHOT_LABELS) as SnapshotKey[]).filter((k) => values[k]).map((k) => `- **${SNAPSHOT_LABELS[k]}**: ${values[k]}`);
}

/** "- **Label**: value", "**Label:** value" or "Label: value" lines of a markdown text. */
function labelledLines(text: string | undefined): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  for (const line of (text ?? '').split('\n')) {
    const m = /^\s*(?:[-*•]\s+|\d+[.)]\s+)?(?:\*\*|__)?([A-Za-z][A-Za-z /'’()-]{1,60}?)(?::(?:\*\*|__)|(?:\*\*|__):|:)\s+(.+)$/.exec(line);
    if (m) out.push({ label: clean(m[1]), value: clean(m[2]).replace(/^\*\*|\*\*$/g, '') });
  }
  return out;
}

/** The lines of the section under a "## heading" that matches. */
function section(text: string | undefined, heading: RegExp): string[] {
  const lines = (text ?? '').split('\n');
  const start = lines.findIndex((l) => /^#{1,4}\s/.test(l) && heading.test(l));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && /^#{1,4}\s/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Voice traits of a guidelines text: the bold names of its "Voice and Tone" bullets. */
export function toneOf(guidelines: string | undefined): string[] {
  return section(guidelines, /voice|tone/i)
    .map((l) => /^\s*[-*]\s+\*\*([A-Za-z][A-Za-z -]{1,30})\*\*/.exec(l)?.[1])
    .filter((t): t is string => Boolean(t))
    .slice(0, 4);
}

/** Customer quotes of a guidelines text ("> ..." lines), whole sentences only. */
export function quotesOf(guidelines: string | undefined): string[] {
  return (guidelines ?? '')
    .split('\n')
    .map((l) => /^\s*>\s*(.+)$/.exec(l)?.[1])
    .filter((q): q is string => Boolean(q))
    // `"The oolong is the best." — Mia`: the words, without the quotation marks and the author
    .map((q) => clean(/^["“](.+?)["”](?:\s*[-–—].*)?$/.exec(q.trim())?.[1] ?? q.replace(/^["“]|["”]$/g, '')))
    .filter((q) => q.length >= 20 && q.length <= 200 && !/^add customer reviews/i.test(q) && sentences(q).length > 0)
    .slice(0, 4);
}

export interface ProfileSources {
  brandName?: string;
  /** The email strategy (markdown), whose snapshot or labelled lines carry the survey answers. */
  strategy?: string;
  guidelines?: string;
  /** The survey itself, when the caller has it (the strategy task). */
  survey?: EmailStrategyInput;
}

/** Everything the demo knows of the brand, read from the survey or from the strategy's labelled lines. */
export function brandProfile(sources: ProfileSources): BrandProfile {
  const brand = clean(sources.brandName) || clean(sources.survey?.brandName);
  const answers: Partial<Record<SnapshotKey, string>> = {};
  if (sources.survey) {
    const s = sources.survey;
    Object.assign(answers, {
      website: s.websiteUrl,
      bestSellers: s.bestSellingProducts,
      secondary: s.secondaryProducts,
      drivers: s.repeatPurchaseDrivers,
      timeframe: s.repurchaseTimeframe,
      seasons: s.seasonalPeriods,
      education: s.productEducationNeeded,
      promotions: s.promotionalStrategies,
      discount: s.discountRange,
      goals: s.sixMonthGoals,
    });
  } else {
    for (const { label, value } of labelledLines(sources.strategy)) {
      const key = LABEL_PATTERNS.find(([, pattern]) => pattern.test(label))?.[0];
      if (key && answers[key] === undefined) answers[key] = value;
    }
  }
  const text = (key: SnapshotKey) => clean(answers[key]).replace(/[.;]+$/, '') || undefined;
  const bestSellers = productsFrom(answers.bestSellers, brand);
  const secondary = productsFrom(answers.secondary, brand).filter((p) => !bestSellers.some((b) => sameText(b.name, p.name)));
  const website = text('website');
  return {
    brand,
    bestSellers,
    secondary,
    products: [...bestSellers, ...secondary],
    seasons: splitList(answers.seasons, 8),
    education: text('education'),
    drivers: text('drivers'),
    timeframe: text('timeframe'),
    promotions: text('promotions'),
    discount: text('discount'),
    goals: text('goals'),
    website: website && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website) ? website.replace(/\/+$/, '') : undefined,
    tone: toneOf(sources.guidelines),
    quotes: quotesOf(sources.guidelines),
  };
}

const NAME_STOPWORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'in', 'on', 'to', 'by', '&']);

/**
 * The products a text names, in the order it names them: by their whole name, or by two or more
 * of its words in a row ("Earl Grey" names "Earl Grey Reserve"). The whole name is answered.
 */
export function productsNamedIn(text: string | undefined, products: readonly DemoProduct[]): DemoProduct[] {
  const lower = ` ${clean(text).toLowerCase().replace(/[^\p{L}\p{N}&'’ -]+/gu, ' ')} `.replace(/\s+/g, ' ');
  const found: Array<{ p: DemoProduct; at: number }> = [];
  for (const p of products) {
    const words = clean(p.name).toLowerCase().replace(/[^\p{L}\p{N}&'’ -]+/gu, ' ').split(/\s+/).filter(Boolean);
    let at = lower.indexOf(` ${words.join(' ')} `);
    for (let len = words.length - 1; at < 0 && len >= 2; len -= 1) {
      for (let i = 0; i + len <= words.length && at < 0; i += 1) {
        const run = words.slice(i, i + len);
        if (run.every((w) => NAME_STOPWORDS.has(w))) continue;
        at = lower.indexOf(` ${run.join(' ')} `);
      }
    }
    if (at >= 0) found.push({ p, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.p);
}

/** The products with the ones a text names first, then the others in their own order. */
export function productsFirstNamedIn(text: string | undefined, products: readonly DemoProduct[]): DemoProduct[] {
  const named = productsNamedIn(text, products);
  return [...named, ...products.filter((p) => !named.includes(p))];
}
