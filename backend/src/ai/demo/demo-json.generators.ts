// Demo answers for the JSON tasks: concepts, module choice, field content, subject lines,
// preview texts and refinements. Each answer has the shape of AiTaskOutputs[task].
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
import {
  brandOf,
  capitalize,
  clean,
  createRng,
  fitLength,
  goalPhrase,
  keywords,
  sentences,
  slug,
  titleCase,
  type Rng,
} from './demo-kit.js';

const SEGMENTS = ['New Subscribers', 'First-Time Customers', 'Repeat Customers', 'VIPs'];
const PHASES = ['Awareness', 'Consideration', 'First Purchase', 'Retention', 'Loyalty and Advocacy'];

const CONCEPT_FRAMES: Record<CampaignType, { title: string[]; message: string; cta: string[]; priority: string }> = {
  product_spotlight: {
    title: ['Why {topic} Is a Customer Favourite', 'Meet {topic}: The {brand} Best-Seller', 'A Closer Look at {topic}'],
    message: 'Show what makes {topic} worth it, with one customer quote and one practical detail.',
    cta: ['Shop {topic}', 'See why people love it'],
    priority: 'Grow revenue from best-sellers',
  },
  education: {
    title: ['How to Get the Most from {topic}', 'The {brand} Guide to {topic}', '3 Things to Know About {topic}'],
    message: 'Teach one useful thing about {topic} so that customers buy with confidence.',
    cta: ['Read the guide', 'Learn more'],
    priority: 'Build product understanding',
  },
  community: {
    title: ['Your {topic} Stories', 'How Our Community Uses {topic}', 'Customer Spotlight: {topic}'],
    message: 'Feature real customers and what {topic} means to them, and invite replies.',
    cta: ['Share your story', 'Join the community'],
    priority: 'Deepen loyalty',
  },
  promotion: {
    title: ['A Little Something on {topic}', 'This Week Only: {topic}', 'Treat Yourself to {topic}'],
    message: 'A clear, time-bound offer on {topic}, kept within the usual discount range.',
    cta: ['Claim the offer', 'Shop the sale'],
    priority: 'Drive conversions',
  },
  news: {
    title: ['New at {brand}: {topic}', 'What Is New with {topic}', 'Fresh from {brand}'],
    message: 'Share the latest from {brand} around {topic} and why it matters to the reader.',
    cta: ['See what is new', 'Read the news'],
    priority: 'Keep the audience engaged',
  },
  event: {
    title: ['You Are Invited: {topic}', 'Join Us for {topic}', 'Save the Date: {topic}'],
    message: 'Invite readers to an event around {topic}, with the date, place and what they will get.',
    cta: ['Save your spot', 'RSVP now'],
    priority: 'Create memorable experiences',
  },
  thought_leadership: {
    title: ['Our Take on {topic}', 'The Future of {topic}', 'Why We Do {topic} Differently'],
    message: 'Share the point of view of {brand} on {topic}, grounded in what customers care about.',
    cta: ['Read our perspective', 'Read the article'],
    priority: 'Build brand authority',
  },
  other: {
    title: ['A Note from {brand} on {topic}', 'Something Special: {topic}', 'Made for You: {topic}'],
    message: 'A personal note about {topic} that strengthens the relationship with {brand}.',
    cta: ['Discover more', 'Take a look'],
    priority: 'Strengthen the relationship',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export function demoConcepts(input: ConceptsInput): AiTaskOutputs['concepts'] {
  const rng = createRng({ task: 'concepts', input });
  const brand = brandOf(input.brandName, input.strategy);
  const source = [input.businessContext ?? '', input.businessContext ?? '', input.strategy ?? '', input.brandGuideText ?? ''].join(' ');
  const topics = keywords(source, 8).map(titleCase);
  // A month follows the composition asked for (e.g. 2 product spotlights, 2 education, ...).
  const month = input.campaignType || !input.composition ? [] : CAMPAIGN_TYPES.flatMap((type) => Array<CampaignType>(input.composition?.[type] ?? 0).fill(type));
  const count = Math.max(1, Math.min(20, input.count ?? (input.campaignType ? 3 : month.length || CAMPAIGN_TYPES.length)));
  const existing = new Set([...(input.existingTitles ?? []), ...(input.rejected ?? []).map((r) => r.title)].map((t) => t.toLowerCase()));
  const contextLine = sentences(input.businessContext)[0];

  const concepts = Array.from({ length: count }, (_, i) => {
    const campaignType = input.campaignType ?? month[i % (month.length || 1)] ?? CAMPAIGN_TYPES[i % CAMPAIGN_TYPES.length]!;
    const frame = CONCEPT_FRAMES[campaignType];
    const topic = topics.length ? topics[(i + rng.int(0, topics.length - 1)) % topics.length]! : 'Our Best-Sellers';
    const values = { brand, topic };
    let title = fill(frame.title[(i + rng.int(0, 2)) % frame.title.length]!, values);
    for (let part = i + 2, base = title; existing.has(title.toLowerCase()); part += 1) title = `${base} (Part ${part})`;
    existing.add(title.toLowerCase());
    const segment = SEGMENTS[(i + rng.int(0, 3)) % SEGMENTS.length]!;
    return {
      title: title.slice(0, 200),
      campaignType,
      coreMessage: fill(frame.message, values) + (contextLine && i === 0 ? ` This month: ${contextLine}` : ''),
      strategicAlignment: {
        targetSegment: segment,
        journeyPhase: PHASES[(SEGMENTS.indexOf(segment) + rng.int(0, 1)) % PHASES.length]!,
        strategicPriority: frame.priority,
        reference: `${brand} email strategy: ${titleCase(campaignType.replace(/_/g, ' '))} content`,
      },
      targetAudience: `${segment} of ${brand} interested in ${topic.toLowerCase()}`,
      callToAction: fill(rng.pick(frame.cta), values),
    };
  });
  return { concepts };
}

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

interface FieldContext {
  rng: Rng;
  brand: string;
  topic: string;
  goal: string;
  module: string;
  /** 0 for the first copy of a module, 1 for the second, ...: each copy reads differently. */
  variant: number;
}

/** The nth of a list of phrasings, turned by the copy number so duplicates differ. */
function turn<T>(ctx: FieldContext, items: readonly T[]): T {
  return items[(ctx.rng.int(0, items.length - 1) + ctx.variant) % items.length] as T;
}

function siteOf(brand: string): string {
  return `https://www.${slug(brand === 'your brand' ? 'example' : brand).replace(/-/g, '')}.com`;
}

function fieldText(field: ContentField, ctx: FieldContext): string {
  const { brand, topic } = ctx;
  const name = `${field.name} ${field.purpose ?? ''}`.toLowerCase();
  const key = field.name.toLowerCase();
  const Topic = titleCase(topic);
  const site = siteOf(brand);
  const isAddress = /url|link|href|src/.test(key) || (/address/.test(name) && /web|page|link|url|image/.test(name));
  if (isAddress) {
    if (/image|img|photo|picture|logo/.test(name)) return `https://placehold.co/1200x600?text=${encodeURIComponent(ctx.variant ? `${Topic} ${ctx.variant + 1}` : Topic)}`;
    if (/unsubscribe/.test(name)) return `${site}/unsubscribe`;
    if (/privacy/.test(name)) return `${site}/privacy`;
    return `${site}/${slug(topic)}${ctx.variant ? `-${ctx.variant + 1}` : ''}`;
  }
  if (field.type === 'button' || /button|cta|call.?to.?action/.test(key)) {
    // a button is a short action: the topic goes in only when it is short itself
    if (Topic.split(' ').length > 3) return turn(ctx, ['Shop now', 'Discover more', 'Get yours today', 'See the collection', 'Find your favourite', 'Take a look']);
    return turn(ctx, [`Shop ${Topic}`, 'Discover more', `Explore ${Topic}`, 'Get yours today', 'See the collection', 'Find your favourite']);
  }
  if (/unsubscribe/.test(name)) return 'Unsubscribe';
  if (/alt/.test(key)) return `${Topic} from ${brand}`;
  if (/company|brand/.test(key) && /name/.test(key)) return brand === 'your brand' ? 'Our Company' : brand;
  if (/postal|address/.test(name)) return `${brand === 'your brand' ? 'Our Company' : brand}, 100 Market Street, Springfield`;
  if (/pre.?header|preview/.test(name)) return `Inside: ${topic} from ${brand}, picked for you.`;
  if (/sub.?head|subtitle|tagline|kicker|lead.?in|intro/.test(name)) {
    return turn(ctx, [
      `Made for the way you live, from ${brand}.`,
      `${capitalize(topic)}, thoughtfully made and ready for you.`,
      `Everything you need to know about ${topic}, in one place.`,
      `A closer look at ${topic}, and why customers keep coming back.`,
    ]);
  }
  if (/headline|heading|title|header/.test(key)) return turn(ctx, [`Discover ${Topic}`, `${Topic}, Made for You`, `Say Hello to ${Topic}`, `Your Guide to ${Topic}`, `Why We Love ${Topic}`]);
  if (/price/.test(key)) return `$${ctx.rng.int(19, 89)}`;
  if (/date/.test(key)) return 'This weekend';
  if (/product/.test(key) && /name/.test(key)) return ctx.variant ? `${Topic} No. ${ctx.variant + 1}` : Topic;
  if (/name/.test(key)) return Topic;
  if (/quote|testimonial|review/.test(name)) return `“I didn’t expect ${topic} to make such a difference. I’m a customer for life.” A happy ${brand} customer`;
  if (/footer|legal|disclaimer/.test(name)) return `You are receiving this email because you subscribed to ${brand}.`;
  return `${turn(ctx, [
    `At ${brand}, we made ${topic} for moments that matter, and we think you will feel the difference from the first use.`,
    `${capitalize(topic)} is here, and it is everything our customers asked for: thoughtfully made, easy to love, ready for you.`,
    `We put care into every detail of ${topic}, so you can simply enjoy it. Here is why customers keep coming back.`,
    `Good things take time, and ${topic} is no exception. Here is what went into it, and what it brings to your day.`,
  ])} ${turn(ctx, ['Take a look inside.', 'We think you will love it.', `Made with care by ${brand}.`])}`;
}

export function demoFieldContent(input: FieldContentInput): AiTaskOutputs['field-content'] {
  const rng = createRng({ task: 'field-content', input });
  const brand = brandOf(input.brandName, input.brandContext);
  const goal = clean(input.goal) || 'Introduce our latest collection';
  const topic = goalPhrase(goal);
  const instanceContent: Record<string, Record<string, string>> = {};
  for (const module of input.modules) {
    const values: Record<string, string> = {};
    const variant = module.copy ? Math.max(0, module.copy.index - 1) : 0;
    for (const field of module.fields) {
      const text = fieldText(field, { rng, brand, topic, goal, module: module.name, variant });
      const max = field.maxLength ?? (field.type === 'button' ? 30 : undefined);
      values[field.name] = fitLength(text, max, field.minLength, `Discover ${topic} from ${brand}.`);
    }
    instanceContent[module.key] = values;
  }
  return { instanceContent };
}

function subjectLinesFor(input: SubjectLinesInput, rng: Rng): string[] {
  const brand = brandOf(input.brandName, input.brandContext);
  const topic = goalPhrase(input.goal);
  const Topic = titleCase(topic);
  const frames = [
    `Introducing ${Topic}`,
    `${Topic} is here`,
    `You’ll love ${topic}`,
    `A first look at ${topic}`,
    `Why everyone’s talking about ${topic}`,
    `${brand === 'your brand' ? 'Just for you' : brand}: ${topic}`,
    `Don’t miss ${topic}`,
    `The story behind ${topic}`,
  ];
  const count = Math.max(1, Math.min(10, input.count ?? 5));
  return rng.pickMany(frames, count).map((s) => fitLength(s, EMAIL_AIMS.subjectMax));
}

function previewTextsFor(input: PreviewTextsInput, rng: Rng): string[] {
  const brand = brandOf(input.brandName, input.brandContext);
  const topic = goalPhrase(input.goal);
  const about = input.subjectLine ? ` ${clean(input.subjectLine).replace(/[.!?]+$/, '')}, and more inside.` : '';
  const frames = [
    `See what makes ${topic} special, picked for you by ${brand}.`,
    `Everything you need to know about ${topic}, in one quick read.`,
    `Your first look at ${topic}. Open to find out more.`,
    `Made with care: ${topic}, plus a little something for you.`,
    `${capitalize(topic)} is waiting.${about}`,
    `Here’s why customers love ${topic}, and why we think you will too.`,
  ];
  const count = Math.max(1, Math.min(10, input.count ?? 5));
  const { previewTextMin: min, previewTextMax: max } = EMAIL_AIMS;
  return rng.pickMany(frames, count).map((s) => fitLength(s, max, min, `Open to see more from ${brand}.`));
}

export function demoSubjectLines(input: SubjectLinesInput): AiTaskOutputs['subject-lines'] {
  const rng = createRng({ task: 'subject-lines', input });
  return { subjectLines: subjectLinesFor(input, rng), previewTexts: previewTextsFor(input, rng) };
}

export function demoPreviewTexts(input: PreviewTextsInput): AiTaskOutputs['preview-texts'] {
  return { previewTexts: previewTextsFor(input, createRng({ task: 'preview-texts', input })) };
}

/** Applies plain-language instructions ("shorter", "more urgent", "friendlier") to a text. */
function applyInstructions(text: string, instructions: string, rng: Rng, maxLength?: number, minLength?: number): string {
  const ask = instructions.toLowerCase();
  let out = clean(text);
  if (/short|concise|brief|trim|less/.test(ask)) {
    out = sentences(out)[0] ?? out;
    const words = out.split(' ');
    if (words.length > 8) out = `${words.slice(0, Math.ceil(words.length * 0.7)).join(' ').replace(/[,;:]$/, '')}.`;
  }
  if (/urgen|scarcity|hurry|fomo/.test(ask)) out = `${rng.pick(['Last chance:', 'Ends soon:', 'Only this week:'])} ${out}`;
  if (/friendl|warm|casual|fun|playful/.test(ask)) out = `${rng.pick(['Good news!', 'Hey there!', 'Guess what?'])} ${out}`;
  if (/formal|professional/.test(ask)) out = out.replace(/!+/g, '.').replace(/^(hey there|hi)[,!]?\s*/i, '');
  if (/long|expand|detail|more about/.test(ask)) out = `${out} ${rng.pick(['Every detail was chosen with you in mind.', 'Here is a little more about why it matters.'])}`;
  if (/emoji/.test(ask)) out = `${out} ✨`;
  if (out === clean(text)) out = `${rng.pick(['Simply put:', 'In short:', 'Here it is:'])} ${out}`;
  return fitLength(out, maxLength, minLength);
}

export function demoRefineContent(input: RefineContentInput): AiTaskOutputs['refine-content'] {
  const rng = createRng({ task: 'refine-content', input });
  const base = clean(input.content) || (input.goal ? `${capitalize(goalPhrase(input.goal))}.` : `A fresh take on ${input.fieldName}.`);
  if (input.fieldType === 'button') {
    // a button stays a short action: reword it rather than prefixing it
    const words = base.split(' ').slice(0, 4).join(' ').replace(/[.!]+$/, '');
    const urgent = /urgen|hurry|now|today/i.test(input.userFeedback);
    const text = urgent ? `${words} now` : rng.pick([`${words} today`, `Get ${words.replace(/^(shop|get|discover|explore)\s+/i, '').toLowerCase()}`, words]);
    return { refinedContent: fitLength(text === base ? `${text} today` : text, input.maxLength ?? 30, input.minLength) };
  }
  return { refinedContent: applyInstructions(base, input.userFeedback, rng, input.maxLength, input.minLength) };
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
    const focus = named?.[1] ? clean(named[1]) : keywords(input.instructions, 3).join(', ');
    refined.targetAudience = `${capitalize(focus)}${original.targetAudience ? ` (from: ${original.targetAudience})` : ''}`;
  }
  if (/cta|call to action|button/i.test(input.instructions)) refined.callToAction = rng.pick(['Shop now', 'Discover more', 'Claim yours']);
  return { original, refined };
}
