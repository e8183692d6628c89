// Seeds organizations through the product's own API (register, log in, create the organization,
// create modules), so the rows are exactly what the product writes.

import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../libs/shared/dist/index.js';

const WRITE = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };

/** A tiny cookie-keeping client for one user. */
export class ApiClient {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
    this.lastSetCookie = [];
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method, path, body) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { accept: 'application/json', ...(method === 'GET' ? {} : WRITE), cookie: this.cookieHeader },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const setCookie = res.headers.getSetCookie();
    if (setCookie.length) this.lastSetCookie = setCookie;
    for (const c of setCookie) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: res.status, body: json };
  }

  async must(method, path, body) {
    const res = await this.request(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

const CATEGORIES = ['header', 'body', 'footer'];

/** A module of about 1 KB, with placeholders matching its fields. */
export function moduleBody(n, marker) {
  const fields = [
    { name: 'headline', type: 'text', required: true, maxLength: 80, minLength: 5, purpose: 'The main message of the block, short and specific' },
    { name: 'body_copy', type: 'text', required: true, maxLength: 400, purpose: 'Two or three sentences that expand the headline' },
    { name: 'cta_label', type: 'button', required: true, maxLength: 25, purpose: 'Action verb first, two to four words' },
    { name: 'image_alt', type: 'text', required: false, maxLength: 120, purpose: 'Alternative text for the hero image' },
  ];
  return {
    name: `${marker} ${String(n).padStart(3, '0')}`,
    description: `Reusable ${CATEGORIES[n % 3]} block number ${n} for seasonal campaigns: a headline, supporting copy and a call to action that links to the featured collection.`,
    category: CATEGORIES[n % 3],
    fields,
    html_content:
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;font-family:Arial,sans-serif">' +
      '<img src="https://example.com/hero.jpg" alt="{{image_alt}}" width="552" style="display:block;width:100%"/>' +
      '<h1 style="font-size:24px;margin:16px 0 8px">{{headline}}</h1><p style="font-size:16px;line-height:24px">{{body_copy}}</p>' +
      '<a href="https://example.com/shop" style="display:inline-block;padding:12px 20px;background:#1a73e8;color:#fff;text-decoration:none;border-radius:4px">{{cta_label}}</a>' +
      '</td></tr></table>',
  };
}

async function inBatches(count, concurrency, fn) {
  let next = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < count) await fn(next++);
  });
  await Promise.all(workers);
}

/** Registers a user, creates the organization and `modules` modules. Returns the logged-in client. */
export async function seedOrganization(baseUrl, { label, modules, marker }) {
  const api = new ApiClient(baseUrl);
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bench.example.com`;
  const password = 'bench-password-1';
  await api.must('POST', '/api/auth/register', {
    firstName: 'Bench',
    lastName: label,
    email,
    password,
    confirmPassword: password,
    pendingSetup: true,
  });
  await api.must('POST', '/api/auth/login', { email, password });
  await api.must('POST', '/api/organizations', { name: `Bench ${label}` });
  const before = await api.must('GET', '/api/modules');
  await inBatches(modules, 4, (i) => api.must('POST', '/api/modules', moduleBody(i + 1, marker)));
  const after = await api.must('GET', '/api/modules');
  return { api, user: { email, password }, starterModules: before.length, modules: after.length };
}

const CONCEPT_TYPES = ['product_spotlight', 'education', 'community', 'promotion', 'news', 'event', 'thought_leadership', 'other'];

/**
 * Fills an organization with about `count` email concepts the way users do: demo-model generations
 * (a month of 8, or 3 for a category, with a business context), then some selected, scheduled and
 * rejected. Also times a demo generation for each of the 8 categories, end to end.
 */
export async function seedConcepts(api, { count }) {
  const month = { modelType: 'claude', businessContext: 'Autumn launch of the matcha starter kit; loyalty week for VIP customers.' };
  const t0 = Date.now();
  const first = await api.must('POST', '/api/email-concepts/generate', month);
  const monthMs = Date.now() - t0;
  const t1 = Date.now();
  for (const campaignType of CONCEPT_TYPES) await api.must('POST', '/api/email-concepts/generate', { ...month, campaignType });
  const allCategoriesMs = Date.now() - t1;
  let total = first.conceptCount + 3 * CONCEPT_TYPES.length;
  const calls = Math.max(0, Math.ceil((count - total) / 8));
  await inBatches(calls, 4, async () => {
    const res = await api.must('POST', '/api/email-concepts/generate', month);
    total += res.conceptCount;
  });
  const concepts = await api.must('GET', '/api/email-concepts');
  // about a tenth selected and scheduled over the year around today, a twentieth rejected
  const now = new Date();
  const day = (i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + (i % 12) - 6, (i % 28) + 1)).toISOString().slice(0, 10);
  const writes = concepts.filter((_, i) => i % 10 === 0).map((c, i) => ({ id: c.id, body: { selected: true, scheduledDate: day(i) } }));
  writes.push(...concepts.filter((_, i) => i % 20 === 5).map((c) => ({ id: c.id, body: { rejected: true } })));
  await inBatches(writes.length, 4, (i) => api.must('PATCH', `/api/email-concepts/${writes[i].id}`, writes[i].body));
  return { concepts: concepts.length, demo: first.demo, monthMs, allCategoriesMs };
}

/** The brand deck the bench uploads: 10 MB, the most an upload may be, so the list read shows it stays small. */
export const BRAND_DECK_BYTES = 10 * 1024 * 1024;

/** Saves the organization's brand settings with a survey, a guide and a 10 MB deck (multipart, as the UI sends). */
export async function seedBrand(api, { marker }) {
  const form = new FormData();
  form.set('name', `${marker} Brand`);
  form.set('website_url', 'https://brand.example.com');
  form.set('typography[headingFont]', 'Playfair Display');
  form.set('colors[primary]', 'hsl(160, 56%, 28%)');
  form.set('brandGuide[text]', 'Warm, expert and precise. '.repeat(40));
  form.set('emailStrategy', JSON.stringify({ brandName: `${marker} Brand`, bestSellingProducts: 'Sencha ($18), Matcha ($32)', sendFrequency: 'Weekly', contentTypes: ['Product spotlights'] }));
  form.set('brandDeckFile', new Blob([Buffer.alloc(BRAND_DECK_BYTES, 'Tea for slow mornings. ')], { type: 'text/markdown' }), 'brand-deck.md');
  const res = await fetch(`${api.baseUrl}/api/brand-settings`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json', cookie: api.cookieHeader },
    body: form,
  });
  if (res.status !== 200) throw new Error(`POST /api/brand-settings answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  if (body.brandDeck?.size !== BRAND_DECK_BYTES) throw new Error(`the brand deck was not saved: ${JSON.stringify(body.brandDeck)}`);
  return body;
}

/** A goal as the concept prefill writes it: the core message, then the strategy lines and the call to action. */
function campaignGoal(n) {
  return [
    `Introduce the autumn matcha starter kit (edition ${n}) to subscribers who have not bought yet, with one customer story and a clear first step.`,
    'Target segment: New Subscribers',
    'Journey phase: First Purchase',
    'Strategic priority: Grow revenue from best-sellers',
    'Call to action: Shop the starter kit',
  ].join('\n');
}

/** Text for one field of a module, as generated content would fill it: within its limits. */
function fieldText(field, n) {
  if (/url/i.test(field.name)) return `https://brand.example.com/${field.name}/${n}`;
  if (field.type === 'button') return 'Shop the kit';
  const text = `Edition ${n}: slow mornings, stone-ground matcha and a whisk that lasts. Everything you need for a calm first bowl, delivered to your door.`;
  return text.slice(0, Math.min(field.maxLength ?? 160, 160));
}

/**
 * Fills an organization with `count` campaigns through POST /api/campaigns, the way the form saves
 * them: seven module instances (a header, body modules, one of them twice, a footer) with every
 * field written, a subject, a preview text, the goal and the option lists.
 */
export async function seedCampaigns(api, { count }) {
  const modules = await api.must('GET', '/api/modules');
  const headers = modules.filter((m) => m.category === 'header');
  const bodies = modules.filter((m) => m.category === 'body');
  const footers = modules.filter((m) => m.category === 'footer');
  const t0 = Date.now();
  await inBatches(count, 4, async (i) => {
    const body = bodies[i % bodies.length];
    const chosen = [headers[i % headers.length], body, bodies[(i + 1) % bodies.length], body, bodies[(i + 2) % bodies.length], bodies[(i + 3) % bodies.length], footers[i % footers.length]];
    const moduleInstances = chosen.map((m, k) => ({ instanceId: `instance-${m.id}-${1732000000000 + i * 10 + k}-bench${String(k).padStart(4, '0')}`, moduleId: m.id }));
    const content = Object.fromEntries(moduleInstances.map((inst, k) => [inst.instanceId, Object.fromEntries(chosen[k].fields.map((f) => [f.name, fieldText(f, i)]))]));
    await api.must('POST', '/api/campaigns', {
      name: `Autumn matcha ${String(i + 1).padStart(4, '0')}`,
      subject: `Your calm first bowl, edition ${i + 1}`,
      previewText: 'Everything you need for slow mornings, in one box: whisk, bowl and our best matcha.',
      goal: campaignGoal(i + 1),
      content,
      moduleOrder: moduleInstances.map((m) => m.moduleId),
      moduleInstances,
      subjectLineOptions: [`Your calm first bowl, edition ${i + 1}`, 'Meet the matcha starter kit', 'Slow mornings start here'],
      previewTextOptions: ['Everything you need for slow mornings, in one box: whisk, bowl and our best matcha.', 'A whisk, a bowl and ceremonial matcha: your first bowl is ready.'],
    });
  });
  const list = await api.must('GET', '/api/campaigns');
  return { campaigns: list.length, seconds: (Date.now() - t0) / 1000 };
}

/**
 * One campaign of `instances` module instances (default 12: a header, body modules, one of them
 * twice, a footer), every field written, through POST /api/campaigns as the form saves it. Uses
 * the bench's own modules (names containing `marker`), whose fields are known. Returns its id.
 */
export async function seedLargeCampaign(api, { instances = 12, marker }) {
  const modules = (await api.must('GET', '/api/modules')).filter((m) => m.name.includes(marker));
  const pick = (category) => modules.filter((m) => m.category === category);
  const [header] = pick('header');
  const [footer] = pick('footer');
  const bodies = pick('body');
  if (!header || !footer || bodies.length < instances - 3) throw new Error(`not enough '${marker}' modules for a campaign of ${instances} instances`);
  const middle = bodies.slice(0, instances - 3);
  const chosen = [header, ...middle.slice(0, 2), middle[0], ...middle.slice(2), footer];
  const moduleInstances = chosen.map((m, k) => ({ instanceId: `instance-${m.id}-${1732100000000 + k}-large${String(k).padStart(4, '0')}`, moduleId: m.id }));
  const content = Object.fromEntries(moduleInstances.map((inst, k) => [inst.instanceId, Object.fromEntries(chosen[k].fields.map((f) => [f.name, fieldText(f, k + 1)]))]));
  const created = await api.must('POST', '/api/campaigns', {
    name: `Autumn matcha, ${instances} modules`,
    subject: 'Your calm first bowl, the full story',
    previewText: 'Everything you need for slow mornings, in one box: whisk, bowl and our best matcha.',
    goal: campaignGoal(instances),
    content,
    moduleOrder: moduleInstances.map((m) => m.moduleId),
    moduleInstances,
    subjectLineOptions: ['Your calm first bowl, the full story', 'Meet the matcha starter kit'],
    previewTextOptions: ['Everything you need for slow mornings, in one box: whisk, bowl and our best matcha.'],
  });
  const saved = await api.must('GET', `/api/campaigns/${created.id}`);
  if (saved.moduleInstances?.length !== instances) throw new Error(`the large campaign has ${saved.moduleInstances?.length} instances, not ${instances}`);
  return { id: created.id, instances: saved.moduleInstances.length };
}
