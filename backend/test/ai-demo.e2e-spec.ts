import request from 'supertest';
import { EMAIL_AIMS, newInstanceId } from '@mailplan/shared';
import { addressProblems, cutWordProblems, sameCopyProblems, sentenceProblems, textProblems, type KnownBrand } from '../src/ai/demo/demo-copy.checks.js';
import { DEMO_BRANDS, type DemoBrandFixture } from '../src/ai/demo/demo-copy.fixtures.js';
import { STARTER_MODULES } from '../src/module/starter-modules.js';
import { signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

/**
 * The offline demo model through the product's own routes, as a new user meets it: the brand
 * settings and survey, guidelines and strategy, a month of concepts, campaign copy from a concept,
 * subject lines, the exported email and its images. No provider has a key.
 */
const PUBLIC_URL = 'https://mailplan.example.org';
let t: TestApp;

beforeAll(async () => {
  for (const key of ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY']) delete process.env[key];
  process.env.PUBLIC_URL = PUBLIC_URL;
  t = await startTestApp();
}, 30_000);
afterAll(async () => {
  await t?.close();
});

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

/** The brands of the demo copy's unit specs: the same answers, through the API. */
type Brand = DemoBrandFixture;
const BRANDS = DEMO_BRANDS;

type Field = { name: string; type: string; required: boolean; maxLength?: number; minLength?: number };
type Module = { id: number; name: string; fields: Field[] };
type Concept = { id: number; campaignType: string; title: string; coreMessage: string; targetAudience: string; callToAction: string; strategicAlignment: Record<string, string> };

const settings = (c: Client) => c.agent.post('/api/brand-settings').set(CSRF);

/** The wizard's path on the demo model: survey saved, guidelines and strategy generated and saved. */
async function brandThroughWizard(c: Client, b: Brand) {
  const name = b.survey.brandName as string;
  await settings(c).field('name', name).field('website_url', b.survey.websiteUrl as string).field('emailStrategy', JSON.stringify(b.survey)).expect(200);
  const guide = await c.agent
    .post('/api/brand-guide/generate')
    .set(CSRF)
    .field('brandContext', b.context)
    .attach('files', Buffer.from(b.reviews), 'customer-reviews.txt')
    .expect(200);
  expect(guide.body.demo).toBe(true);
  await settings(c).field('brandGuide[text]', guide.body.brandGuide).expect(200);
  const strategy = await c.agent.post('/api/email-strategy/generate').set(CSRF).field('modelType', 'claude').expect(200);
  expect(strategy.body.demo).toBe(true);
  await settings(c).field('emailStrategy', JSON.stringify({ ...b.survey, hasCompletedSurvey: true, generatedStrategy: strategy.body.content[0].text })).expect(200);
  return { guidelines: guide.body.brandGuide as string, strategy: strategy.body.content[0].text as string };
}

/** The goal the campaign form makes of a concept. */
const goalOf = (c: Concept) => [c.coreMessage, `Target Segment: ${c.strategicAlignment.targetSegment}`, `Call to Action: ${c.callToAction}`].join('\n');

describe.each(Object.entries(BRANDS))('the demo model for the %s brand, through the API', (_name, b) => {
  const brand = b.survey.brandName as string;
  const own = [b.context, b.reviews].flatMap((text) => [text, ...text.split(/(?<=\.)\s+/)]);
  const known: KnownBrand = { brand, products: b.products, phrases: [...b.phrases, ...own] };
  const links = { imageBase: PUBLIC_URL, linkOrigins: [new URL(b.survey.websiteUrl as string).origin] };

  it('concepts, campaign copy, subject lines and the exported email use whole product names, and images served by the app', async () => {
    const { c } = await signUp(t.server, { org: `${brand} Co` });
    const { strategy } = await brandThroughWizard(c, b);
    for (const product of b.products.slice(0, 2)) expect(strategy).toContain(product);

    // a month of concepts, then three more for one category
    expect((await c.post('/api/email-concepts/generate', { modelType: 'claude' }).expect(200)).body).toMatchObject({ conceptCount: 8, demo: true });
    await c.post('/api/email-concepts/generate', { modelType: 'claude', campaignType: 'education' }).expect(200);
    const concepts: Concept[] = (await c.get('/api/email-concepts').expect(200)).body;
    expect(concepts).toHaveLength(11);
    const problems: string[] = [];
    for (const concept of concepts) {
      const label = `concept ${concept.id}`;
      problems.push(...textProblems(`${label} title`, concept.title), ...sentenceProblems(`${label} coreMessage`, concept.coreMessage));
      problems.push(...textProblems(`${label} targetAudience`, concept.targetAudience), ...textProblems(`${label} callToAction`, concept.callToAction));
      for (const text of [concept.title, concept.coreMessage, concept.targetAudience, concept.callToAction]) problems.push(...cutWordProblems(label, text, known));
    }
    // product spotlights name a whole product of the survey, never the brand as one
    for (const spotlight of concepts.filter((x) => x.campaignType === 'product_spotlight')) {
      expect(b.products.some((p) => spotlight.title.toLowerCase().includes(p.toLowerCase()))).toBe(true);
      expect(spotlight.title).not.toMatch(new RegExp(`(?:Look at|About|from|Meet) ${brand}$`));
    }

    // campaign copy for the first concept: two heroes, two text blocks and three product blocks
    const modules: Module[] = (await c.get('/api/modules').expect(200)).body;
    const byKey = Object.fromEntries(STARTER_MODULES.map((s) => [s.key, modules.find((m) => m.name === s.name)!]));
    const order = ['header', 'hero', 'hero', 'text-block', 'text-block', 'product', 'product', 'product', 'cta', 'footer'].map((k) => byKey[k]!);
    const instances = order.map((m) => ({ instanceId: newInstanceId(m.id), moduleId: m.id }));
    const goal = goalOf(concepts.find((x) => x.campaignType === 'product_spotlight')!);
    const generated = await c.post('/api/ai/generate-content', { goal, modelType: 'claude', moduleInstances: instances }).expect(200);
    expect(generated.body.demo).toBe(true);
    const content = generated.body.instanceContent as Record<string, Record<string, string>>;
    const copies = new Map<number, Array<{ label: string; values: Record<string, string> }>>();
    for (const [i, inst] of instances.entries()) {
      const module = order[i]!;
      const values = content[inst.instanceId]!;
      for (const field of module.fields) {
        const value = values[field.name]!;
        const label = `${module.name} #${i} ${field.name}`;
        if (field.required) expect(value.trim().length).toBeGreaterThan(0);
        if (field.maxLength) expect(value.length).toBeLessThanOrEqual(field.maxLength);
        if (field.minLength) expect(value.length).toBeGreaterThanOrEqual(field.minLength);
        if (/url/.test(field.name)) problems.push(...addressProblems(label, value, links));
        else {
          problems.push(...(/body|description|subheadline|lead_in/.test(field.name) ? sentenceProblems(label, value) : textProblems(label, value)));
          problems.push(...cutWordProblems(label, value, known));
        }
      }
      copies.set(module.id, [...(copies.get(module.id) ?? []), { label: `${module.name} #${i}`, values }]);
    }
    for (const list of copies.values()) problems.push(...sameCopyProblems(list));
    const productNames = instances.filter((_, i) => order[i]!.name === 'Product block').map((inst) => content[inst.instanceId]!.product_name!);
    for (const n of productNames) expect(b.products.map((p) => p.toLowerCase())).toContain(n.toLowerCase());
    expect(new Set(productNames).size).toBe(3);

    const lines = (await c.post('/api/ai/generate-subject-lines', { goal, modelType: 'claude' }).expect(200)).body as { subjectLines: string[]; previewTexts: string[] };
    expect(lines.subjectLines.length).toBeGreaterThan(0);
    for (const s of lines.subjectLines) {
      expect(s.length).toBeLessThanOrEqual(EMAIL_AIMS.subjectMax);
      problems.push(...textProblems('subject', s), ...cutWordProblems('subject', s, known));
    }
    for (const p of lines.previewTexts) {
      expect(p.length).toBeGreaterThanOrEqual(EMAIL_AIMS.previewTextMin);
      problems.push(...sentenceProblems('preview', p), ...cutWordProblems('preview', p, known));
    }
    expect(problems).toEqual([]);

    // the exported email: every image is absolute, on the app, and the app serves it without a session
    const campaign = (await c.post('/api/campaigns', { name: 'From a concept', subject: lines.subjectLines[0], previewText: lines.previewTexts[0], moduleInstances: instances, content }).expect(201)).body;
    const { html } = (await c.get(`/api/campaigns/${campaign.id}/export`).expect(200)).body as { html: string };
    const sources = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(sources).toHaveLength(5);
    for (const src of sources) {
      expect(src.startsWith(`${PUBLIC_URL}/api/demo-images/`)).toBe(true);
      const url = new URL(src);
      const image = await request(t.server).get(`${url.pathname}${url.search}`).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.headers['cache-control']).toMatch(/public/);
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const svg = (image.body as Buffer).toString('utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      const text = url.searchParams.get('text')!;
      expect([...b.products, brand].map((p) => p.toLowerCase())).toContain(text.toLowerCase());
      expect(svg.toLowerCase()).toContain(text.toLowerCase().replace(/&/g, '&amp;').replace(/'/g, '&apos;').split(' ')[0]);
    }
  });
});

describe('a brand kit without a brand name', () => {
  it("guidelines and strategy are written for the organization's name, never for \"your brand\"", async () => {
    const { c } = await signUp(t.server, { org: 'Harbour Candle Co' });
    const guide = await c.agent
      .post('/api/brand-guide/generate')
      .set(CSRF)
      .field('brandContext', 'We pour soy candles by hand.')
      .attach('files', Buffer.from('The cedar candle is the best I have owned.'), 'customer-reviews.txt')
      .expect(200);
    expect(guide.body.demo).toBe(true);
    expect(guide.body.brandGuide.split('\n')[0]).toBe('# Harbour Candle Co Brand Guidelines');
    expect(guide.body.brandGuide).not.toMatch(/your brand|Brand Brand/i);
    const strategy = await c.agent.post('/api/email-strategy/generate').set(CSRF).field('modelType', 'claude').expect(200);
    expect(strategy.body.content[0].text.split('\n')[0]).toBe('# Email Strategy for Harbour Candle Co');
    expect(strategy.body.content[0].text).not.toMatch(/your brand/i);
  });
});

describe('the demo image route', () => {
  it('answers what it cannot draw with 400 or 404, never 500', async () => {
    const plain = request(t.server);
    const bad: Array<[string, number, string]> = [
      ['/api/demo-images/x.svg?w=0', 400, 'w must be a whole number from 16 to 2400'],
      ['/api/demo-images/x.svg?h=abc', 400, 'h must be a whole number from 16 to 2400'],
      ['/api/demo-images/x.svg?tone=99', 400, 'tone must be a whole number from 0 to 5'],
      [`/api/demo-images/x.svg?text=${'a'.repeat(81)}`, 400, 'text must be at most 80 characters'],
      ['/api/demo-images/x.svg?text=a&text=b', 400, 'text must be text'],
      ['/api/demo-images/x.svg?colour=red', 400, 'Unexpected field: colour'],
      ['/api/demo-images/x.png', 404, 'No such demo image'],
      ['/api/demo-images/..%2Fsecret.svg', 404, 'No such demo image'],
    ];
    for (const [path, status, message] of bad) {
      const res = await plain.get(path);
      expect({ path, status: res.status }).toEqual({ path, status });
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const ok = await plain.get('/api/demo-images/image.svg').expect(200);
    expect(ok.headers['set-cookie']).toBeUndefined();
  });
});
