import { BRAND_CONTEXT_TEXT, CAMPAIGN_TYPES, EMAIL_AIMS, RECOMMENDED_MONTHLY_COMPOSITION } from '@mailplan/shared';
import { STARTER_MODULES } from '../../module/starter-modules.js';
import {
  AI_TASKS,
  demoBrandGuidelines,
  demoConcepts,
  demoEmailStrategy,
  demoFieldContent,
  demoPreviewTexts,
  demoRefineContent,
  demoSubjectLines,
  type AiTaskInputs,
  type AiTaskName,
  type AnyAiTask,
  type ContentField,
  type EmailStrategyInput,
  type FieldContentInput,
  type GeneratedConcept,
} from '../tasks/index.js';
import { addressProblems, cutWordProblems, grammarProblems, sameCopyProblems, sentenceProblems, textProblems, type GrammarKit, type KnownBrand } from './demo-copy.checks.js';
import { DEMO_BRANDS, type DemoBrandFixture } from './demo-copy.fixtures.js';
import { createRng, titleCase } from './demo-kit.js';
import { brandProfile } from './demo-profile.js';
import { applyInstructions } from './demo-writing.js';

const PUBLIC_URL = 'https://mailplan.example.org';

type Fixture = DemoBrandFixture;
const FIXTURES = DEMO_BRANDS;

/** The starter modules as the campaign helper sends them, with duplicates: two heroes, two text blocks, three products. */
function modulesFor(): FieldContentInput['modules'] {
  const byKey = Object.fromEntries(STARTER_MODULES.map((m) => [m.key, m]));
  const order = ['header', 'hero', 'hero', 'text-block', 'text-block', 'product', 'product', 'product', 'cta', 'footer'];
  const totals = new Map<string, number>();
  for (const k of order) totals.set(k, (totals.get(k) ?? 0) + 1);
  const seen = new Map<string, number>();
  return order.map((k, i) => {
    const m = byKey[k]!;
    const index = (seen.get(k) ?? 0) + 1;
    seen.set(k, index);
    const total = totals.get(k)!;
    const fields: ContentField[] = m.fields.map((f) => ({ name: f.name, type: f.type, purpose: f.purpose, required: f.required, ...(f.maxLength ? { maxLength: f.maxLength } : {}), ...(f.minLength ? { minLength: f.minLength } : {}) }));
    return { key: `${k}-${i}`, name: m.name, description: m.description, fields, ...(total > 1 ? { copy: { index, total } } : {}) };
  });
}

/** A campaign goal as the campaign form fills it from a concept. */
const goalOf = (c: GeneratedConcept) =>
  [c.coreMessage, `Target Segment: ${c.strategicAlignment.targetSegment}`, `Journey Phase: ${c.strategicAlignment.journeyPhase}`, `Call to Action: ${c.callToAction}`].join('\n');

/** Everything the demo writes for one brand, from the wizard to the campaign copy. */
function runBrand(f: Fixture) {
  const brand = f.survey.brandName!;
  const guidelines = demoBrandGuidelines({ brandName: brand, additionalContext: f.context, customerReviews: [{ name: 'reviews.txt', text: f.reviews }] });
  const strategy = demoEmailStrategy({ ...f.survey, guidelines });
  const month = demoConcepts({ brandName: brand, strategy, guidelines, composition: { ...RECOMMENDED_MONTHLY_COMPOSITION } }).concepts;
  const byCategory = CAMPAIGN_TYPES.flatMap((campaignType) => demoConcepts({ brandName: brand, strategy, guidelines, campaignType }).concepts);
  const concepts = [...month, ...byCategory];
  const promptBrand = { brandName: brand, brandContext: BRAND_CONTEXT_TEXT, guidelines, strategy };
  const emails = concepts.slice(0, 4).map((c) => {
    const goal = goalOf(c);
    const modules = modulesFor();
    const { instanceContent } = demoFieldContent({ ...promptBrand, goal, modules }, { publicUrl: PUBLIC_URL });
    const { subjectLines, previewTexts } = demoSubjectLines({ ...promptBrand, goal, count: 8 });
    const more = demoPreviewTexts({ ...promptBrand, goal, subjectLine: subjectLines[0] }).previewTexts;
    return { goal, modules, instanceContent, subjectLines, previewTexts: [...previewTexts, ...more] };
  });
  // the brand's own sentences (its additional context and reviews) may be quoted whole
  const own = [f.context, f.reviews].flatMap((t) => [t, ...t.split(/(?<=\.)\s+/)]);
  const known: KnownBrand = { brand, products: f.products, phrases: [...f.phrases, ...own] };
  return { brand, guidelines, strategy, concepts, emails, known };
}

const RUNS = Object.entries(FIXTURES).map(([name, f]) => [name, f, runBrand(f)] as const);

const linkOrigins = (f: Fixture) => [new URL(f.survey.websiteUrl!).origin];

describe.each(RUNS)('demo copy for the %s brand', (_name, fixture, run) => {
  const { known, concepts, emails } = run;

  it('concepts: titles, messages, audiences and calls to action read as written, from whole names', () => {
    const problems: string[] = [];
    for (const [i, c] of concepts.entries()) {
      problems.push(...textProblems(`concept ${i} title`, c.title));
      problems.push(...sentenceProblems(`concept ${i} coreMessage`, c.coreMessage));
      problems.push(...textProblems(`concept ${i} targetAudience`, c.targetAudience));
      problems.push(...textProblems(`concept ${i} callToAction`, c.callToAction));
      for (const [field, text] of Object.entries({ title: c.title, coreMessage: c.coreMessage, targetAudience: c.targetAudience, callToAction: c.callToAction })) {
        problems.push(...cutWordProblems(`concept ${i} ${field}`, text, known));
      }
      expect(c.title.length).toBeLessThanOrEqual(200);
    }
    expect(problems).toEqual([]);
  });

  it('concept titles that name a product name a whole product of the survey, never the brand or a stray word', () => {
    const slots = [
      /^A Closer Look at (.+)$/,
      /^3 Things to Know About (.+)$/,
      /^How to Get the Most from (.+)$/,
      /^Why (.+) (?:Is a Customer Favourite|Are Customer Favourites)$/,
      /^Meet (.+), (?:an? .+ Best-Seller|.+ Best-Sellers)$/,
      /^Your (.+) Stories$/,
      /^The Story Behind (.+)$/,
      /^Why We Make (.+) the Way We Do$/,
      /^(.+), Explained$/,
    ];
    // a name the brand wrote as a common noun comes with "the" ("the Carbon Trekking Poles")
    const named = concepts
      .map((c) => slots.map((re) => re.exec(c.title)?.[1]).find(Boolean))
      .filter((x): x is string => Boolean(x))
      .map((x) => x.replace(/^the /i, ''));
    expect(named.length).toBeGreaterThan(0);
    const products = fixture.products.map((p) => p.toLowerCase());
    for (const name of named) expect(products).toContain(name.toLowerCase());
    // a product spotlight names a product, and every product the month names is a whole one
    const spotlight = concepts.filter((c) => c.campaignType === 'product_spotlight');
    expect(spotlight.every((c) => fixture.products.some((p) => `${c.title} ${c.coreMessage}`.toLowerCase().includes(p.toLowerCase())))).toBe(true);
  });

  it('campaign copy fills every field within its limits, from whole names, and copies of a module differ', () => {
    const problems: string[] = [];
    for (const [e, email] of emails.entries()) {
      const copies = new Map<string, Array<{ label: string; values: Record<string, string> }>>();
      for (const module of email.modules) {
        const values = email.instanceContent[module.key]!;
        for (const field of module.fields) {
          const value = values[field.name]!;
          const label = `email ${e} ${module.key}.${field.name}`;
          if (field.maxLength) expect(value.length).toBeLessThanOrEqual(field.maxLength);
          if (field.minLength) expect(value.length).toBeGreaterThanOrEqual(field.minLength);
          if (field.type === 'button') expect(value.split(' ').length).toBeLessThanOrEqual(5);
          if (/url/.test(field.name)) {
            problems.push(...addressProblems(label, value, { imageBase: PUBLIC_URL, linkOrigins: linkOrigins(fixture) }));
            if (/image/.test(field.name)) {
              const text = new URL(value).searchParams.get('text') ?? '';
              // the image names a whole product, or the brand
              expect([...fixture.products, run.brand].map((p) => p.toLowerCase())).toContain(text.toLowerCase());
            }
            continue;
          }
          problems.push(...(/body|description|subheadline|lead_in/.test(field.name) ? sentenceProblems(label, value) : textProblems(label, value)));
          problems.push(...cutWordProblems(label, value, known));
          if (field.name === 'product_name') expect(fixture.products.map((p) => p.toLowerCase())).toContain(value.toLowerCase());
        }
        if (module.copy) copies.set(module.name, [...(copies.get(module.name) ?? []), { label: `email ${e} ${module.key}`, values }]);
      }
      for (const list of copies.values()) problems.push(...sameCopyProblems(list));
      // one email does not repeat a heading from module to module
      const headings = email.modules.flatMap((m) => ['headline', 'heading'].map((f) => email.instanceContent[m.key]![f]).filter(Boolean));
      expect(new Set(headings).size).toBe(headings.length);
      // three product blocks show three different products (the brand has more than two)
      const names = email.modules.filter((m) => m.name === 'Product block').map((m) => email.instanceContent[m.key]!.product_name);
      expect(new Set(names).size).toBe(3);
    }
    expect(problems).toEqual([]);
  });

  it('subject lines and preview texts fit the inbox and use whole names', () => {
    const problems: string[] = [];
    for (const [e, email] of emails.entries()) {
      for (const [i, s] of email.subjectLines.entries()) {
        expect(s.length).toBeLessThanOrEqual(EMAIL_AIMS.subjectMax);
        problems.push(...textProblems(`email ${e} subject ${i}`, s), ...cutWordProblems(`email ${e} subject ${i}`, s, known));
      }
      for (const [i, p] of email.previewTexts.entries()) {
        expect(p.length).toBeGreaterThanOrEqual(EMAIL_AIMS.previewTextMin);
        expect(p.length).toBeLessThanOrEqual(EMAIL_AIMS.previewTextMax);
        problems.push(...sentenceProblems(`email ${e} preview ${i}`, p), ...cutWordProblems(`email ${e} preview ${i}`, p, known));
      }
      expect(new Set(email.subjectLines).size).toBe(email.subjectLines.length);
    }
    expect(problems).toEqual([]);
  });

  it('the strategy and guidelines carry whole names only, and no address outside the product', () => {
    const problems = [
      ...cutWordProblems('strategy', run.strategy, known),
      ...cutWordProblems('guidelines', run.guidelines, known),
      ...addressProblems('strategy', run.strategy, { imageBase: PUBLIC_URL, linkOrigins: linkOrigins(fixture) }),
    ];
    expect(problems).toEqual([]);
    for (const product of fixture.products.slice(0, 2)) expect(run.strategy).toContain(product);
  });
});

describe('reading the brand back from the strategy', () => {
  it('splits product answers into whole names: commas, dashes, "and" between names, prices aside, the brand left out', () => {
    const cases: Array<[string, string, string[]]> = [
      ['Lumen', 'Jasmine Green Tea, Earl Grey Reserve', ['Jasmine Green Tea', 'Earl Grey Reserve']],
      ['Lumen', 'Lumen, Jasmine Green Tea ($18) and Earl Grey Reserve ($22)', ['Jasmine Green Tea', 'Earl Grey Reserve']],
      ['Acme', '- Summit 40L Backpack - our best seller\n- Trail Runner 2 Shoes', ['Summit 40L Backpack', 'Trail Runner 2 Shoes']],
      ['Acme', 'Salt and Pepper Grinder, Olive Oil Tin', ['Salt and Pepper Grinder', 'Olive Oil Tin']],
      ['Acme', 'Our best sellers are the Cloud Pillow and the Linen Duvet Cover.', ['Cloud Pillow', 'Linen Duvet Cover']],
      ['Tea Rituals', 'Classic Oolong 100g at $18; Matcha starter kit at $45', ['Classic Oolong 100g', 'Matcha starter kit']],
      ['Acme', 'Trail Mix Pack for $9.50, Camp Mug from 12 EUR', ['Trail Mix Pack', 'Camp Mug']],
    ];
    for (const [brand, answer, expected] of cases) {
      const strategy = demoEmailStrategy({ brandName: brand, bestSellingProducts: answer });
      expect(brandProfile({ brandName: brand, strategy }).bestSellers.map((p) => p.name)).toEqual(expected);
    }
  });

  it("guidelines take the voice, values and reviews from the brand's own files, whole", () => {
    const guidelines = demoBrandGuidelines({
      brandName: 'Tea Rituals',
      brandMaterials: [{ name: 'deck.md', text: '# Tea Rituals brand deck\n\nVoice: calm, warm, knowledgeable.\nValues: craft, patience, sourcing direct from growers.\n' }],
      customerReviews: [{ name: 'reviews.txt', text: '"The oolong is the best I have had." - Mia\n"Arrived fast, brews beautifully." - Tom\n' }],
    } as Parameters<typeof demoBrandGuidelines>[0]);
    expect(guidelines).toContain('Tea Rituals stands for craft, patience and sourcing direct from growers.');
    expect(guidelines).toMatch(/- \*\*Calm\*\*: .+\n- \*\*Warm\*\*: .+\n- \*\*Knowledgeable\*\*: /);
    expect(guidelines).toContain('> "The oolong is the best I have had." — Mia');
    expect(guidelines).toContain('> "Arrived fast, brews beautifully." — Tom');
    expect(guidelines).not.toMatch(/# Tea Rituals brand deck|" - Mia "/);
  });

  it('titles keep a unit after a number as written', () => {
    expect(titleCase('why classic oolong 100g is a favourite')).toBe('Why Classic Oolong 100g Is a Favourite');
  });

  it('reads a strategy written by a model that labels its lines differently', () => {
    const strategy = '# Strategy\n\n**Best Sellers:** Cloud Pillow ($89), Linen Duvet Cover\n\nSeasonal periods: Black Friday; Spring refresh\n';
    const profile = brandProfile({ brandName: 'Dreamy', strategy });
    expect(profile.bestSellers).toEqual([{ name: 'Cloud Pillow', price: '$89' }, { name: 'Linen Duvet Cover' }]);
    expect(profile.seasons).toEqual(['Black Friday', 'Spring refresh']);
  });

  it('without a survey, copy stays grounded in the goal and the brand, and never invents product names', () => {
    const { instanceContent } = demoFieldContent(
      { goal: 'Launch the ceremonial matcha starter kit to new subscribers', brandName: 'Aurora Tea', modules: modulesFor() },
      { publicUrl: PUBLIC_URL },
    );
    expect(instanceContent['hero-1']!.headline).toMatch(/Ceremonial Matcha Starter Kit/);
    expect(instanceContent['product-5']!.product_name).toBe('Ceremonial Matcha Starter Kit');
    expect(instanceContent['hero-1']!.image_url.startsWith(`${PUBLIC_URL}/api/demo-images/`)).toBe(true);
  });

  it('a refined button keeps a product name whole', () => {
    const strategy = demoEmailStrategy(FIXTURES.outdoor!.survey);
    for (const userFeedback of ['more urgent', 'friendlier']) {
      const { refinedContent } = demoRefineContent({ fieldName: 'cta_text', fieldType: 'button', maxLength: 25, content: 'Shop Ridge Down Jacket', userFeedback, brandName: 'Northbound Gear', strategy });
      expect(refinedContent.length).toBeLessThanOrEqual(25);
      expect(refinedContent).not.toBe('Shop Ridge Down Jacket');
      expect(cutWordProblems('button', refinedContent, { brand: 'Northbound Gear', products: FIXTURES.outdoor!.products, phrases: [] })).toEqual([]);
    }
  });
});

// ---- every demo task on three brand kits, against the grammar list ---------------------------

interface Kit {
  brandName?: string;
  survey: EmailStrategyInput;
  context?: string;
  reviews?: string;
  /** The campaign goal the copy is written for. */
  goal: string;
  plural: string[];
  common: string[];
}

/** A full kit (survey, guidelines, reviews), a minimal one (a name and a season) and an empty one (nothing). */
const KITS: Record<'full' | 'minimal' | 'empty', Kit> = {
  full: {
    brandName: DEMO_BRANDS.outdoor.survey.brandName,
    survey: DEMO_BRANDS.outdoor.survey,
    context: DEMO_BRANDS.outdoor.context,
    reviews: DEMO_BRANDS.outdoor.reviews,
    goal: 'Show why hikers love our Merino Socks, with one customer quote',
    plural: DEMO_BRANDS.outdoor.plural,
    common: [],
  },
  minimal: {
    brandName: 'Lumen Tea',
    survey: { brandName: 'Lumen Tea', seasonalPeriods: 'Holiday season' },
    goal: 'Promote our spring tea collection to new buyers.',
    plural: [],
    common: ['spring tea collection'],
  },
  empty: { survey: {}, goal: 'Launch our new candle range', plural: [], common: ['new candle range'] },
};

/** Refine instructions as users write them, and what each must do to a text. */
const REFINEMENTS: Array<[string, (before: string, after: string) => boolean]> = [
  ['Make it shorter', (b, a) => a.length <= b.length],
  ['Make it more urgent', (_b, a) => a.startsWith('Last chance: ')],
  ['Make it friendlier', (_b, a) => /^(?:Good news!|Hey there!) /.test(a)],
  ['Make it more formal', (_b, a) => !/!|^(?:Hey|Hi)\b/.test(a)],
  ['Add an emoji', (_b, a) => a.endsWith(' ✨')],
  ['Mention free shipping', (_b, a) => a.includes('free shipping')],
  ['Make it longer', (b, a) => a.length > b.length],
];

/** Every string of a task's answer (addresses aside), labelled by where it is. */
function stringsOf(value: unknown, label: string): Array<[string, string]> {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [] : [[label, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${label}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, `${label}.${k}`));
  return [];
}

/** Runs every task of AI_TASKS for a kit, as the product calls them, and answers each text written. */
function runKit(kit: Kit) {
  const brandName = kit.brandName;
  const reviews = kit.reviews ? [{ name: 'reviews.txt', text: kit.reviews }] : [];
  const guidelines = demoBrandGuidelines({ brandName, additionalContext: kit.context, customerReviews: reviews });
  const strategy = demoEmailStrategy({ ...kit.survey, guidelines });
  const brand = { brandName, brandContext: BRAND_CONTEXT_TEXT, guidelines, strategy };
  const concepts = demoConcepts({ brandName, strategy, guidelines, composition: { ...RECOMMENDED_MONTHLY_COMPOSITION } }).concepts;
  const modules = modulesFor();
  const starter = STARTER_MODULES.map((m, i) => ({ id: i + 1, name: m.name, description: m.description, category: m.category }));
  // one input per task: a task added to AI_TASKS without one here fails to compile
  const inputs: { [K in AiTaskName]: Array<AiTaskInputs[K]> } = {
    'free-text': [{ prompt: kit.goal, documents: reviews }],
    'brand-guidelines': [{ brandName, additionalContext: kit.context, customerReviews: reviews }],
    'email-strategy': [{ ...kit.survey, guidelines }],
    concepts: [{ brandName, strategy, guidelines, composition: { ...RECOMMENDED_MONTHLY_COMPOSITION } }, ...CAMPAIGN_TYPES.map((campaignType) => ({ brandName, strategy, guidelines, campaignType }))],
    'suggest-modules': [{ ...brand, goal: kit.goal, modules: starter }],
    'field-content': [{ ...brand, goal: kit.goal, modules }, { ...brand, goal: goalOf(concepts[0]!), modules }],
    'subject-lines': [{ ...brand, goal: kit.goal, count: 8 }],
    'preview-texts': [{ ...brand, goal: kit.goal }],
    'refine-content': REFINEMENTS.flatMap(([userFeedback]) =>
      [concepts[0]!.coreMessage, concepts[1]!.title, brandName ?? 'Our shop'].map((content) => ({ ...brand, fieldName: 'body', content, userFeedback })),
    ),
    'refine-concept': REFINEMENTS.map(([instructions]) => ({ concept: concepts[2]!, instructions, ...(brandName ? { brandName } : {}) })),
  };
  const answers = AI_TASKS.map((task: AnyAiTask) => ({
    task: task.name,
    answers: (inputs[task.name as AiTaskName] as unknown[]).map((input) => {
      const text = task.demo(input, { publicUrl: PUBLIC_URL });
      return { input, text, value: task.format === 'json' ? (JSON.parse(text) as unknown) : text };
    }),
  }));
  return { guidelines, strategy, concepts, answers };
}

describe.each(Object.entries(KITS))('every demo task on the %s brand kit', (_name, kit) => {
  const run = runKit(kit);
  const source = [kit.brandName, kit.context, kit.reviews, kit.goal, ...Object.values(kit.survey).flat()].filter(Boolean).join('\n');
  const grammar: GrammarKit = { brand: kit.brandName ?? '', source, plural: kit.plural, common: kit.common };

  it('runs every task, and every text passes the grammar list', () => {
    expect(run.answers.map((a) => a.task)).toEqual(AI_TASKS.map((t) => t.name));
    const problems: string[] = [];
    for (const { task, answers } of run.answers) {
      expect(answers.length).toBeGreaterThan(0);
      for (const [i, { value }] of answers.entries()) {
        for (const [label, text] of stringsOf(value, `${task} ${i}`)) problems.push(...grammarProblems(label, text, grammar));
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the brand, or says nothing of "your brand" it does not know', () => {
    if (kit.brandName) expect(run.guidelines.split('\n')[0]).toBe(`# ${kit.brandName} Brand Guidelines`);
    else expect(run.guidelines.split('\n')[0]).toBe('# Brand Guidelines');
    expect(run.guidelines).not.toMatch(/Brand Brand|your brand Brand/i);
  });

  it('themes the six strategy months by the real calendar and the brand\'s seasons, never one theme for all', () => {
    const rows = run.strategy.split('\n').filter((l) => /^\| [A-Z][a-z]+ \d{4} \|/.test(l)).map((l) => l.split('|').map((c) => c.trim()));
    expect(rows).toHaveLength(6);
    const today = new Date();
    const expected = Array.from({ length: 6 }, (_, i) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1 + i, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
    expect(rows.map((r) => r[1])).toEqual(expected);
    const themes = rows.map((r) => r[2]!);
    expect(new Set(themes).size).toBe(6);
    // a season the words date sits in its own month when that month is in the plan
    const dated: Record<string, string> = { 'Black Friday': 'November', 'Holiday season': 'December', 'Back to school': 'September' };
    for (const [season, month] of Object.entries(dated)) {
      const row = rows.find((r) => r[2] === season);
      if (row) expect(row[1]).toContain(month === 'September' && !row[1]!.startsWith('September') ? 'August' : month);
    }
  });

  it('shorter (and warmer) changes a short headline without making it longer', () => {
    const rng = createRng('shorter and warmer');
    expect(applyInstructions('Discover Our Latest Collection', 'Shorter and warmer', rng)).toBe('Meet Our Latest Collection');
    expect(applyInstructions('Why We Love Our Latest Collection', 'Shorter and warmer', rng)).toBe('We Love Our Latest Collection');
    expect(applyInstructions('Say Hello to Our Latest Collection', 'Make it shorter', rng)).toBe('Meet Our Latest Collection');
    expect(applyInstructions('Lumen Tea, Made for You', 'Shorter and warmer', rng)).toBe('Lumen Tea for You');
    expect(applyInstructions('Our Latest Collection', 'Shorter and warmer', rng)).toBe('Our Latest Collection');
  });

  it('refinements do what they say: shorter is never longer, and each other action shows', () => {
    const refine = run.answers.find((a) => a.task === 'refine-content')!.answers;
    for (const { input, value } of refine) {
      const { content, userFeedback } = input as AiTaskInputs['refine-content'];
      const after = (value as { refinedContent: string }).refinedContent;
      const [, check] = REFINEMENTS.find(([ask]) => ask === userFeedback)!;
      expect({ userFeedback, content, after, ok: check(content, after) }).toMatchObject({ ok: true });
      // a text of more than one sentence or clause loses some of them
      if (userFeedback === 'Make it shorter' && /[.!?] \S|, /.test(content)) expect(after.length).toBeLessThan(content.length);
    }
    const concept = run.answers.find((a) => a.task === 'refine-concept')!.answers;
    const shorter = concept.find(({ input }) => (input as AiTaskInputs['refine-concept']).instructions === 'Make it shorter')!;
    const { original, refined } = shorter.value as { original: Record<string, string>; refined: Record<string, string> };
    expect(refined.coreMessage!.length).toBeLessThan(original.coreMessage!.length);
    expect(refined.title!.length).toBeLessThanOrEqual(original.title!.length);
  });
});

describe('the English of the demo copy, case by case', () => {
  it('a plural product agrees with its verb', () => {
    const strategy = demoEmailStrategy({ brandName: 'Northbound Gear', bestSellingProducts: 'Merino Socks, Trail Runner 2 Shoes' });
    const titles = CAMPAIGN_TYPES.flatMap((campaignType) => demoConcepts({ brandName: 'Northbound Gear', strategy, campaignType, count: 6 }).concepts.map((c) => c.title));
    expect(titles.join('\n')).not.toMatch(/(?:Socks|Shoes) Is\b/);
    expect(titles.some((t) => /^Why (?:Merino Socks|Trail Runner 2 Shoes) Are Customer Favourites$/.test(t))).toBe(true);
    const { instanceContent } = demoFieldContent({ goal: 'Merino Socks for winter', brandName: 'Northbound Gear', strategy, modules: modulesFor() });
    expect(JSON.stringify(instanceContent)).not.toMatch(/(?:Socks|Shoes) (?:is|has)\b/i);
  });

  it('a product named by the goal gets its article in sentences and titles, and stays a name in a label', () => {
    const { instanceContent } = demoFieldContent({ goal: 'Promote our spring tea collection to new buyers.', brandName: 'Lumen Tea', modules: modulesFor() }, { publicUrl: PUBLIC_URL });
    const all = Object.values(instanceContent).flatMap((v) => Object.values(v));
    expect(all.join('\n')).not.toMatch(/At Lumen Tea, spring|Love Spring Tea Collection|(?<!\b[Tt]he )spring tea collection is/);
    expect(all.some((t) => /\bthe (?:spring tea collection|Spring Tea Collection)\b/.test(t))).toBe(true);
    expect(instanceContent['product-5']!.product_name).toBe('Spring Tea Collection');
  });

  it('a product without a price gets none, and no date is made up', () => {
    const { instanceContent } = demoFieldContent({ goal: 'Promote our spring tea collection', brandName: 'Lumen Tea', modules: modulesFor() });
    for (const values of Object.values(instanceContent)) expect(Object.values(values).join(' ')).not.toMatch(/[$€£]\s?\d|this weekend/i);
    const strategy = demoEmailStrategy({ brandName: 'Lumen', bestSellingProducts: 'Jasmine Green Tea ($18), Earl Grey Reserve' });
    const prices = demoFieldContent({ goal: 'Jasmine Green Tea and Earl Grey Reserve', brandName: 'Lumen', strategy, modules: modulesFor() }).instanceContent;
    const shown = Object.values(prices).map((v) => v.price).filter(Boolean);
    expect(new Set(shown)).toEqual(new Set(['$18', 'See price online']));
  });

  it('a text cut to fit ends between words', () => {
    const strategy = demoEmailStrategy({ brandName: 'Strategy Brand Collective' });
    const titles = demoConcepts({ brandName: 'Strategy Brand Collective', strategy, campaignType: 'education' }).concepts.map((c) => c.title);
    for (const title of titles) expect(title).not.toMatch(/\bStrat\b/);
    const { instanceContent } = demoFieldContent({
      goal: 'Remind customers about the Extraordinarily Comfortable Waterproof Expedition Parka',
      brandName: 'Strategy Brand Collective',
      modules: [{ key: 'k', name: 'Hero', fields: [{ name: 'headline', type: 'text', maxLength: 24 }, { name: 'button_text', type: 'button', maxLength: 12 }] }],
    });
    const words = new Set('strategy brand collective extraordinarily comfortable waterproof expedition parka discover the shop now made for you picked something worth opening say hello to your guide why we love take a look get yours today find favourite see collection'.split(' '));
    for (const text of Object.values(instanceContent.k!)) for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) expect({ text, w, known: words.has(w) }).toMatchObject({ known: true });
  });

  it('the strategy calendar follows the months from the day it is written', () => {
    const strategy = demoEmailStrategy({ brandName: 'Lumen', seasonalPeriods: 'Holiday season, Black Friday, Valentine edit' }, new Date(Date.UTC(2026, 9, 15)));
    const rows = strategy.split('\n').filter((l) => /^\| [A-Z][a-z]+ \d{4} \|/.test(l)).map((l) => l.split('|').map((c) => c.trim()).slice(1, 3));
    expect(rows.slice(0, 5)).toEqual([
      ['November 2026', 'Black Friday'],
      ['December 2026', 'Holiday season'],
      [expect.stringMatching(/^January 2027$/), expect.not.stringMatching(/Holiday|Black Friday|Valentine/)],
      ['February 2027', 'Valentine edit'],
      [expect.stringMatching(/^March 2027$/), expect.any(String)],
    ]);
  });
});
