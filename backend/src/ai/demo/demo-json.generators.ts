// Demo answers for the JSON tasks: concepts, module choice, field content, subject lines,
// preview texts and refinements. Each answer has the shape of AiTaskOutputs[task].
//
// The copy is built from the brand's own words only: whole product names, seasons and answers of
// the strategy survey (read back from the strategy's snapshot, demo-profile.ts), the voice and the
// customer quotes of the guidelines, the goal. A product name is always used whole, never cut
// into words, and the brand's name is used as the brand, never as a product.
import { EMAIL_AIMS } from '@mailplan/shared';
import {
  CAMPAIGN_TYPES,
  type AiTaskOutputs,
  type CampaignType,
  type ConceptContent,
  type ConceptsInput,
  type ContentField,
  type FieldContentInput,
  type PreviewTextsInput,
  type RefineConceptInput,
  type RefineContentInput,
  type SubjectLinesInput,
  type SuggestModulesInput,
} from '../ai.tasks.js';
import { demoImageUrl, DEMO_IMAGE_PALETTES } from './demo-images.js';
import {
  brandOf,
  capitalize,
  clean,
  createRng,
  fitLength,
  goalPhrase,
  hashOf,
  keywords,
  lowerFirst,
  sentences,
  slug,
  titleCase,
  type Rng,
} from './demo-kit.js';
import { brandProfile, productsFirstNamedIn, productsNamedIn, type BrandProfile, type DemoProduct } from './demo-profile.js';
import type { DemoOptions } from './demo.provider.js';

const SEGMENTS = ['New Subscribers', 'First-Time Customers', 'Repeat Customers', 'VIPs'];
const PHASES = ['Awareness', 'Consideration', 'First Purchase', 'Retention', 'Loyalty and Advocacy'];

/** The survey answer without its end punctuation, ready to follow a colon mid-sentence. */
function answer(text: string | undefined): string | undefined {
  const t = clean(text).replace(/[.!?;:]+$/, '');
  return t ? lowerFirst(t) : undefined;
}

const noDiscounts = (profile: BrandProfile) => /don['’]?t offer|do not offer|no discount|never discount/i.test(profile.discount ?? '');

// ---- concepts ---------------------------------------------------------------------------------

/** What one concept is about: a product (P), another product (Q), a season (S), the brand (B). */
interface Slots {
  P?: string;
  Q?: string;
  S?: string;
  B: string;
}

interface ConceptFrame {
  /** Title templates; a template is used only when every slot it names is known. */
  titles: string[];
  message: (v: Slots, profile: BrandProfile) => string;
  cta: (v: Slots, profile: BrandProfile) => string[];
  priority: string;
}

const CONCEPT_FRAMES: Record<CampaignType, ConceptFrame> = {
  product_spotlight: {
    titles: ['Why {P} Is a Customer Favourite', 'Meet {P}, a {B} Best-Seller', 'A Closer Look at {P}', '{P}: What Makes It Worth It', 'Meet the {B} Best-Sellers', 'The Customer Favourites at {B}'],
    message: (v) =>
      v.P
        ? `Show what makes ${v.P} worth it, with one customer quote and one practical detail.${v.Q ? ` Suggest ${v.Q} alongside it for readers who want more.` : ''}`
        : `Show what makes the ${v.B} best-sellers worth it, with one customer quote and one practical detail.`,
    cta: (v) => (v.P ? [`Shop ${v.P}`, 'See why people love it'] : ['Shop the best-sellers', 'See why people love them']),
    priority: 'Grow revenue from best-sellers',
  },
  education: {
    titles: ['How to Get the Most from {P}', 'The {B} Guide to {P}', '3 Things to Know About {P}', '{P}, Explained', 'Getting Started with {B}', 'Questions Customers Ask {B}'],
    message: (v, p) =>
      `Teach one useful thing about ${v.P ?? `what ${v.B} makes`} so that customers buy with confidence.${p.education ? ` What customers need to understand: ${answer(p.education)}.` : ''}`,
    cta: () => ['Read the guide', 'Learn more'],
    priority: 'Build product understanding',
  },
  community: {
    titles: ['Your {P} Stories', 'How Our Community Enjoys {P}', 'Customer Spotlight: Life with {P}', 'Why Customers Come Back to {B}', 'From Our Community: Your {B} Moments'],
    message: (v, p) =>
      `Feature real customers and what ${v.P ?? v.B} means to them, and invite replies.${p.drivers ? ` What brings customers back: ${answer(p.drivers)}.` : ''}`,
    cta: () => ['Share your story', 'Join the community'],
    priority: 'Deepen loyalty',
  },
  promotion: {
    titles: ['A Little Something on {P}', 'This Week Only: {P}', '{S}: Treat Yourself to {P}', '{P} and {Q}, Better Together', 'A Thank-You Offer from {B}'],
    message: (v, p) => {
      const what = `${v.P ?? 'the best-sellers'}${v.S ? ` for ${v.S}` : ''}${p.promotions ? `, built on what works for ${v.B}: ${answer(p.promotions)}` : ''}`;
      if (noDiscounts(p)) return `A clear, time-bound reason to buy ${what}. No discount: ${v.B} does not offer them.`;
      return `A clear, time-bound offer on ${what}. ${p.discount ? `Keep it within the usual discount range: ${answer(p.discount)}.` : 'Keep it within the usual discount range.'}`;
    },
    cta: (_v, p) => (noDiscounts(p) ? ['Shop now', 'Take a look'] : ['Claim the offer', 'Shop the sale']),
    priority: 'Drive conversions',
  },
  news: {
    titles: ['Now at {B}: {Q}', 'The Perfect Partner for {P}: {Q}', 'What Is New at {B}', 'News from {B}: Getting Ready for {S}', 'Fresh from {B}'],
    message: (v) =>
      `Share the latest from ${v.B} around ${v.Q ?? v.P ?? 'what is new'}${v.S ? ` as ${v.S} comes closer` : ''}, and why it matters to ${v.Q && v.P ? `readers who already love ${v.P}` : 'the reader'}.`,
    cta: (v) => (v.Q ? ['See what is new', `Discover ${v.Q}`] : ['See what is new', 'Read the news']),
    priority: 'Keep the audience engaged',
  },
  event: {
    titles: ['Save the Date: {S} at {B}', 'Join Us for {S}', 'You Are Invited: Meet the People Behind {P}', 'You Are Invited: An Evening with {B}', 'Save the Date: {B} Live'],
    message: (v) =>
      `Invite readers to a ${v.B} event${v.S ? ` for ${v.S}` : ''}${v.P ? ` around ${v.P}` : ''}, with the date, the place and what they will get.`,
    cta: () => ['Save your spot', 'RSVP now'],
    priority: 'Create memorable experiences',
  },
  thought_leadership: {
    titles: ['Why We Make {P} the Way We Do', 'The Story Behind {P}', 'What We Believe at {B}', 'Where {B} Is Headed Next'],
    message: (v, p) =>
      `Share the point of view of ${v.B} on ${v.P ?? 'what it makes and why'}, grounded in what customers care about.${p.goals ? ` It serves the six-month goal: ${answer(p.goals)}.` : ''}`,
    cta: () => ['Read our perspective', 'Read the article'],
    priority: 'Build brand authority',
  },
  other: {
    titles: ['A Note from {B}', 'A Thank-You from {B}', '{S} Picks from {B}', 'Made for You: {P}'],
    message: (v) => `A personal note${v.S ? ` for ${v.S}` : ''} about ${v.P ?? 'what is new'} that strengthens the relationship with ${v.B}.`,
    cta: () => ['Discover more', 'Take a look'],
    priority: 'Strengthen the relationship',
  },
};

function fill(template: string, values: Partial<Record<keyof Slots, string>>): string | null {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key as keyof Slots];
    if (!v) missing = true;
    return v ?? '';
  });
  return missing ? null : out;
}

function audienceOf(segment: string, v: Slots): string {
  switch (segment) {
    case 'New Subscribers':
      return v.P ? `New subscribers who have not tried ${v.P} yet` : `New subscribers getting to know ${v.B}`;
    case 'First-Time Customers':
      return `First-time customers of ${v.B}${v.P ? ` who bought ${v.P}` : ''}, ready for a second order`;
    case 'Repeat Customers':
      return v.P ? `Repeat customers who buy ${v.P}` : `Repeat customers of ${v.B}`;
    default:
      return v.P ? `VIP customers who love ${v.P}` : `The most loyal customers of ${v.B}`;
  }
}

export function demoConcepts(input: ConceptsInput): AiTaskOutputs['concepts'] {
  const rng = createRng({ task: 'concepts', input });
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.strategy), strategy: input.strategy, guidelines: input.brandGuideText });
  const B = profile.brand && profile.brand !== 'your brand' ? profile.brand : 'Our Shop';
  // the products the month's context names lead, then the best-sellers; a second product (Q)
  // comes from the secondary products when there are some
  const named = productsNamedIn(input.businessContext, profile.products);
  const main = [...named, ...(profile.bestSellers.length ? profile.bestSellers : profile.products).filter((p) => !named.includes(p))].map((p) => p.name);
  const partners = (profile.secondary.length ? profile.secondary : profile.products).map((p) => p.name);
  const seasons = profile.seasons;
  // A month follows the composition asked for (e.g. 2 product spotlights, 2 education, ...).
  const month = input.campaignType || !input.composition ? [] : CAMPAIGN_TYPES.flatMap((type) => Array<CampaignType>(input.composition?.[type] ?? 0).fill(type));
  const count = Math.max(1, Math.min(20, input.count ?? (input.campaignType ? 3 : month.length || CAMPAIGN_TYPES.length)));
  const existing = new Set([...(input.existingTitles ?? []), ...(input.rejected ?? []).map((r) => r.title)].map((t) => t.toLowerCase()));
  const contextLine = sentences(input.businessContext)[0];
  const pOffset = named.length ? 0 : rng.int(0, 7);
  const qOffset = rng.int(0, 7);
  const sOffset = rng.int(0, 7);

  const concepts = Array.from({ length: count }, (_, i) => {
    const campaignType = input.campaignType ?? month[i % (month.length || 1)] ?? CAMPAIGN_TYPES[i % CAMPAIGN_TYPES.length]!;
    const frame = CONCEPT_FRAMES[campaignType];
    const slots: Slots = { B };
    if (main.length) slots.P = main[(pOffset + i) % main.length];
    const partner = partners.map((_, k) => partners[(qOffset + i + k) % partners.length]!).find((q) => q !== slots.P);
    if (partner) slots.Q = partner;
    if (seasons.length) slots.S = seasons[(sOffset + i) % seasons.length];
    const titleSlots = { B, P: slots.P && titleCase(slots.P), Q: slots.Q && titleCase(slots.Q), S: slots.S && titleCase(slots.S) };
    // titles about this concept's product or season first; the brand-only ones when none is left
    const filled = (templates: string[]) => templates.map((t) => fill(t, titleSlots)).filter((t): t is string => Boolean(t));
    const specific = filled(frame.titles.filter((t) => /\{[PQS]\}/.test(t)));
    const generic = filled(frame.titles.filter((t) => !/\{[PQS]\}/.test(t)));
    const start = i + rng.int(0, 7);
    const turn = (list: string[]) => list.map((_, k) => list[(start + k) % list.length]!);
    const titles = [...turn(specific), ...turn(generic)];
    let title = titles.find((t) => !existing.has(t.toLowerCase())) ?? titles[0]!;
    for (let part = 2, base = title; existing.has(title.toLowerCase()); part += 1) title = `${base} (Part ${part})`;
    existing.add(title.toLowerCase());
    const segment = SEGMENTS[(i + rng.int(0, 3)) % SEGMENTS.length]!;
    return {
      title: title.slice(0, 200),
      campaignType,
      coreMessage: frame.message(slots, profile) + (contextLine && i === 0 ? ` This month: ${contextLine}` : ''),
      strategicAlignment: {
        targetSegment: segment,
        journeyPhase: PHASES[(SEGMENTS.indexOf(segment) + rng.int(0, 1)) % PHASES.length]!,
        strategicPriority: frame.priority,
        reference: `${B} email strategy: ${titleCase(campaignType.replace(/_/g, ' '))} content`,
      },
      targetAudience: audienceOf(segment, slots),
      callToAction: rng.pick(frame.cta(slots, profile)),
    };
  });
  return { concepts };
}

// ---- module suggestions -----------------------------------------------------------------------

const MODULE_ROLES: Array<{ role: string; pattern: RegExp }> = [
  { role: 'header', pattern: /header|logo|nav/i },
  { role: 'footer', pattern: /footer|unsubscribe/i },
  { role: 'hero', pattern: /hero|banner/i },
  { role: 'cta', pattern: /\bcta\b|call[ -]to[ -]action/i },
];

type DemoModule = SuggestModulesInput['modules'][number];

/** A module's part in an email: its category first (header, footer), then its name, then its description. */
function roleOf(m: DemoModule): string {
  if (m.category === 'header' || m.category === 'footer') return m.category;
  for (const text of [m.name, m.description ?? '']) {
    const found = MODULE_ROLES.find((r) => r.pattern.test(text));
    if (found) return found.role;
  }
  return 'content';
}

export function demoSuggestModules(input: SuggestModulesInput): AiTaskOutputs['suggest-modules'] {
  const rng = createRng({ task: 'suggest-modules', input });
  const goalWords = new Set(keywords(`${input.goal} ${input.brandContext ?? ''}`, 12));
  const goal = input.goal.toLowerCase();
  const describe = (m: DemoModule) => `${m.name} ${m.category ?? ''} ${m.description ?? ''}`;
  const score = (m: DemoModule) => {
    const words = keywords(describe(m), 20);
    let s = words.filter((w) => goalWords.has(w)).length * 2;
    if (/product|shop|collection|launch|sale|new|kit/.test(goal) && /product|grid|shop|collection/i.test(describe(m))) s += 3;
    if (/learn|guide|how|tips|educat|story|news/.test(goal) && /text|article|story|content|paragraph/i.test(describe(m))) s += 3;
    if (/review|testimonial|customer|community/.test(goal) && /testimonial|review|quote|social/i.test(describe(m))) s += 3;
    if (/sale|discount|offer|promo|%/.test(goal) && /offer|coupon|promo|discount/i.test(describe(m))) s += 3;
    return s + rng.next();
  };
  const pickRole = (role: string) => input.modules.filter((m) => roleOf(m) === role);
  const best = (list: DemoModule[], n: number) => [...list].sort((a, b) => score(b) - score(a)).slice(0, n);
  const chosen = [
    ...best(pickRole('header'), 1),
    ...best(pickRole('hero'), 1),
    ...best(pickRole('content'), 3),
    ...best(pickRole('cta'), 1),
    ...best(pickRole('footer'), 1),
  ];
  return { moduleIds: chosen.map((m) => m.id) };
}

// ---- field content ----------------------------------------------------------------------------

/** What an email is about: a whole product of the survey, or (without products) the goal's phrase. */
interface Topic {
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
function topicsOf(goal: string | undefined, profile: BrandProfile): Topic[] {
  const line = goalLine(goal);
  if (profile.products.length) return productsFirstNamedIn(line, profile.products).map((p) => ({ name: p.name, product: p }));
  const clause = clean(line.split(/[,;:]/)[0]);
  const phrase = goalPhrase(clause, '');
  if (phrase && phrase.split(' ').length <= 6) return [{ name: phrase }];
  return [{ name: 'our latest collection' }];
}

interface FieldContext {
  rng: Rng;
  profile: BrandProfile;
  brand: string;
  /** This copy's topic; copies of a module take the next topic in turn. */
  topic: Topic;
  /** Another product to mention, when there is one. */
  other?: string;
  season?: string;
  goal: string;
  options: DemoOptions;
  /** 0 for the first copy of a module, 1 for the second, ...: each copy reads differently. */
  variant: number;
  /** Product names: a cut never falls inside one. */
  keep: string[];
  /** Texts already written in this email: another module says something else where it can. */
  used: Set<string>;
}

/** The candidates turned by the copy number, so that the copies of a module read differently. */
function turned<T>(ctx: FieldContext, items: readonly T[]): T[] {
  const start = (ctx.rng.int(0, items.length - 1) + ctx.variant) % Math.max(1, items.length);
  return items.map((_, i) => items[(start + i) % items.length]!);
}

/** The first candidate (turned by copy) that fits the field, else the first generic one that does, else a careful cut. */
function pick(ctx: FieldContext, specific: string[], generic: string[], max?: number, words?: number): string {
  const fits = (t: string) => (!max || t.length <= max) && (!words || t.split(' ').length <= words);
  const fresh = (t: string) => fits(t) && !ctx.used.has(t.toLowerCase());
  const found = turned(ctx, specific).find(fresh) ?? turned(ctx, generic).find(fresh) ?? turned(ctx, specific).find(fits) ?? turned(ctx, generic).find(fits);
  const text = found ?? fitLength(generic[0] ?? specific[0] ?? ctx.brand, max, undefined, '', ctx.keep);
  ctx.used.add(text.toLowerCase());
  return text;
}

/** Sentences added in turn while the text stays within max. */
function paragraph(first: string[], middle: string[], last: string[], ctx: FieldContext, max?: number): string {
  const freshest = (list: string[]) => {
    const order = turned(ctx, list);
    const found = order.find((t) => !ctx.used.has(t.toLowerCase())) ?? order[0]!;
    ctx.used.add(found.toLowerCase());
    return found;
  };
  const parts = [freshest(first), ...(middle.length ? [freshest(middle)] : []), freshest(last)];
  let out = '';
  for (const part of parts) {
    const next = clean(`${out} ${part}`);
    if (!max || next.length <= max) out = next;
  }
  if (out) return out;
  const shortest = [...first, ...last].sort((a, b) => a.length - b.length)[0]!;
  return fitLength(shortest, max, undefined, '', ctx.keep);
}

function siteOf(profile: BrandProfile): string {
  return profile.website ?? 'https://example.com';
}

const DIMENSIONS = /(\d{2,4})\s*[×x]\s*(\d{2,4})/;

/** The demo image of a field: a placeholder drawn by this app, sized from the field's purpose. */
function imageFor(field: ContentField, ctx: FieldContext, about: string): string {
  const purpose = `${field.name} ${field.purpose ?? ''}`;
  const size = DIMENSIONS.exec(purpose);
  const logo = /logo/i.test(purpose);
  const [w, h] = size ? [Number(size[1]), Number(size[2])] : logo ? [480, 160] : /square|product|thumb|avatar|portrait/i.test(purpose) ? [600, 600] : [1200, 600];
  const text = logo ? ctx.brand : ctx.topic.product ? ctx.topic.name : ctx.profile.brand || titleCase(ctx.topic.name);
  const tone = (Number.parseInt(hashOf(text).slice(0, 6), 16) + ctx.variant) % DEMO_IMAGE_PALETTES.length;
  return demoImageUrl(ctx.options.publicUrl, { text: text || about, sub: logo || !ctx.profile.brand || text === ctx.profile.brand ? undefined : ctx.profile.brand, w, h, tone });
}

function fieldText(field: ContentField, ctx: FieldContext): string {
  const { brand, topic, profile } = ctx;
  const name = `${field.name} ${field.purpose ?? ''}`.toLowerCase();
  const key = field.name.toLowerCase();
  const P = topic.name;
  const Title = titleCase(P);
  const max = field.maxLength;
  const site = siteOf(profile);
  const isAddress = /url|link|href|src/.test(key) || (/address/.test(name) && /web|page|link|url|image/.test(name));
  if (isAddress) {
    if (/image|img|photo|picture|logo/.test(name)) return imageFor(field, ctx, P);
    if (/unsubscribe/.test(name)) return `${site}/unsubscribe`;
    if (/privacy/.test(name)) return `${site}/privacy`;
    return `${site}/?utm_source=email&utm_campaign=${slug(P)}${ctx.variant ? `&utm_content=${ctx.variant + 1}` : ''}`;
  }
  if (field.type === 'button' || /button|cta|call.?to.?action/.test(key)) {
    const limit = Math.min(max ?? 30, 30);
    const generic = ['Shop now', 'Discover more', 'Get yours today', 'See the collection', 'Find your favourite', 'Take a look'];
    return pick(ctx, topic.product ? [`Shop ${P}`, `Discover ${P}`, `Try ${P}`] : [], generic, limit, 5);
  }
  if (/unsubscribe/.test(name)) return 'Unsubscribe';
  if (/alt/.test(key)) return pick(ctx, [`${P} from ${brand}`, P], [brand], max);
  if (/company|brand/.test(key) && /name/.test(key)) return fitLength(brand, max);
  if (/postal|address/.test(name)) return fitLength(`${brand}, 100 Market Street, Springfield`, max);
  if (/pre.?header|preview/.test(name)) {
    return pick(ctx, [`A closer look at ${P}, picked for you by ${brand}.`, `Inside: ${P}, and why customers keep coming back.`], [`Something we think you will love, from ${brand}.`], max);
  }
  if (/tagline|kicker/.test(name)) {
    return pick(ctx, topic.product ? [`Home of ${P}`] : [], ['Made with care, for you', 'Thoughtfully made, happily shared', 'Good things, made well'], max);
  }
  if (/sub.?head|subtitle|lead.?in|intro/.test(name)) {
    return pick(
      ctx,
      [
        `${capitalize(P)}, thoughtfully made and ready for you.`,
        `Everything you need to know about ${P}, in one place.`,
        `A closer look at ${P}, and why customers keep coming back.`,
        ...(ctx.season ? [`Just in time for ${ctx.season}: ${P}, ready when you are.`] : []),
      ],
      [`Made for the way you live, from ${brand}.`, 'Thoughtfully made and ready for you.'],
      max,
    );
  }
  if (/headline|heading|title|header/.test(key)) {
    return pick(ctx, [`Discover ${Title}`, `${Title}, Made for You`, `Say Hello to ${Title}`, `Your Guide to ${Title}`, `Why We Love ${Title}`], ['Made for You', 'Something Worth Opening', 'Picked for You'], max);
  }
  if (/price/.test(key)) return fitLength(topic.product?.price ?? `$${ctx.rng.int(19, 89)}`, max);
  if (/date/.test(key)) return fitLength('This weekend', max);
  if (/name/.test(key)) {
    const names = [topic.product ? topic.name : titleCase(topic.name), ...profile.products.map((p) => p.name)];
    return names.find((n) => !max || n.length <= max) ?? fitLength(brand, max);
  }
  if (/quote|testimonial|review/.test(name)) {
    const quotes = profile.quotes.map((q) => `“${q}”`);
    return pick(ctx, quotes, [`“${capitalize(P)} has become part of my week, and I would not go without it now.” A ${brand} customer`, `“Everything from ${brand} feels made with care.” A happy customer`], max);
  }
  if (/footer|legal|disclaimer/.test(name)) return fitLength(`You are receiving this email because you subscribed to ${brand}.`, max);
  const first = [
    `At ${brand}, ${P} is one customers come back for, and we think you will feel the difference from the first use.`,
    `${capitalize(P)} is here for you: thoughtfully made, easy to love and ready when you are.`,
    `We put care into every detail of ${P}, so that you can simply enjoy it.`,
    `Good things take time, and ${P} is no exception.`,
  ];
  const middle = [
    ...(profile.education ? [`What customers want to know: ${answer(profile.education)}. We have put the essentials together for you.`] : []),
    ...(profile.drivers ? [`What brings customers back: ${answer(profile.drivers)}.`] : []),
    ...(ctx.other ? [`It pairs well with ${ctx.other}.`] : []),
    ...(ctx.season ? [`Just in time for ${ctx.season}.`] : []),
  ];
  const last = ['Take a look inside.', 'We think you will love it.', `Made with care by ${brand}.`];
  if (/description/.test(key)) return paragraph(first, [], last, ctx, max);
  return paragraph(first, middle, last, ctx, max);
}

export function demoFieldContent(input: FieldContentInput, options: DemoOptions = { publicUrl: 'http://localhost:3000' }): AiTaskOutputs['field-content'] {
  const rng = createRng({ task: 'field-content', input });
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.brandContext), strategy: input.brandStrategy, guidelines: input.brandGuidelines });
  const brand = profile.brand && profile.brand !== 'your brand' ? profile.brand : 'Our Company';
  const goal = clean(input.goal) || 'Introduce our latest collection';
  const topics = topicsOf(goal, profile);
  const keep = profile.products.map((p) => p.name);
  const instanceContent: Record<string, Record<string, string>> = {};
  const used = new Set<string>();
  for (const module of input.modules) {
    const values: Record<string, string> = {};
    const variant = module.copy ? Math.max(0, module.copy.index - 1) : 0;
    const topic = topics[variant % topics.length]!;
    const other = topics.find((t) => t.product && t !== topic)?.name;
    const season = profile.seasons.length ? profile.seasons[variant % profile.seasons.length] : undefined;
    const ctx: FieldContext = { rng, profile, brand, topic, other, season, goal, options, variant, keep, used };
    for (const field of module.fields) {
      const text = fieldText(field, ctx);
      const max = field.maxLength ?? (field.type === 'button' ? 30 : undefined);
      values[field.name] = fitLength(text, max, field.minLength, `Discover more from ${brand}.`, keep);
    }
    instanceContent[module.key] = values;
  }
  return { instanceContent };
}

// ---- subject lines and preview texts ----------------------------------------------------------

function subjectLinesFor(input: SubjectLinesInput, rng: Rng): string[] {
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.brandContext), strategy: input.brandStrategy, guidelines: input.brandGuidelines });
  const brand = profile.brand && profile.brand !== 'your brand' ? profile.brand : '';
  const [topic] = topicsOf(input.goal, profile);
  const P = topic!.name;
  const count = Math.max(1, Math.min(10, input.count ?? 5));
  const max = EMAIL_AIMS.subjectMax;
  const frames = topic!.product
    ? [`Meet ${P}`, `Why customers love ${P}`, `A closer look at ${P}`, `${P}, picked for you`, `Your guide to ${P}`, `The story behind ${P}`, `Just for you: ${P}`, ...(brand ? [`${brand}: ${P}`] : [])]
    : [
        `Introducing ${titleCase(P)}`,
        `${titleCase(P)} is here`,
        `You’ll love ${P}`,
        `A first look at ${P}`,
        `Why everyone’s talking about ${P}`,
        `${brand || 'Just for you'}: ${P}`,
        `Don’t miss ${P}`,
        `The story behind ${P}`,
      ];
  const fitting = frames.filter((s) => s.length <= max);
  const generic = [`Something new from ${brand || 'us'}`, `A little something from ${brand || 'us'}`, 'Picked just for you', 'Have you seen this yet?', 'A closer look, just for you'].filter((s) => s.length <= max);
  const chosen = rng.pickMany(fitting, count);
  return [...chosen, ...generic.filter((g) => !chosen.includes(g))].slice(0, count);
}

function previewTextsFor(input: PreviewTextsInput, rng: Rng): string[] {
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.brandContext), strategy: input.brandStrategy, guidelines: input.brandGuidelines });
  const brand = profile.brand && profile.brand !== 'your brand' ? profile.brand : 'us';
  const [topic] = topicsOf(input.goal, profile);
  const P = topic!.name;
  const about = input.subjectLine ? ` ${clean(input.subjectLine).replace(/[.!?]+$/, '')}, and more inside.` : ' Open to find out more.';
  const { previewTextMin: min, previewTextMax: max } = EMAIL_AIMS;
  const frames = [
    `See what makes ${P} special, picked for you by ${brand}.`,
    `Everything you need to know about ${P}, in one quick read.`,
    `A closer look at ${P}. Open to find out more.`,
    `Made with care: ${P}, plus a little something for you.`,
    `${capitalize(P)} is waiting.${about}`,
    `Here’s why customers love ${P}, and why we think you will too.`,
  ];
  const generic = [`Something we think you will love, picked for you by ${brand}.`, 'A little something we think you will love. Open to find out more.'];
  const count = Math.max(1, Math.min(10, input.count ?? 5));
  const fitting = frames.filter((s) => s.length <= max);
  const chosen = rng.pickMany(fitting.length ? fitting : generic, count);
  return chosen.map((s) => fitLength(s, max, min, `Open to see more from ${brand}.`, [P]));
}

export function demoSubjectLines(input: SubjectLinesInput): AiTaskOutputs['subject-lines'] {
  const rng = createRng({ task: 'subject-lines', input });
  return { subjectLines: subjectLinesFor(input, rng), previewTexts: previewTextsFor(input, rng) };
}

export function demoPreviewTexts(input: PreviewTextsInput): AiTaskOutputs['preview-texts'] {
  return { previewTexts: previewTextsFor(input, createRng({ task: 'preview-texts', input })) };
}

// ---- refinements ------------------------------------------------------------------------------

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
function applyInstructions(text: string, instructions: string, rng: Rng, maxLength?: number, minLength?: number, keep: readonly string[] = []): string {
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

export function demoRefineContent(input: RefineContentInput): AiTaskOutputs['refine-content'] {
  const rng = createRng({ task: 'refine-content', input });
  const profile = brandProfile({ brandName: input.brandName, strategy: input.brandStrategy, guidelines: input.brandGuidelines });
  const keep = profile.products.map((p) => p.name);
  const base = clean(input.content) || (input.goal ? `${capitalize(goalPhrase(input.goal))}.` : `A fresh take on ${input.fieldName}.`);
  if (input.fieldType === 'button') {
    // a button stays a short action: reworded, never prefixed, a product name kept whole
    const max = Math.min(input.maxLength ?? 30, 30);
    const product = productsNamedIn(base, profile.products)[0]?.name;
    const action = base.replace(/[.!]+$/, '');
    const urgent = /urgen|hurry|now|today/i.test(input.userFeedback);
    const candidates = product
      ? urgent
        ? [`Shop ${product} now`, `Get ${product} today`, `Shop ${product}`, 'Shop now']
        : [`Get ${product} today`, `Try ${product}`, `Discover ${product}`, 'Shop now']
      : urgent
        ? [`${action} now`, `${action} today`, 'Shop now', 'Get yours now']
        : [`${action} today`, `Get ${action.replace(/^(shop|get|discover|explore)\s+/i, '').toLowerCase()}`, 'Discover more', 'Take a look'];
    const fits = (t: string) => t.length <= max && t.split(' ').length <= 5 && t.toLowerCase() !== action.toLowerCase();
    const text = candidates.find(fits) ?? (action.toLowerCase() === 'shop now' ? 'Get yours today' : 'Shop now');
    return { refinedContent: fitLength(text, max, input.minLength, '', keep) };
  }
  return { refinedContent: applyInstructions(base, input.userFeedback, rng, input.maxLength, input.minLength, keep) };
}

export function demoRefineConcept(input: RefineConceptInput): AiTaskOutputs['refine-concept'] {
  const rng = createRng({ task: 'refine-concept', input });
  const original: ConceptContent = {
    title: clean(input.concept.title),
    coreMessage: clean(input.concept.coreMessage),
    targetAudience: clean(input.concept.targetAudience),
    callToAction: clean(input.concept.callToAction),
  };
  const refined: ConceptContent = {
    title: applyInstructions(original.title || 'Untitled concept', input.instructions, rng, 200),
    coreMessage: applyInstructions(original.coreMessage || original.title, input.instructions, rng),
    targetAudience: original.targetAudience || 'Subscribers interested in this topic',
    callToAction: original.callToAction || 'Learn more',
  };
  if (/audience|segment|vip|new (?:customer|subscriber)/i.test(input.instructions)) {
    const named = /(?:\bon|\bto|\bfor|\btowards?|\btarget(?:ing)?)\s+((?:the\s+)?[\w' -]*?(?:vips?|customers?|subscribers?|buyers?|segment|audience)(?:\s+(?:customers?|subscribers?|buyers?))?\b)/i.exec(input.instructions);
    // the audience the instructions name, whole; without one the audience stays as it was
    if (named?.[1]) refined.targetAudience = `${capitalize(clean(named[1]))}${original.targetAudience ? ` (from: ${original.targetAudience})` : ''}`;
  }
  if (/cta|call to action|button/i.test(input.instructions)) refined.callToAction = rng.pick(['Shop now', 'Discover more', 'Claim yours']);
  return { original, refined };
}
