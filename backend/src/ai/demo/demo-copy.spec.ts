import { BRAND_CONTEXT_TEXT, CAMPAIGN_TYPES, EMAIL_AIMS, RECOMMENDED_MONTHLY_COMPOSITION } from '@mailplan/shared';
import { STARTER_MODULES } from '../../module/starter-modules.js';
import {
  demoBrandGuidelines,
  demoConcepts,
  demoEmailStrategy,
  demoFieldContent,
  demoPreviewTexts,
  demoRefineContent,
  demoSubjectLines,
  type ContentField,
  type EmailStrategyInput,
  type FieldContentInput,
  type GeneratedConcept,
} from '../tasks/index.js';
import { addressProblems, cutWordProblems, sameCopyProblems, sentenceProblems, textProblems, type KnownBrand } from './demo-copy.checks.js';
import { titleCase } from './demo-kit.js';
import { brandProfile } from './demo-profile.js';

const PUBLIC_URL = 'https://mailplan.example.org';

interface Fixture {
  survey: EmailStrategyInput;
  /** What the user adds about the brand on the guidelines generator. */
  additionalContext: string;
  reviews: string;
  /** What a reader of the survey takes as its products (whole), to check the copy against. */
  products: string[];
  /** Other whole phrases of the survey the copy may quote. */
  phrases: string[];
}

/** Three brands with answers written three ways: commas and prices, a list with dashes, "and". */
const FIXTURES: Record<string, Fixture> = {
  tea: {
    survey: {
      brandName: 'Lumen',
      websiteUrl: 'https://lumen-tea.example',
      bestSellingProducts: 'Jasmine Green Tea ($18), Earl Grey Reserve ($22)',
      secondaryProducts: 'Bamboo Whisk and Ceramic Teapot',
      repeatPurchaseDrivers: 'Running out, and new seasonal blends',
      repurchaseTimeframe: 'Every 6-8 weeks',
      recipientCount: '5,000 - 10,000',
      sendFrequency: 'Weekly',
      contentTypes: ['Product spotlights', 'Educational content', 'Promotions/sales'],
      productEducationNeeded: 'How to brew loose-leaf tea at the right temperature',
      promotionalStrategies: 'Bundles and free shipping over $50',
      discountRange: 'Moderate (10-20% off)',
      seasonalPeriods: 'Spring harvest, Black Friday and Holiday gifting',
      sixMonthGoals: 'Double repeat purchase revenue',
    },
    additionalContext: 'Lumen is a small tea house in Portland. We blend every tea by hand in small batches.',
    reviews: 'The jasmine is the best I have had outside of China. Shipping was quick and the tin is beautiful.',
    products: ['Jasmine Green Tea', 'Earl Grey Reserve', 'Bamboo Whisk', 'Ceramic Teapot'],
    phrases: ['Spring harvest', 'Black Friday', 'Holiday gifting', 'How to brew loose-leaf tea at the right temperature', 'Running out, and new seasonal blends'],
  },
  outdoor: {
    survey: {
      brandName: 'Northbound Gear',
      websiteUrl: 'https://northbound.example',
      bestSellingProducts: '- Summit 40L Backpack - our best seller\n- Ridge Down Jacket ($249)\n- Trail Runner 2 Shoes',
      secondaryProducts: 'Merino hiking socks; Carbon trekking poles',
      repeatPurchaseDrivers: 'New seasons, worn-out socks and trail plans',
      repurchaseTimeframe: 'Twice a year',
      recipientCount: '10,000 - 50,000',
      sendFrequency: 'Twice a month',
      contentTypes: ['Product spotlights', 'Featured events & experiences', 'Customer testimonials/reviews'],
      productEducationNeeded: 'Sizing, layering and which backpack fits which trip',
      promotionalStrategies: 'End-of-season sales',
      discountRange: 'Substantial (20-30% off)',
      seasonalPeriods: 'Spring hiking season\nBack to school\nBlack Friday',
      sixMonthGoals: 'Grow the list to 60,000 and sell more jackets in autumn',
    },
    additionalContext: 'Northbound Gear makes durable kit for long days outside. Everything is tested on real trails.',
    reviews: 'My pack survived three weeks in the Alps without a scratch. Great customer service too.',
    products: ['Summit 40L Backpack', 'Ridge Down Jacket', 'Trail Runner 2 Shoes', 'Merino hiking socks', 'Carbon trekking poles'],
    phrases: ['Spring hiking season', 'Back to school', 'Black Friday', 'Sizing, layering and which backpack fits which trip', 'New seasons, worn-out socks and trail plans'],
  },
  skincare: {
    survey: {
      brandName: 'Solene',
      websiteUrl: 'https://solene.example',
      // the brand's own name in the list is the brand, not a product
      bestSellingProducts: 'Solene, Vitamin C Glow Serum ($42), Night Repair Cream ($38) and Daily Mineral Sunscreen SPF 30',
      secondaryProducts: 'Jade facial roller\nGentle Foaming Cleanser',
      repeatPurchaseDrivers: 'Visible results and running low',
      repurchaseTimeframe: 'About every two months',
      recipientCount: 'Under 1,000',
      sendFrequency: 'Once a month',
      contentTypes: ['Educational content', 'Customer testimonials/reviews'],
      productEducationNeeded: 'Which serum suits which skin type, and how to layer products',
      promotionalStrategies: 'Gift with purchase',
      discountRange: "We don't offer discounts",
      seasonalPeriods: "Summer, Mother's Day",
      sixMonthGoals: 'Build trust with new customers',
    },
    additionalContext: 'Solene makes gentle, effective skincare with clean ingredients.',
    reviews: 'My skin has never looked this calm. I recommend it to everyone who asks.',
    products: ['Vitamin C Glow Serum', 'Night Repair Cream', 'Daily Mineral Sunscreen SPF 30', 'Jade facial roller', 'Gentle Foaming Cleanser'],
    phrases: ['Summer', "Mother's Day", 'Which serum suits which skin type, and how to layer products', 'Visible results and running low'],
  },
};

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
  const guidelines = demoBrandGuidelines({ brandName: brand, additionalContext: f.additionalContext, customerReviews: [{ name: 'reviews.txt', text: f.reviews }] });
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
  const own = [f.additionalContext, f.reviews].flatMap((t) => [t, ...t.split(/(?<=\.)\s+/)]);
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
      /^Why (.+) Is a Customer Favourite$/,
      /^Meet (.+), a .+ Best-Seller$/,
      /^Your (.+) Stories$/,
      /^The Story Behind (.+)$/,
      /^Why We Make (.+) the Way We Do$/,
      /^(.+), Explained$/,
    ];
    const named = concepts.map((c) => slots.map((re) => re.exec(c.title)?.[1]).find(Boolean)).filter((x): x is string => Boolean(x));
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
