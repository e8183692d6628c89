import { validateAgainst } from '../ai-json.util.js';
import {
  AI_TASKS,
  aiTaskNamed,
  brandGuidelinesTask,
  CAMPAIGN_TYPES,
  conceptsTask,
  demoFieldContent,
  demoSubjectLines,
  type AiTaskInputs,
  type AiTaskName,
} from '../tasks/index.js';
import { DemoProvider } from './demo.provider.js';

const survey: AiTaskInputs['email-strategy'] = {
  brandName: 'Aurora Tea',
  websiteUrl: 'https://auroratea.example',
  bestSellingProducts: 'Matcha Starter Kit ($39), Earl Grey Tin ($18), Chai Blend ($22)',
  secondaryProducts: 'Bamboo whisk, Ceramic teapot',
  repeatPurchaseDrivers: 'Running out of tea, new seasonal blends',
  repurchaseTimeframe: 'Every 6-8 weeks',
  recipientCount: '5,000 - 10,000',
  sendFrequency: 'Weekly',
  contentTypes: ['Product spotlights', 'Educational content', 'Promotions/sales'],
  productEducationNeeded: 'How to brew matcha properly',
  promotionalStrategies: 'Bundles and free shipping',
  discountRange: 'Moderate (10-20% off)',
  seasonalPeriods: 'Spring harvest, Black Friday, Holiday gifting',
  sixMonthGoals: 'Double repeat purchase revenue',
};

const inputs: { [K in AiTaskName]: AiTaskInputs[K] } = {
  'free-text': {
    prompt: 'Suggest a subject line for our matcha launch at Aurora Tea',
    documents: [{ name: 'notes.txt', text: 'Our matcha is stone-ground in Uji. Customers love the ceremonial grade.' }],
  },
  'brand-guidelines': {
    brandName: 'Aurora Tea',
    additionalContext: 'We are a small-batch tea company focused on ceremonial matcha.',
    customerReviews: [{ name: 'reviews.txt', text: 'I love the matcha, best quality I have found. Shipping was quick and the tin is beautiful.' }],
    brandMaterials: [{ name: 'deck.pdf', text: 'Aurora Tea sources matcha directly from family farms. Calm, mindful rituals.' }],
  },
  'email-strategy': survey,
  concepts: {
    brandName: 'Aurora Tea',
    strategy: '# Email Strategy for Aurora Tea\nFocus on matcha education and repeat purchases of matcha kits.',
    businessContext: 'In March we launch a spring matcha blend and run a tasting event in Portland.',
  },
  'suggest-modules': {
    goal: 'Launch the spring matcha collection to new subscribers',
    modules: [
      { id: 11, name: 'Header', category: 'header', description: 'Logo and navigation' },
      { id: 12, name: 'Hero banner', category: 'hero', description: 'Large image with headline' },
      { id: 13, name: 'Product grid', category: 'product', description: 'Three products with prices' },
      { id: 14, name: 'Text block', category: 'content', description: 'A paragraph of copy' },
      { id: 15, name: 'Testimonial', category: 'social', description: 'A customer quote' },
      { id: 16, name: 'CTA button', category: 'cta', description: 'Call to action button' },
      { id: 17, name: 'Footer', category: 'footer', description: 'Address and unsubscribe link' },
    ],
  },
  'field-content': {
    goal: 'Launch the spring matcha collection',
    brandName: 'Aurora Tea',
    brandContext: 'Professional and trustworthy tone',
    modules: [
      {
        key: 'hero-1',
        name: 'Hero banner',
        fields: [
          { name: 'headline', type: 'text', maxLength: 30 },
          { name: 'subheadline', type: 'text', maxLength: 60, minLength: 20 },
          { name: 'imageUrl', type: 'image' },
          { name: 'ctaText', type: 'text', maxLength: 20 },
        ],
      },
      { key: 'text-1', name: 'Text block', fields: [{ name: 'body', type: 'textarea', minLength: 120, maxLength: 300 }] },
    ],
  },
  'subject-lines': { goal: 'Launch the spring matcha collection', brandName: 'Aurora Tea' },
  'preview-texts': { goal: 'Launch the spring matcha collection', subjectLine: 'Spring matcha is here' },
  'refine-content': {
    fieldName: 'headline',
    content: 'Our new spring matcha collection is now available for everyone to enjoy at home.',
    userFeedback: 'Make it shorter and more urgent',
    maxLength: 50,
  },
  'refine-concept': {
    concept: {
      title: 'Meet the Spring Matcha Blend',
      coreMessage: 'Our spring blend is smooth, grassy and perfect for mornings.',
      targetAudience: 'Repeat customers who buy matcha',
      callToAction: 'Shop the blend',
    },
    instructions: 'Make it friendlier and focus the audience on VIP customers',
  },
};

const provider = new DemoProvider();

async function run<K extends AiTaskName>(name: K, input: AiTaskInputs[K]) {
  const task = aiTaskNamed(name)!;
  const { prompt, system } = task.prompt(input);
  return provider.generateText({
    task,
    input,
    prompt,
    system,
    model: 'demo',
    temperature: 0.7,
    maxTokens: 4000,
    timeoutMs: 1000,
    signal: new AbortController().signal,
  });
}

describe('offline demo model', () => {
  it.each(AI_TASKS.map((t) => t.name))('%s: non-empty, deterministic, and valid for the task (its class and its check)', async (task) => {
    const first = await run(task, inputs[task] as never);
    const second = await run(task, structuredClone(inputs[task]) as never);
    expect(first.text.length).toBeGreaterThan(20);
    expect(second.text).toBe(first.text);
    expect(first.model).toBe('demo');
    expect(first.usage.outputTokens).toBeGreaterThan(0);
    const { format, output, check } = aiTaskNamed(task)!;
    if (format === 'json') {
      const checked = await validateAgainst(JSON.parse(first.text), output as never);
      expect(checked).toMatchObject({ ok: true });
      // taken as the first answer: no retry for the demo model
      if (checked.ok) expect(check(checked.value, inputs[task], false)).toEqual([]);
    }
  });

  it('a different input gives a different answer', async () => {
    const a = await run('subject-lines', { goal: 'Launch the spring matcha collection', brandName: 'Aurora Tea' });
    const b = await run('subject-lines', { goal: 'Announce our holiday gift boxes', brandName: 'Aurora Tea' });
    expect(a.text).not.toBe(b.text);
  });

  it('free text quotes the prompt and reads the attached files', async () => {
    const { text } = await run('free-text', inputs['free-text']);
    expect(text).toContain('Aurora Tea');
    expect(text).toContain('notes.txt');
    expect(text).toMatch(/matcha/i);
    // the answer says `demo`; the AI test page shows the notice once, so the text carries none
    expect(text).not.toMatch(/offline demo model/i);
  });

  it('brand guidelines name the brand and quote the reviews', async () => {
    const { text } = await run('brand-guidelines', inputs['brand-guidelines']);
    expect(text).toMatch(/^# Aurora Tea Brand Guidelines/);
    expect(text).toContain('I love the matcha, best quality I have found.');
    expect(text).toMatch(/## Voice and Tone/);
  });

  it('the email strategy covers every section the strategy prompt requires, from the survey answers', async () => {
    const { text } = await run('email-strategy', survey);
    for (const heading of ['Customer Journey', 'Audience Segments', 'Brand Voice', 'Content by Type', 'Seasonal Campaigns', 'Content Calendar', 'Design Guidelines']) {
      expect(text).toContain(`## ${heading}`);
    }
    for (const segment of ['New Subscribers', 'First-Time Customers', 'Repeat Customers', 'VIPs']) expect(text).toContain(segment);
    for (const grounded of ['Aurora Tea', 'Matcha Starter Kit', 'every 6-8 weeks', 'Double repeat purchase revenue', 'Black Friday', 'Product spotlights']) {
      expect(text).toContain(grounded);
    }
    expect(text).toMatch(/per month/);
    expect(text).toMatch(/regular campaigns \(not automated flows\)/);
  });

  it('concepts: one per category by default, grounded in brand and context, with the required fields', async () => {
    const data = JSON.parse((await run('concepts', inputs.concepts)).text);
    expect(data.concepts).toHaveLength(8);
    expect(data.concepts.map((c: { campaignType: string }) => c.campaignType)).toEqual([...CAMPAIGN_TYPES]);
    expect(JSON.stringify(data)).toMatch(/Aurora Tea/);
    expect(JSON.stringify(data)).toMatch(/matcha/i);
    expect(data.concepts[0].coreMessage).toContain('spring matcha blend');
    for (const c of data.concepts) {
      expect(c.title.length).toBeLessThanOrEqual(200);
      expect(['New Subscribers', 'First-Time Customers', 'Repeat Customers', 'VIPs']).toContain(c.strategicAlignment.targetSegment);
    }
  });

  it('concepts for one category use that type and avoid existing titles', async () => {
    const first = JSON.parse((await run('concepts', { ...inputs.concepts, campaignType: 'event' })).text);
    expect(first.concepts).toHaveLength(3);
    expect(first.concepts.every((c: { campaignType: string }) => c.campaignType === 'event')).toBe(true);
    const again = JSON.parse((await run('concepts', { ...inputs.concepts, campaignType: 'event', existingTitles: [first.concepts[0].title] })).text);
    expect(again.concepts.map((c: { title: string }) => c.title)).not.toContain(first.concepts[0].title);
  });

  it('concepts for a month follow the composition asked for and avoid rejected titles; the prompt names both', async () => {
    const composition = { product_spotlight: 2, education: 2, community: 1, promotion: 1, news: 1, event: 0, thought_leadership: 1, other: 0 };
    const first = JSON.parse((await run('concepts', { ...inputs.concepts, composition })).text);
    expect(first.concepts.map((c: { campaignType: string }) => c.campaignType)).toEqual([
      'product_spotlight', 'product_spotlight', 'education', 'education', 'community', 'promotion', 'news', 'thought_leadership',
    ]);
    const rejected = [{ title: first.concepts[0].title, campaignType: 'product_spotlight' }];
    const again = JSON.parse((await run('concepts', { ...inputs.concepts, composition, rejected })).text);
    expect(again.concepts.map((c: { title: string }) => c.title)).not.toContain(first.concepts[0].title);
    const { prompt } = conceptsTask.prompt({ ...inputs.concepts, composition, rejected });
    expect(prompt).toContain('Write 8 email campaign concepts');
    expect(prompt).toContain('2 product_spotlight, 2 education, 1 community, 1 promotion, 1 news, 1 thought_leadership');
    expect(prompt).toContain(`- "${first.concepts[0].title}" (product_spotlight)`);
  });

  it('module suggestions use only the given ids, header first and footer last, products for a launch', async () => {
    const { moduleIds } = JSON.parse((await run('suggest-modules', inputs['suggest-modules'])).text);
    const known = inputs['suggest-modules'].modules.map((m) => m.id);
    expect(moduleIds.every((id: number) => known.includes(id))).toBe(true);
    expect(moduleIds[0]).toBe(11);
    expect(moduleIds.at(-1)).toBe(17);
    expect(moduleIds).toContain(13);
  });

  it('field content fills every field within its length limits', async () => {
    const { instanceContent } = JSON.parse((await run('field-content', inputs['field-content'])).text);
    for (const module of inputs['field-content'].modules) {
      for (const field of module.fields) {
        const value: string = instanceContent[module.key][field.name];
        expect(value.length).toBeGreaterThan(0);
        if (field.maxLength) expect(value.length).toBeLessThanOrEqual(field.maxLength);
        if (field.minLength) expect(value.length).toBeGreaterThanOrEqual(field.minLength);
      }
    }
    expect(instanceContent['text-1'].body).toMatch(/matcha/i);
    // images come from this app's own demo image route, never from an outside host
    expect(instanceContent['hero-1'].imageUrl).toMatch(/^http:\/\/localhost:3000\/api\/demo-images\/[a-z0-9-]+\.svg\?/);
  });

  it('subject lines and preview texts mention the goal and fit the inbox', async () => {
    const { subjectLines, previewTexts } = JSON.parse((await run('subject-lines', inputs['subject-lines'])).text);
    expect(subjectLines).toHaveLength(5);
    expect(previewTexts).toHaveLength(5);
    expect(subjectLines.join(' ')).toMatch(/matcha/i);
    expect(subjectLines.every((s: string) => s.length <= 60)).toBe(true);
    expect(previewTexts.every((s: string) => s.length <= 90)).toBe(true);
    const only = JSON.parse((await run('preview-texts', inputs['preview-texts'])).text);
    expect(only.previewTexts.join(' ')).toMatch(/matcha/i);
  });

  it('refinements follow the instructions and keep the original', async () => {
    const { refinedContent } = JSON.parse((await run('refine-content', inputs['refine-content'])).text);
    expect(refinedContent).not.toBe(inputs['refine-content'].content);
    expect(refinedContent.length).toBeLessThanOrEqual(50);
    expect(refinedContent).toMatch(/^Last chance: /);
    expect(refinedContent.length).toBeLessThan(inputs['refine-content'].content.length);

    const { original, refined } = JSON.parse((await run('refine-concept', inputs['refine-concept'])).text);
    expect(original).toEqual(inputs['refine-concept'].concept);
    expect(refined.title).not.toBe(original.title);
    expect(refined.targetAudience).toMatch(/vip/i);
  });

  it('answers from a prompt alone when no structured input is given', async () => {
    const result = await provider.generateText({
      task: brandGuidelinesTask,
      prompt: 'Our brand name is Lumen Candles and we make soy candles.',
      model: 'demo',
      temperature: 0.7,
      maxTokens: 100,
      timeoutMs: 100,
      signal: new AbortController().signal,
    });
    expect(result.text).toContain('Lumen Candles');
  });
});

describe('demo copy from a goal', () => {
  it('leaves no dangling punctuation where the goal was cut', () => {
    const { subjectLines } = demoSubjectLines({ goal: 'Remind customers the blanket is worth it, truly, every single night', count: 8 });
    expect(subjectLines.length).toBeGreaterThan(0);
    for (const line of subjectLines) expect(line).not.toMatch(/[,;:]\s*[,;:]|,\s+(is here|Made)|,$/);
    expect(subjectLines.join(' ')).toContain('Worth It');
  });
});

describe('demo buttons', () => {
  it('are short actions with no word cut off, whatever the length of the goal', () => {
    for (const goal of ['Launch the Matcha Starter Kit', 'Show what makes our best-sellers worth it, with one customer quote and one practical detail']) {
      const { instanceContent } = demoFieldContent({
        goal,
        modules: [0, 1, 2, 3].map((i) => ({ key: `k${i}`, name: 'Hero', copy: { index: i + 1, total: 4 }, fields: [{ name: 'button_text', type: 'button' as const, required: true, maxLength: 30 }] })),
      });
      for (const { button_text } of Object.values(instanceContent)) {
        expect(button_text!.split(' ').length).toBeLessThanOrEqual(4);
        expect(button_text).not.toMatch(/\b(Our|The|A|What|Makes|And|Of)$/);
      }
    }
  });
});
