import { CAMPAIGN_MESSAGES as M, CHECKLIST_ITEMS, FORBIDDEN_MESSAGES, MESSAGES, newInstanceId } from '@mailplan/shared';
import { STARTER_MODULES } from '../src/module/starter-modules.js';
import { PREHEADER_PADDING } from '../src/campaign/email-export.js';
import { createModule, organizationWithStarterModules } from './support/modules.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Campaigns on real Postgres: the routes, their messages, legacy rows, tenancy and the export. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Module = { id: number; name: string; category: string; fields: Array<{ name: string; required: boolean }> };
type Instance = { instanceId: string; moduleId: number };

/** A user in a new organization, with its starter modules by key. */
async function organization(name = 'Acme') {
  const org = await organizationWithStarterModules<Module>(t.server, name);
  expect(org.modules).toHaveLength(STARTER_MODULES.length);
  return org;
}

const instance = (moduleId: number): Instance => ({ instanceId: newInstanceId(moduleId), moduleId });

async function campaignCount(organizationId: number | null): Promise<number> {
  const [row] = await t.sql<{ n: string }>('select count(*) as n from campaigns where organization_id = ?', [organizationId]);
  return Number(row!.n);
}

async function rowOf(id: number) {
  const [row] = await t.sql<Record<string, unknown>>('select * from campaigns where id = ?', [id]);
  return row!;
}

describe('POST /api/campaigns and GET /api/campaigns/{id}', () => {
  it('creates a campaign with module instances and reads it back; createdAt is the server\'s', async () => {
    const { c, byKey, organizationId } = await organization();
    const header = instance(byKey.header!.id);
    const hero = instance(byKey.hero!.id);
    const body = {
      name: '  Spring launch ',
      subject: 'Meet the matcha kit',
      previewText: 'Everything for your first whisk, in one box.',
      goal: 'Launch the matcha starter kit',
      content: { [header.instanceId]: { brand_name: 'Aurora Tea', tagline: 'Calm mornings' }, [hero.instanceId]: { headline: 'Whisk it' } },
      moduleOrder: [byKey.header!.id, byKey.hero!.id],
      moduleInstances: [header, hero],
      subjectLineOptions: ['Meet the matcha kit', 'Your first whisk'],
      previewTextOptions: ['Everything for your first whisk, in one box.'],
    };
    const before = Date.now();
    const res = await c.post('/api/campaigns', body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Spring launch',
      subject: 'Meet the matcha kit',
      previewText: 'Everything for your first whisk, in one box.',
      goal: 'Launch the matcha starter kit',
      subjectLineOptions: ['Meet the matcha kit', 'Your first whisk'],
      previewTextOptions: ['Everything for your first whisk, in one box.'],
      content: body.content,
      moduleOrder: [byKey.header!.id, byKey.hero!.id],
      moduleInstances: [header, hero],
      createdAt: expect.any(String),
      organizationId,
      version: 1,
      status: 'draft',
    });
    expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await c.get(`/api/campaigns/${res.body.id}`).expect(200)).body).toEqual(res.body);

    // createdAt is not the client's to set
    const refused = await c.post('/api/campaigns', { ...body, createdAt: '2001-01-01T00:00:00.000Z' }).expect(400);
    expect(refused.body.message).toBe('Unexpected field: createdAt');
  });

  it('needs only a name: the rest has its defaults', async () => {
    const { c } = await organization();
    const res = await c.post('/api/campaigns', { name: 'Bare' }).expect(201);
    expect(res.body).toMatchObject({ subject: '', previewText: '', goal: '', subjectLineOptions: [], previewTextOptions: [], content: {}, moduleOrder: [], moduleInstances: [] });
  });

  it('keeps duplicates of a module as separate instances, derives moduleOrder from them and drops content of no instance', async () => {
    const { c, byKey } = await organization();
    const a = instance(byKey['text-block']!.id);
    const b = instance(byKey['text-block']!.id);
    const res = await c
      .post('/api/campaigns', {
        name: 'Two stories',
        moduleOrder: [byKey.footer!.id],
        moduleInstances: [a, b],
        content: { [a.instanceId]: { heading: 'One' }, [b.instanceId]: { heading: 'Two' }, 'instance-999-1-gone': { heading: 'Removed' } },
      })
      .expect(201);
    expect(res.body.moduleOrder).toEqual([byKey['text-block']!.id, byKey['text-block']!.id]);
    expect(res.body.content).toEqual({ [a.instanceId]: { heading: 'One' }, [b.instanceId]: { heading: 'Two' } });
  });

  it.each([
    [{ moduleInstances: [{ moduleId: 1 }] }, M.instanceIdRequired],
    [{ moduleInstances: [{ instanceId: '', moduleId: 1 }] }, M.instanceIdRequired],
    [{ moduleInstances: [{ instanceId: 42, moduleId: 1 }] }, M.instanceIdRequired],
    [{ moduleInstances: [{ instanceId: 'instance-1-1-a' }] }, M.moduleIdPositive],
    [{ moduleInstances: [{ instanceId: 'instance-1-1-a', moduleId: 0 }] }, M.moduleIdPositive],
    [{ moduleInstances: [{ instanceId: 'instance-1-1-a', moduleId: -3 }] }, M.moduleIdPositive],
    [{ moduleInstances: [{ instanceId: 'instance-1-1-a', moduleId: 1.5 }] }, M.moduleIdPositive],
    [{ moduleInstances: [{ instanceId: 'instance-1-1-a', moduleId: '1' }] }, M.moduleIdPositive],
    [{ moduleOrder: [0] }, M.moduleIdPositive],
    [{ name: 'x'.repeat(101) }, M.nameMax],
    [{ name: '   ' }, M.nameRequired],
    [{ name: undefined }, M.nameRequired],
    [{ subject: 'x'.repeat(201) }, M.subjectMax],
    [{ previewText: 'x'.repeat(201) }, M.previewTextMax],
    [{ content: { 'instance-1-1-a': 'not a map' } }, M.content],
    [{ content: { 'instance-1-1-a': { headline: 7 } } }, M.content],
    [{ content: { 'instance-1-1-a': { body: 'x'.repeat(10_001) } } }, M.fieldContentMax],
    [{ subjectLineOptions: ['x'.repeat(201)] }, M.subjectLineOptions],
    [{ previewTextOptions: 'one' }, M.previewTextOptions],
    [
      {
        moduleInstances: [
          { instanceId: 'instance-1-1-a', moduleId: 1 },
          { instanceId: 'instance-1-1-a', moduleId: 1 },
        ],
      },
      M.instanceIdsUnique,
    ],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const { c, organizationId } = await organization();
    const res = await c.post('/api/campaigns', { name: 'Checked', ...change }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await campaignCount(organizationId)).toBe(0);
  });

  it('accepts the limits exactly: 100, 200 and 200 characters', async () => {
    const { c } = await organization();
    const res = await c.post('/api/campaigns', { name: 'n'.repeat(100), subject: 's'.repeat(200), previewText: 'p'.repeat(200) }).expect(201);
    expect(res.body.name).toHaveLength(100);
  });

  it('answers 400 for an id that is not a number and 404 for a missing campaign', async () => {
    const { c } = await organization();
    expect((await c.get('/api/campaigns/abc').expect(400)).body.message).toBe(M.campaignIdInvalid);
    expect((await c.get('/api/campaigns/999999').expect(404)).body.message).toBe(M.campaignNotFound);
    expect((await c.patch('/api/campaigns/999999', { name: 'x' }).expect(404)).body.message).toBe(M.campaignNotFound);
  });
});

describe('GET /api/campaigns', () => {
  it('lists the summaries newest first, without content', async () => {
    const { c } = await organization();
    const first = (await c.post('/api/campaigns', { name: 'First', subject: 'S1', goal: 'G1', content: {} }).expect(201)).body;
    const second = (await c.post('/api/campaigns', { name: 'Second', subject: 'S2', goal: 'G2' }).expect(201)).body;
    // a row made earlier but inserted later still sorts by when it was made
    const [old] = await t.sql<{ id: number }>(
      "insert into campaigns (organization_id, name, created_at) values (?, 'Old', now() - interval '2 days') returning id",
      [first.organizationId],
    );
    const list = (await c.get('/api/campaigns').expect(200)).body;
    expect(list).toEqual([
      { id: second.id, name: 'Second', subject: 'S2', goal: 'G2', createdAt: second.createdAt, status: 'draft' },
      { id: first.id, name: 'First', subject: 'S1', goal: 'G1', createdAt: first.createdAt, status: 'draft' },
      { id: old!.id, name: 'Old', subject: '', goal: '', createdAt: expect.any(String), status: 'draft' },
    ]);
  });
});

describe('PATCH /api/campaigns/{id}', () => {
  it('changes only the fields sent', async () => {
    const { c, byKey } = await organization();
    const hero = instance(byKey.hero!.id);
    const created = (
      await c.post('/api/campaigns', { name: 'Draft', subject: 'Old subject', goal: 'Goal', moduleInstances: [hero], content: { [hero.instanceId]: { headline: 'Hi' } } }).expect(201)
    ).body;
    const res = await c.patch(`/api/campaigns/${created.id}`, { subject: 'New subject', subjectLineOptions: [' New subject ', '', 'New subject', 'Other'] }).expect(200);
    expect(res.body).toEqual({ ...created, subject: 'New subject', subjectLineOptions: ['New subject', 'Other'], version: 2 });
    expect((await c.get(`/api/campaigns/${created.id}`).expect(200)).body).toEqual(res.body);
  });

  it('replaces the instances and drops the content of removed ones', async () => {
    const { c, byKey } = await organization();
    const hero = instance(byKey.hero!.id);
    const cta = instance(byKey.cta!.id);
    const created = (await c.post('/api/campaigns', { name: 'Draft', moduleInstances: [hero, cta], content: { [hero.instanceId]: { headline: 'Hi' }, [cta.instanceId]: { cta_text: 'Go' } } }).expect(201)).body;
    const res = await c.patch(`/api/campaigns/${created.id}`, { moduleInstances: [cta] }).expect(200);
    expect(res.body.moduleInstances).toEqual([cta]);
    expect(res.body.moduleOrder).toEqual([byKey.cta!.id]);
    expect(res.body.content).toEqual({ [cta.instanceId]: { cta_text: 'Go' } });
  });

  it('refuses bad fields with the same messages and changes nothing', async () => {
    const { c } = await organization();
    const created = (await c.post('/api/campaigns', { name: 'Draft' }).expect(201)).body;
    for (const [body, message] of [
      [{ name: '' }, M.nameRequired],
      [{ subject: 'x'.repeat(201) }, M.subjectMax],
      [{ moduleInstances: [{ instanceId: 'a', moduleId: 0 }] }, M.moduleIdPositive],
      [{ moduleInstances: [{ moduleId: 3 }] }, M.instanceIdRequired],
    ] as const) {
      expect((await c.patch(`/api/campaigns/${created.id}`, body).expect(400)).body.message).toBe(message);
    }
    expect((await c.get(`/api/campaigns/${created.id}`).expect(200)).body).toEqual(created);
  });
});

describe('two organizations', () => {
  it("a module of another organization is refused (404) and nothing is stored", async () => {
    const a = await organization('Alpha');
    const b = await organization('Bravo');
    const foreign = b.byKey.hero!.id;
    for (const body of [
      { name: 'Sneaky', moduleInstances: [instance(a.byKey.header!.id), instance(foreign)] },
      { name: 'Sneaky', moduleOrder: [foreign] },
      { name: 'Sneaky', moduleOrder: [foreign], moduleInstances: [instance(a.byKey.header!.id)] },
    ]) {
      const res = await a.c.post('/api/campaigns', body).expect(404);
      expect(res.body.message).toBe(MESSAGES.moduleNotFound);
    }
    expect(await campaignCount(a.organizationId)).toBe(0);

    const own = (await a.c.post('/api/campaigns', { name: 'Mine', moduleInstances: [instance(a.byKey.header!.id)] }).expect(201)).body;
    const refused = await a.c.patch(`/api/campaigns/${own.id}`, { name: 'Changed', moduleInstances: [instance(foreign)] }).expect(404);
    expect(refused.body.message).toBe(MESSAGES.moduleNotFound);
    await a.c.patch(`/api/campaigns/${own.id}`, { moduleOrder: [foreign] }).expect(404);
    expect((await a.c.get(`/api/campaigns/${own.id}`).expect(200)).body).toEqual(own);
    // the draft export reads modules too
    await a.c.post('/api/campaigns/export', { name: 'Draft', moduleInstances: [instance(foreign)] }).expect(404);
  });

  it("another organization's campaign is not there: 404 to read, change or export, absent from the list", async () => {
    const a = await organization('Alpha');
    const b = await organization('Bravo');
    const mine = (await a.c.post('/api/campaigns', { name: 'Alpha secret plan', subject: 'Alpha subject' }).expect(201)).body;
    await b.c.post('/api/campaigns', { name: 'Bravo plan' }).expect(201);
    expect((await b.c.get(`/api/campaigns/${mine.id}`).expect(404)).body.message).toBe(M.campaignNotFound);
    expect((await b.c.patch(`/api/campaigns/${mine.id}`, { name: 'Taken' }).expect(404)).body.message).toBe(M.campaignNotFound);
    expect((await b.c.get(`/api/campaigns/${mine.id}/export`).expect(404)).body.message).toBe(M.campaignNotFound);
    const list = (await b.c.get('/api/campaigns').expect(200)).body;
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Bravo plan']);
    expect((await a.c.get(`/api/campaigns/${mine.id}`).expect(200)).body).toEqual(mine);
  });

  it('a viewer may read but not write', async () => {
    const a = await organization('Alpha');
    await t.sql("update users set role = 'viewer' where id = ?", [a.user.id]);
    await a.c.get('/api/campaigns').expect(200);
    expect((await a.c.post('/api/campaigns', { name: 'No' }).expect(403)).body.message).toBe(FORBIDDEN_MESSAGES['content.write']);
  });
});

describe('legacy campaigns (product decision P11)', () => {
  /** A row as written before module instances existed. */
  async function legacyRow(organizationId: number, columns: { moduleOrder?: unknown; content?: unknown }) {
    const [row] = await t.sql<{ id: number; created_at: Date }>(
      `insert into campaigns (organization_id, name, subject, goal, created_at${columns.moduleOrder ? ', module_order' : ''}${columns.content ? ', content' : ''})
       values (?, 'Legacy', 'Old subject', 'Old goal', now() - interval '400 days'${columns.moduleOrder ? ', ?' : ''}${columns.content ? ', ?' : ''}) returning id, created_at`,
      [organizationId, ...(columns.moduleOrder ? [JSON.stringify(columns.moduleOrder)] : []), ...(columns.content ? [JSON.stringify(columns.content)] : [])],
    );
    return row!;
  }

  it('only moduleOrder, content keyed by module id: answered as instances, each with its copy; stored as such at the next update', async () => {
    const { c, byKey, organizationId } = await organization();
    const [h, x, f] = [byKey.header!.id, byKey['text-block']!.id, byKey.footer!.id];
    const row = await legacyRow(organizationId!, {
      moduleOrder: [h, x, x, f],
      content: { [h]: { brand_name: 'Aurora' }, [x]: [{ heading: 'First story' }, { heading: 'Second story' }], [f]: { company_name: 'Aurora Ltd' } },
    });
    const ts = new Date(row.created_at).getTime();
    const read = (await c.get(`/api/campaigns/${row.id}`).expect(200)).body;
    const ids = [`instance-${h}-${ts}-legacy0`, `instance-${x}-${ts}-legacy1`, `instance-${x}-${ts}-legacy2`, `instance-${f}-${ts}-legacy3`];
    expect(read.moduleInstances).toEqual([
      { instanceId: ids[0], moduleId: h },
      { instanceId: ids[1], moduleId: x },
      { instanceId: ids[2], moduleId: x },
      { instanceId: ids[3], moduleId: f },
    ]);
    expect(read.moduleOrder).toEqual([h, x, x, f]);
    expect(read.content).toEqual({
      [ids[0]!]: { brand_name: 'Aurora' },
      [ids[1]!]: { heading: 'First story' },
      [ids[2]!]: { heading: 'Second story' },
      [ids[3]!]: { company_name: 'Aurora Ltd' },
    });
    // reading changes nothing, and answers the same instance ids every time
    expect((await c.get(`/api/campaigns/${row.id}`).expect(200)).body).toEqual(read);
    expect((await rowOf(row.id)).module_instances).toEqual([]);

    const updated = (await c.patch(`/api/campaigns/${row.id}`, { name: 'Legacy, now current' }).expect(200)).body;
    expect(updated).toEqual({ ...read, name: 'Legacy, now current', version: 2 });
    const stored = await rowOf(row.id);
    expect(stored.module_instances).toEqual(read.moduleInstances);
    expect(stored.content).toEqual(read.content);
    expect(stored.module_order).toEqual([h, x, x, f]);
    expect((await c.get(`/api/campaigns/${row.id}`).expect(200)).body).toEqual(updated);
  });

  it('a module of the order used twice with one content object: each instance gets its own copy', async () => {
    const { c, byKey, organizationId } = await organization();
    const x = byKey['text-block']!.id;
    const row = await legacyRow(organizationId!, { moduleOrder: [x, x], content: { [x]: { heading: 'Shared' } } });
    const read = (await c.get(`/api/campaigns/${row.id}`).expect(200)).body;
    expect(Object.values(read.content)).toEqual([{ heading: 'Shared' }, { heading: 'Shared' }]);
    // editing one copy leaves the other
    const [first, second] = read.moduleInstances as Instance[];
    const res = await c.patch(`/api/campaigns/${row.id}`, { content: { ...read.content, [first!.instanceId]: { heading: 'Edited' } } }).expect(200);
    expect(res.body.content).toEqual({ [first!.instanceId]: { heading: 'Edited' }, [second!.instanceId]: { heading: 'Shared' } });
  });

  it('only content keys (module ids, or instance ids): answered as instances', async () => {
    const { c, byKey, organizationId } = await organization();
    const [h, x] = [byKey.header!.id, byKey['text-block']!.id];
    const byModule = await legacyRow(organizationId!, { content: { [h]: { brand_name: 'Aurora' }, [x]: [{ heading: 'A' }, { heading: 'B' }] } });
    const read = (await c.get(`/api/campaigns/${byModule.id}`).expect(200)).body;
    expect(read.moduleOrder).toEqual([h, x, x]);
    expect(Object.values(read.content)).toEqual([{ brand_name: 'Aurora' }, { heading: 'A' }, { heading: 'B' }]);

    const keyed = `instance-${x}-1700000000000-abc123xyz`;
    const byInstance = await legacyRow(organizationId!, { content: { [keyed]: { heading: 'Kept' } } });
    const read2 = (await c.get(`/api/campaigns/${byInstance.id}`).expect(200)).body;
    expect(read2.moduleInstances).toEqual([{ instanceId: keyed, moduleId: x }]);
    expect(read2.content).toEqual({ [keyed]: { heading: 'Kept' } });
    // a save that changes nothing writes nothing (docs/decisions.md#edit-conflicts): the row keeps its form and version
    expect((await c.patch(`/api/campaigns/${byInstance.id}`, {}).expect(200)).body).toEqual(read2);
    expect(await rowOf(byInstance.id)).toMatchObject({ module_instances: [], version: 1 });
    // the first real change stores the instances
    await c.patch(`/api/campaigns/${byInstance.id}`, { goal: 'New goal' }).expect(200);
    expect((await rowOf(byInstance.id)).module_instances).toEqual([{ instanceId: keyed, moduleId: x }]);
  });

  it('a client sending the legacy body (moduleOrder and content by module id) gets instances stored', async () => {
    const { c, byKey } = await organization();
    const x = byKey['text-block']!.id;
    const res = await c.post('/api/campaigns', { name: 'Old client', moduleOrder: [x], content: { [x]: { heading: 'Hello' } } }).expect(201);
    expect(res.body.moduleInstances).toEqual([{ instanceId: expect.stringMatching(new RegExp(`^instance-${x}-\\d+-[0-9a-z]{9}$`)), moduleId: x }]);
    expect(res.body.content).toEqual({ [res.body.moduleInstances[0].instanceId]: { heading: 'Hello' } });
    expect((await rowOf(res.body.id)).module_instances).toEqual(res.body.moduleInstances);
  });
});

// ---- export ------------------------------------------------------------------------------------

/** A campaign that should pass every check: the starter modules, every required field written. */
function fullContent(byKey: Record<string, Module>) {
  const ids = {
    header: instance(byKey.header!.id),
    hero: instance(byKey.hero!.id),
    text: instance(byKey['text-block']!.id),
    product: instance(byKey.product!.id),
    cta: instance(byKey.cta!.id),
    footer: instance(byKey.footer!.id),
  };
  const content = {
    [ids.header.instanceId]: { brand_name: 'Aurora Tea', tagline: 'Calm mornings' },
    [ids.hero.instanceId]: { image_url: 'https://img.example.com/hero.jpg', headline: 'Whisk & wake', subheadline: 'Ceremonial matcha, stone-ground in Uji.', button_text: 'Shop the kit', button_url: 'https://aurora.example.com/kit' },
    [ids.text.instanceId]: { heading: 'Why matcha', body: 'Slow energy <without> the crash.' },
    [ids.product.instanceId]: { product_image_url: 'https://img.example.com/kit.jpg', product_name: 'Starter kit', product_description: 'Whisk, bowl and 30 g tin.', price: '$49', product_button_text: 'Buy now', product_url: 'https://aurora.example.com/p/kit' },
    [ids.cta.instanceId]: { lead_in: 'Ready for your first bowl?', cta_text: 'Get started', cta_url: 'https://aurora.example.com/start' },
    [ids.footer.instanceId]: { company_name: 'Aurora Tea Ltd', address: '1 Leaf Lane, Portland', unsubscribe_url: 'https://aurora.example.com/unsubscribe?u=1' },
  };
  return { moduleInstances: Object.values(ids), content };
}

describe('export: GET /api/campaigns/{id}/export and POST /api/campaigns/export', () => {
  it('one complete email document: title, preheader, filled fields and brand tokens, inlined CSS, a text part; the draft export answers the same and stores nothing', async () => {
    const { c, byKey, organizationId } = await organization();
    const brand = await c.agent
      .post('/api/brand-settings')
      .set('X-Requested-With', 'XMLHttpRequest')
      .field('name', 'Aurora Tea')
      .field('colors[primary]', 'hsl(160, 56%, 28%)')
      .field('typography[headingFont]', 'Playfair Display');
    expect(brand.status).toBeLessThan(300);
    const body = {
      name: 'Launch',
      subject: 'Meet the matcha kit',
      previewText: 'Everything for your first whisk, in one box & more.',
      ...fullContent(byKey),
    };
    const saved = (await c.post('/api/campaigns', body).expect(201)).body;
    const res = await c.get(`/api/campaigns/${saved.id}/export`).expect(200);
    const { html, text, sizeBytes, checklist } = res.body as { html: string; text: string; sizeBytes: number; checklist: Array<{ id: string; status: string; label: string; reason: string }> };

    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>Meet the matcha kit</title>');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
    // the hidden preheader: the preview text, then the padding, before any module
    const preheader = /<div class="preheader" style="([^"]*)">([^<]*)<\/div>/.exec(html);
    expect(preheader).not.toBeNull();
    expect(preheader![1]).toContain('display:none');
    expect(preheader![2]).toBe(`Everything for your first whisk, in one box &amp; more.${PREHEADER_PADDING}`);
    expect(html.indexOf('class="preheader"')).toBeLessThan(html.indexOf('Aurora Tea</div>'));
    // the 600 px centred container, the modules in order, the fields filled (escaped)
    expect(html).toMatch(/<table role="presentation" class="email-container"[^>]*style="[^"]*max-width: 600px; margin: 0 auto;/);
    expect(html).toContain('<!--[if mso]><table role="presentation" width="600"');
    const order = ['Aurora Tea</div>', 'Whisk &amp; wake</h1>', 'Slow energy &lt;without&gt; the crash.', 'Starter kit</h3>', 'Get started</a>', 'Aurora Tea Ltd</div>'].map((s) => html.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(html).not.toMatch(/\{\{/);
    // the brand tokens: colour as hex, the heading font with fallbacks
    expect(html).toContain('bgcolor="#1f6f55"');
    expect(html).toContain('Playfair Display, Georgia, Times New Roman, serif');
    // CSS inlined: no style block but the colour scheme and the media queries, the body's rule on the body itself
    const styleBlocks = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!.trim());
    expect(styleBlocks.every((css) => css.startsWith('@media') || css.startsWith(':root { color-scheme: light;'))).toBe(true);
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toMatch(/<body dir="ltr" style="[^"]*margin: 0;[^"]*background-color: #ffffff;/);
    expect(html).toMatch(/<table role="presentation" width="100%"[^>]*style="[^"]*border-collapse: collapse;/);
    // the text part
    expect(text).toContain('Whisk & wake');
    expect(text).toContain('Slow energy <without> the crash.');
    expect(text).toContain('Shop the kit [https://aurora.example.com/kit]');
    expect(text).toContain('Unsubscribe [https://aurora.example.com/unsubscribe?u=1]');
    expect(text).not.toMatch(/[\u200c\u00a0]|&zwnj;|Everything for your first whisk/);
    expect(sizeBytes).toBe(Buffer.byteLength(html, 'utf8'));
    expect(checklist.map((i) => [i.id, i.status])).toEqual(Object.keys(CHECKLIST_ITEMS).map((id) => [id, 'pass']));
    expect(checklist.map((i) => i.label)).toEqual(Object.values(CHECKLIST_ITEMS));

    const before = await campaignCount(organizationId);
    const draft = await c.post('/api/campaigns/export', body).expect(200);
    expect(draft.body).toEqual(res.body);
    expect(await campaignCount(organizationId)).toBe(before);
  });

  it("the checklist warns, with its reasons: long subject, short preview, empty required fields, placeholders left, images without alt, no unsubscribe link, over 102 KB", async () => {
    const { c, byKey } = await organization();
    const big = await createModule(c, {
      name: 'Gallery',
      description: 'A picture and a long note',
      category: 'body',
      fields: [
        { name: 'photo', type: 'text', required: true, purpose: 'Photo address' },
        { name: 'note', type: 'text', required: false, purpose: 'A note' },
      ],
      html_content: `<img src="{{photo}}"><p>{{note}}</p><p>${'Lorem ipsum dolor sit amet. '.repeat(4000)}</p>`,
    });
    const hero = instance(byKey.hero!.id);
    const gallery = instance(big.id);
    const body = {
      name: 'Messy',
      subject: 'This subject line goes on and on well past what a phone shows',
      previewText: 'Too short',
      moduleInstances: [hero, gallery],
      content: { [hero.instanceId]: { headline: 'Hi {{first_name}}', button_text: 'Go' }, [gallery.instanceId]: { photo: 'https://img.example.com/p.jpg', note: '{{ discount_code }}' } },
    };
    const res = await c.post('/api/campaigns/export', body).expect(200);
    const items = Object.fromEntries((res.body.checklist as Array<{ id: string; status: string; reason: string }>).map((i) => [i.id, i]));
    // today's checks warn, the missing alt, unsubscribe link and Gmail's clip fail; nothing unsafe had to be removed
    expect(Object.keys(items)).toEqual(Object.keys(CHECKLIST_ITEMS));
    const statuses = { subjectLength: 'warn', previewTextLength: 'warn', requiredFields: 'warn', placeholders: 'warn', imageAlt: 'fail', unsubscribe: 'fail', size: 'fail', safeHtml: 'pass' };
    expect(Object.fromEntries(Object.keys(statuses).map((id) => [id, items[id]!.status]))).toEqual(statuses);
    expect(items.subjectLength!.reason).toBe('The subject line has 61 characters: phones show about 50, so the end will be cut.');
    expect(items.previewTextLength!.reason).toBe('The preview text has 9 characters: aim for 40-90 so that it fills the inbox preview.');
    expect(items.requiredFields!.reason).toBe('Required fields are empty: Hero (image_url, subheadline, button_url).');
    expect(items.placeholders!.reason).toBe(
      'Placeholders are left unfilled: {{first_name}}, {{discount_code}}. Fill them, or keep them only if your email service fills them as merge tags.',
    );
    expect(items.imageAlt!.reason).toContain('1 of 2 images have no alt attribute (Gallery: https://img.example.com/p.jpg)');
    expect(items.unsubscribe!.reason).toMatch(/^There is no unsubscribe link/);
    expect(items.size!.reason).toMatch(/^The HTML is 1\d\d\.\d KB: Gmail clips messages over 102 KB/);
    expect(res.body.sizeBytes).toBeGreaterThan(102 * 1024);

    // a preview text over 90, no subject, no modules, no name yet (the form of a new campaign)
    const bare = (await c.post('/api/campaigns/export', { previewText: 'p'.repeat(95) }).expect(200)).body;
    const bareItems = Object.fromEntries((bare.checklist as Array<{ id: string; status: string; reason: string }>).map((i) => [i.id, i]));
    expect(bareItems.subjectLength!.reason).toBe('There is no subject line yet.');
    expect(bareItems.previewTextLength!.reason).toBe('The preview text has 95 characters: inboxes show about 90, so the end will be cut.');
    expect(bareItems.requiredFields!.reason).toBe('The email has no modules yet.');
    expect(bareItems.imageAlt).toMatchObject({ status: 'pass', reason: 'The email has no images.' });
  });

  it('an export of a legacy row renders its modules', async () => {
    const { c, byKey, organizationId } = await organization();
    const x = byKey['text-block']!.id;
    const [row] = await t.sql<{ id: number }>("insert into campaigns (organization_id, name, created_at, module_order, content) values (?, 'Legacy', now(), ?, ?) returning id", [
      organizationId,
      JSON.stringify([x]),
      JSON.stringify({ [x]: { heading: 'From the archive', body: 'Old words.' } }),
    ]);
    const res = await c.get(`/api/campaigns/${row!.id}/export`).expect(200);
    expect(res.body.html).toContain('From the archive</h2>');
    expect(res.body.text).toContain('Old words.');
  });
});
