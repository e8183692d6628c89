// Email campaign concepts for the concepts page: a month in a composition, or a few of one
// category, written from the brand's strategy, guidelines and this month's business context.
import 'reflect-metadata';
import { CAMPAIGN_TYPES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import { ConceptsResultDto, type ConceptContentDto, type GeneratedConceptDto, type StrategicAlignmentDto } from './concept-content.dto.js';
import { agree, fixArticles, isPlural, reference, seasonReference, titledReference } from '../demo/demo-grammar.js';
import { brandOf, capitalize, createRng, fitLength, sentences, titleCase } from '../demo/demo-kit.js';
import { brandProfile, productsNamedIn, type BrandProfile } from '../demo/demo-profile.js';
import { answer } from '../demo/demo-writing.js';
import { jsonTask } from './ai-task.js';
import { JSON_RULE, joined } from './prompt-parts.js';

// The 8 concept categories live with the other shared constants; re-exported for the AI layer.
export { CAMPAIGN_TYPES, type CampaignType };

export interface ConceptsInput {
  brandName?: string;
  /** The generated strategy (markdown). */
  strategy?: string;
  /** The brand guidelines text. */
  guidelines?: string;
  /** Only this category, when generating "for this category". */
  campaignType?: CampaignType;
  /** The monthly business context the user typed. */
  businessContext?: string;
  /** How many concepts to write (default: 8, one per category; 3 for one category). */
  count?: number;
  /** Titles that exist already, to avoid repeating them. */
  existingTitles?: string[];
  /** Without a campaignType: how many of each type make the month (the recommended composition). */
  composition?: Partial<Record<CampaignType, number>>;
  /** Concepts the user rejected: what this brand does not want. */
  rejected?: Array<{ title: string; campaignType: string }>;
}

// The answer's shapes are the concept's own (concept-content.dto.ts): one class each
// for the API's routes and this answer, with the spec's "concept generation fields" messages.
export type StrategicAlignment = StrategicAlignmentDto;
export type ConceptContent = ConceptContentDto;
export type GeneratedConcept = GeneratedConceptDto;
export type ConceptsOutput = ConceptsResultDto;

/** How many concepts a request asks for: one category 3, a month its composition, else one per type. */
export function conceptCount(input: ConceptsInput): number {
  if (input.count) return input.count;
  if (input.campaignType) return 3;
  if (input.composition) return Object.values(input.composition).reduce((sum, n) => sum + (n ?? 0), 0) || 8;
  return 8;
}

function compositionText(composition: Partial<Record<string, number>>): string {
  return Object.entries(composition)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
}

/** What a month must hold: the composition asked for, type by type. */
function compositionProblems(concepts: GeneratedConcept[], composition: Partial<Record<CampaignType, number>>): string[] {
  const counts = new Map<string, number>();
  for (const c of concepts) counts.set(normalizeCampaignType(c.campaignType), (counts.get(normalizeCampaignType(c.campaignType)) ?? 0) + 1);
  return Object.entries(composition)
    .filter(([type, n]) => (counts.get(type) ?? 0) !== n)
    .map(([type, n]) => `concepts: expected ${n} of type ${type}, got ${counts.get(type) ?? 0}`);
}

export const conceptsTask = jsonTask({
  name: 'concepts',
  output: ConceptsResultDto,
  prompt: (input: ConceptsInput) => ({
    system: `You are an email marketing strategist. ${JSON_RULE}`,
    prompt: joined([
      `Write ${input.count ?? conceptCount(input)} email campaign concepts for ${input.brandName ?? 'this brand'}${input.campaignType ? ` of campaign type ${input.campaignType}` : input.composition ? `, a month of emails: ${compositionText(input.composition)}` : ', one per campaign type'}.`,
      'Answer {"concepts":[{"title","coreMessage","campaignType","strategicAlignment":{"targetSegment","journeyPhase","strategicPriority","reference"},"targetAudience","callToAction"}]}. campaignType is one of product_spotlight, education, community, promotion, news, event, thought_leadership, other. title at most 200 characters. Every field is required except reference.',
      input.businessContext ? `This month's business context:\n${input.businessContext}` : '',
      input.existingTitles?.length ? `Do not repeat these titles: ${input.existingTitles.join('; ')}` : '',
      input.rejected?.length
        ? `The brand rejected these concepts; this is what it does not want, so write nothing like them:\n${input.rejected.map((r) => `- "${r.title}" (${r.campaignType})`).join('\n')}`
        : '',
      input.strategy ? `Email strategy:\n${input.strategy}` : '',
      input.guidelines ? `Brand guidelines:\n${input.guidelines}` : '',
    ]),
  }),
  // A month (no category) must follow its composition.
  check: (value, input) => (input.campaignType || !input.composition ? [] : compositionProblems(value.concepts, input.composition)),
  demo: (input) => demoConcepts(input),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

const SEGMENTS = ['New Subscribers', 'First-Time Customers', 'Repeat Customers', 'VIPs'];
const PHASES = ['Awareness', 'Consideration', 'First Purchase', 'Retention', 'Loyalty and Advocacy'];

const noDiscounts = (profile: BrandProfile) => /don['’]?t offer|do not offer|no discount|never discount/i.test(profile.discount ?? '');

/**
 * What one concept is about: a product (P), another product (Q), a season (S), the brand (B). P and
 * Q are as a sentence refers to them ("the Merino hiking socks"); `plural` is P's number.
 */
interface Slots {
  P?: string;
  Q?: string;
  S?: string;
  B: string;
  plural?: boolean;
}

interface ConceptFrame {
  /** Title templates ("[singular|plural]" agrees with P); a template is used only when every slot it names is known. */
  titles: string[];
  message: (v: Slots, profile: BrandProfile) => string;
  cta: (v: Slots, profile: BrandProfile) => string[];
  priority: string;
}

const CONCEPT_FRAMES: Record<CampaignType, ConceptFrame> = {
  product_spotlight: {
    titles: ['Why {P} [Is a Customer Favourite|Are Customer Favourites]', 'Meet {P}, [a {B} Best-Seller|{B} Best-Sellers]', 'A Closer Look at {P}', '{P}: What Makes [It|Them] Worth It', 'Meet the {B} Best-Sellers', 'The Customer Favourites at {B}'],
    message: (v) =>
      v.P
        ? `Show what makes ${v.P} worth it, with one customer quote and one practical detail.${v.Q ? ` Suggest ${v.Q} alongside ${agree('[it|them]', Boolean(v.plural))} for readers who want more.` : ''}`
        : `Show what makes the ${v.B} best-sellers worth it, with one customer quote and one practical detail.`,
    cta: (v) => (v.P ? [`Shop ${v.P}`, agree('See why people love [it|them]', Boolean(v.plural))] : ['Shop the best-sellers', 'See why people love them']),
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
      `Feature real customers and what ${v.P ?? v.B} ${v.P && v.plural ? 'mean' : 'means'} to them, and invite replies.${p.drivers ? ` What brings customers back: ${answer(p.drivers)}.` : ''}`,
    cta: () => ['Share your story', 'Join the community'],
    priority: 'Deepen loyalty',
  },
  promotion: {
    titles: ['A Little Something on {P}', 'A Reason to Try {P}', '{S}: Treat Yourself to {P}', '{P} and {Q}, Better Together', 'A Thank-You Offer from {B}'],
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

function fill(template: string, values: Partial<Record<'P' | 'Q' | 'S' | 'B', string>>, plural = false): string | null {
  let missing = false;
  const out = agree(template, plural).replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key as 'P' | 'Q' | 'S' | 'B'];
    if (!v) missing = true;
    return v ?? '';
  });
  // a title's words after a colon start as a title does: "Save the Date: The Holiday Season at Lumen"
  return missing ? null : capitalize(fixArticles(out)).replace(/: (the|a|an) /g, (_, w: string) => `: ${capitalize(w)} `);
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

export function demoConcepts(input: ConceptsInput): ConceptsOutput {
  const rng = createRng({ task: 'concepts', input });
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.strategy), strategy: input.strategy, guidelines: input.guidelines });
  const hasName = Boolean(profile.brand && profile.brand !== 'your brand');
  const B = hasName ? profile.brand : 'Our Shop';
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
    const product = main.length ? main[(pOffset + i) % main.length] : undefined;
    const partner = partners.map((_, k) => partners[(qOffset + i + k) % partners.length]!).find((q) => q !== product);
    // names as the brand wrote them, with "the" before a common noun ("the Merino hiking socks")
    if (product) Object.assign(slots, { P: reference(product), plural: isPlural(product) });
    if (partner) slots.Q = reference(partner);
    const season = seasons.length ? seasons[(sOffset + i) % seasons.length] : undefined;
    if (season) slots.S = seasonReference(season);
    const titleSlots = { B, P: product && titledReference(product), Q: partner && titledReference(partner), S: season && seasonReference(season).replace(season, titleCase(season)) };
    // titles about this concept's product or season first; the brand-only ones when none is left;
    // without a brand name, no title that puts the stand-in where a name goes ("the Our Shop Guide")
    const usable = (t: string) => hasName || !/(?:\bthe|\ba|,) \{B\}|\{B\} Best/i.test(t);
    const filled = (templates: string[]) => templates.filter(usable).map((t) => fill(t, titleSlots, slots.plural)).filter((t): t is string => Boolean(t));
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
      title: fitLength(title, 200),
      campaignType,
      coreMessage: fixArticles(frame.message(slots, profile)) + (contextLine && i === 0 ? ` This month: ${contextLine}` : ''),
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
