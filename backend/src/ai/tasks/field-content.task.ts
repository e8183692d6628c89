// The copy of every field of every module instance of a campaign, within each field's limits.
import { IsObject } from 'class-validator';
import { fieldProblem, tidy } from '@mailplan/shared';
import { demoImageUrl, DEMO_IMAGE_PALETTES } from '../demo/demo-images.js';
import { agree, fixArticles, seasonReference, titledReference } from '../demo/demo-grammar.js';
import { brandOf, capitalize, clean, createRng, fitLength, hashOf, slug, titleCase, type Rng } from '../demo/demo-kit.js';
import { brandProfile, type BrandProfile } from '../demo/demo-profile.js';
import { answer, topicsOf, type Topic } from '../demo/demo-writing.js';
import { DEFAULT_DEMO_OPTIONS, jsonTask, type DemoOptions } from './ai-task.js';
import { brandSection, JSON_RULE, joined } from './prompt-parts.js';
import type { PromptBrand, ContentField } from './task-inputs.js';

export interface FieldContentInput extends PromptBrand {
  goal: string;
  /**
   * One entry per module instance to fill; `key` is the instance id (or module id). `copy` marks
   * the duplicates of a module (copy 2 of 3), which must each get different copy.
   */
  modules: Array<{ key: string; name: string; description?: string; fields: ContentField[]; copy?: { index: number; total: number } }>;
}

export class FieldContentResultSchema {
  /** instance key → field name → text */
  @IsObject({ message: 'must be an object keyed by the keys given' })
  instanceContent!: Record<string, Record<string, string>>;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The copies of a module (entries with `copy`) whose copy is the same as an earlier copy's,
 * addresses aside. Copies are entries of the same module: the same name, description and fields.
 */
export function sameCopy(modules: FieldContentInput['modules'], content: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const firstByText = new Map<string, string>();
  for (const module of modules) {
    if (!module.copy) continue;
    const fields = content[module.key];
    if (!isObject(fields)) continue;
    const words = module.fields
      .filter((f) => !/url|link|href|src/i.test(f.name))
      .map((f) => tidy(String(fields[f.name] ?? '')).toLowerCase())
      .join('\u0000');
    const key = `${JSON.stringify([module.name, module.description ?? '', module.fields])}\u0001${words}`;
    const earlier = firstByText.get(key);
    if (earlier) problems.push(`instanceContent.${module.key}: the same copy as ${earlier}; each copy of a module needs different copy`);
    else firstByText.set(key, `instanceContent.${module.key}`);
  }
  return problems;
}

/**
 * A text for every field of every entry, within the field's limits, and different copy for the
 * copies of a module. The retried answer may be over a maximum (the caller cuts it with care) and
 * repeat a copy (the caller keeps it and logs it).
 */
function contentProblems(value: FieldContentResultSchema, input: FieldContentInput, retried: boolean): string[] {
  const content = value.instanceContent;
  const problems: string[] = [];
  for (const module of input.modules) {
    const fields = content[module.key];
    if (!isObject(fields)) {
      problems.push(`instanceContent.${module.key}: missing`);
      continue;
    }
    for (const field of module.fields) {
      const problem = fieldProblem(`instanceContent.${module.key}.${field.name}`, field, fields[field.name], !retried);
      if (problem) problems.push(problem);
    }
  }
  if (!retried) problems.push(...sameCopy(input.modules, content));
  return problems;
}

export const fieldContentTask = jsonTask({
  name: 'field-content',
  output: FieldContentResultSchema,
  check: contentProblems,
  prompt: (input: FieldContentInput) => ({
    system: `You write email copy. ${JSON_RULE}`,
    prompt: joined([
      `Write the content of each field for an email with this goal: ${input.goal}`,
      brandSection(input),
      `Modules and their fields (JSON):\n${JSON.stringify(input.modules)}`,
      [
        'Rules:',
        '- Write every field of every key, as plain text (no HTML, no markdown).',
        '- Keep each text within its maxLength and at least its minLength, in characters.',
        '- A field of type "button" is a short call to action: 2 to 5 words, starting with a verb.',
        '- Fields that hold an address (url, link, image) get a plausible https address.',
        '- Entries marked with "copy" are copies of the same module: give each copy different copy.',
      ].join('\n'),
      'Answer {"instanceContent":{"<key>":{"<field name>":"<text>"}}} with every key and field above.',
    ]),
  }),
  demo: (input, options) => demoFieldContent(input, options),
});

// ---- the demo model's answer: from the input alone, deterministic ----------------------------

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
  // the topic as a sentence names it ("the spring tea collection", "Merino Socks"), agreeing with its number
  const P = topic.ref;
  const Title = titledReference(topic.name);
  const is = (template: string) => agree(template, topic.plural);
  const max = field.maxLength;
  const site = siteOf(profile);
  const isAddress = /url|link|href|src/.test(key) || (/address/.test(name) && /web|page|link|url|image/.test(name));
  if (isAddress) {
    if (/image|img|photo|picture|logo/.test(name)) return imageFor(field, ctx, topic.name);
    if (/unsubscribe/.test(name)) return `${site}/unsubscribe`;
    if (/privacy/.test(name)) return `${site}/privacy`;
    return `${site}/?utm_source=email&utm_campaign=${slug(topic.name)}${ctx.variant ? `&utm_content=${ctx.variant + 1}` : ''}`;
  }
  if (field.type === 'button' || /button|cta|call.?to.?action/.test(key)) {
    const limit = Math.min(max ?? 30, 30);
    const generic = ['Shop now', 'Discover more', 'Get yours today', 'See the collection', 'Find your favourite', 'Take a look'];
    return pick(ctx, topic.product ? [`Shop ${P}`, `Discover ${P}`, `Try ${P}`] : [], generic, limit, 5);
  }
  if (/unsubscribe/.test(name)) return 'Unsubscribe';
  if (/alt/.test(key)) return pick(ctx, [`${capitalize(P)} from ${brand}`, capitalize(P)], [brand], max);
  if (/company|brand/.test(key) && /name/.test(key)) return fitLength(brand, max);
  // never an invented address: the brand's own is not in its kit, so the copy says to add it
  if (/postal|address/.test(name)) return fitLength(`${brand} (add your postal address before sending)`, max);
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
    return pick(ctx, [`Discover ${Title}`, `${capitalize(Title)}, Made for You`, `Say Hello to ${Title}`, `Your Guide to ${Title}`, `Why We Love ${Title}`], ['Made for You', 'Something Worth Opening', 'Picked for You'], max);
  }
  // prices and dates only as the brand wrote them: a product without a price is not given one
  if (/price/.test(key)) return fitLength(topic.product?.price ?? 'See price online', max);
  if (/date/.test(key)) return fitLength('Date to be announced', max);
  if (/name/.test(key)) {
    const names = [topic.product ? topic.name : titleCase(topic.name), ...profile.products.map((p) => p.name)];
    return names.find((n) => !max || n.length <= max) ?? fitLength(brand, max);
  }
  if (/quote|testimonial|review/.test(name)) {
    const quotes = profile.quotes.map((q) => `“${q}”`);
    // only the customers' own words: without a review to quote, the field says where one comes from
    return pick(ctx, quotes, [`Add a customer review of ${P} to the brand guidelines to quote it here.`, 'Add a customer review to the brand guidelines to quote it here.'], max);
  }
  if (/footer|legal|disclaimer/.test(name)) return fitLength(`You are receiving this email because you subscribed to ${brand}.`, max);
  const first = [
    is(`At ${brand}, ${P} [is one|are what] customers come back for, and we think you will feel the difference from the first use.`),
    is(`${capitalize(P)} [is|are] here for you: thoughtfully made, easy to love and ready when you are.`),
    `We put care into every detail of ${P}, so that you can simply enjoy ${is('[it|them]')}.`,
    is(`Good things take time, and ${P} [is|are] no exception.`),
  ];
  const middle = [
    ...(profile.education ? [`What customers want to know: ${answer(profile.education)}. We have put the essentials together for you.`] : []),
    ...(profile.drivers ? [`What brings customers back: ${answer(profile.drivers)}.`] : []),
    ...(ctx.other ? [is(`[It pairs|They pair] well with ${ctx.other}.`)] : []),
    ...(ctx.season ? [`Just in time for ${ctx.season}.`] : []),
  ];
  const last = ['Take a look inside.', 'We think you will love it.', `Made with care by ${brand}.`];
  if (/description/.test(key)) return paragraph(first, [], last, ctx, max);
  return paragraph(first, middle, last, ctx, max);
}

export function demoFieldContent(input: FieldContentInput, options: DemoOptions = DEFAULT_DEMO_OPTIONS): FieldContentResultSchema {
  const rng = createRng({ task: 'field-content', input });
  const profile = brandProfile({ brandName: brandOf(input.brandName, input.brandContext), strategy: input.strategy, guidelines: input.guidelines });
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
    const other = topics.find((t) => t.product && t !== topic)?.ref;
    // a season as a sentence names it: "the Holiday season", "Black Friday"
    const season = profile.seasons.length ? seasonReference(profile.seasons[variant % profile.seasons.length]!) : undefined;
    const ctx: FieldContext = { rng, profile, brand, topic, other, season, goal, options, variant, keep, used };
    for (const field of module.fields) {
      const text = fixArticles(fieldText(field, ctx));
      const max = field.maxLength ?? (field.type === 'button' ? 30 : undefined);
      values[field.name] = fitLength(text, max, field.minLength, `Discover more from ${brand}.`, keep);
    }
    instanceContent[module.key] = values;
  }
  return { instanceContent };
}
