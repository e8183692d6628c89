import { FORBIDDEN_MESSAGES, MESSAGES } from '@mailplan/shared';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const field = (overrides: Record<string, unknown> = {}) => ({
  name: 'headline',
  type: 'text',
  required: true,
  maxLength: 60,
  minLength: 0,
  purpose: 'The main promise',
  ...overrides,
});
const moduleBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hero',
  description: 'Big headline',
  category: 'body',
  fields: [field()],
  html_content: '<h1>{{headline}}</h1>',
  ...overrides,
});

describe('POST /api/modules', () => {
  it('creates a module and reads it back', async () => {
    const { c } = await signUp(t.server);
    const res = await c.post('/api/modules', moduleBody()).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Hero',
      description: 'Big headline',
      category: 'body',
      fields: [{ name: 'headline', type: 'text', required: true, maxLength: 60, minLength: 0, purpose: 'The main promise' }],
      html_content: '<h1>{{headline}}</h1>',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const one = await c.get(`/api/modules/${res.body.id}`).expect(200);
    expect(one.body).toEqual(res.body);
    const list = await c.get('/api/modules').expect(200);
    expect(list.body.map((m: { id: number }) => m.id)).toContain(res.body.id);
  });

  it('defaults html_content to empty, skips the placeholder check then, and drops empty number inputs', async () => {
    const { c } = await signUp(t.server);
    const body = moduleBody({ fields: [field({ maxLength: null, minLength: '' , required: false })] }) as Record<string, unknown>;
    delete body.html_content;
    const res = await c.post('/api/modules', body).expect(201);
    expect(res.body.html_content).toBe('');
    expect(res.body.fields[0]).toEqual({ name: 'headline', type: 'text', required: false, purpose: 'The main promise' });
  });

  it.each([
    [{ name: '' }, 'name', 'Module name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Module name must be at most 100 characters'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ category: 'sidebar' }, 'category', 'Category must be one of: header, body, footer'],
    [{ fields: [field({ name: '' })], html_content: '' }, 'fields.0.name', 'Field name is required'],
    [{ fields: [field({ purpose: '' })] }, 'fields.0.purpose', 'Purpose description is required'],
    [{ fields: [field({ type: 'image' })] }, 'fields.0.type', 'Field type must be text or button'],
    [{ fields: [field({ maxLength: 0 })] }, 'fields.0.maxLength', 'Maximum length must be a positive integer'],
    [{ fields: [field({ maxLength: 2.5 })] }, 'fields.0.maxLength', 'Maximum length must be a positive integer'],
    [{ fields: [field({ minLength: -1 })] }, 'fields.0.minLength', 'Minimum length must be an integer of at least 0'],
    [{ fields: [field({ minLength: 10, maxLength: 5 })] }, 'fields.0.minLength', 'Minimum length cannot be greater than maximum length'],
    [{ fields: [field(), field()] }, 'fields.1.name', 'Field names must be unique: headline'],
    [{ fields: 'headline' }, 'fields', 'Fields must be a list'],
    [{ fields: [field({ required: undefined })] }, 'fields.0.required', 'Field required must be true or false'],
    [{ html_content: '<h1>{{headline}} {{foo}}</h1>' }, 'html_content', 'Unknown placeholders in HTML: {{foo}}'],
    [{ fields: [field(), field({ name: 'bar' })] }, 'html_content', 'Fields not used in the HTML: bar'],
  ])('refuses %j: %s "%s"', async (override, path, message) => {
    const { c } = await signUp(t.server);
    const res = await c.post('/api/modules', moduleBody(override)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it('names both unknown placeholders and unused fields together', async () => {
    const { c } = await signUp(t.server);
    const res = await c
      .post('/api/modules', moduleBody({ fields: [field(), field({ name: 'bar' })], html_content: '{{headline}} {{foo}} {{ baz }}' }))
      .expect(400);
    expect(res.body.errors).toEqual([
      { path: 'html_content', message: 'Unknown placeholders in HTML: {{foo}}, {{baz}}' },
      { path: 'html_content', message: 'Fields not used in the HTML: bar' },
    ]);
  });
});

describe('GET /api/modules/:id', () => {
  it('answers 400 for a non-numeric id and 404 for a missing one', async () => {
    const { c } = await signUp(t.server);
    expect((await c.get('/api/modules/abc').expect(400)).body.message).toBe('Module id must be a positive integer');
    expect((await c.get('/api/modules/99999999999').expect(400)).body.message).toBe('Module id must be a positive integer');
    expect((await c.get('/api/modules/999999').expect(404)).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: MESSAGES.moduleNotFound,
    });
  });
});

describe('GET /api/modules', () => {
  it('answers id, name, description, category and fields of each module; the HTML is in the detail only', async () => {
    const { c } = await signUp(t.server);
    const created = await c.post('/api/modules', moduleBody({ name: 'Listed' })).expect(201);
    const list = await c.get('/api/modules').expect(200);
    const item = list.body.find((m: { id: number }) => m.id === created.body.id);
    expect(item).toEqual({
      id: created.body.id,
      name: 'Listed',
      description: 'Big headline',
      category: 'body',
      fields: [{ name: 'headline', type: 'text', required: true, maxLength: 60, minLength: 0, purpose: 'The main promise' }],
    });
    for (const m of list.body) expect(Object.keys(m).sort()).toEqual(['category', 'description', 'fields', 'id', 'name']);
    const detail = await c.get(`/api/modules/${created.body.id}`).expect(200);
    expect(detail.body.html_content).toBe('<h1>{{headline}}</h1>');
  });
});

describe('tenancy', () => {
  it('two organizations cannot see or change each other’s modules', async () => {
    const a = await signUp(t.server, { org: 'Alpha' });
    const b = await signUp(t.server, { org: 'Beta' });
    const created = await a.c.post('/api/modules', moduleBody({ name: 'Alpha secret' })).expect(201);

    const asB = await b.c.get(`/api/modules/${created.body.id}`).expect(404);
    expect(asB.body.message).toBe(MESSAGES.moduleNotFound);
    const listB = await b.c.get('/api/modules').expect(200);
    expect(listB.body.map((m: { name: string }) => m.name)).not.toContain('Alpha secret');

    // A client cannot pick the organization of a new row either.
    await b.c.post('/api/modules', moduleBody({ organizationId: a.organizationId })).expect(400);
    const rows = await t.sql<{ organization_id: number; name: string }>('select organization_id, name from modules where id = ?', [created.body.id]);
    expect(rows).toEqual([{ organization_id: a.organizationId, name: 'Alpha secret' }]);
    const alphaCount = await t.sql<{ n: string }>('select count(*) as n from modules where organization_id = ? and starter_key is null', [a.organizationId]);
    expect(Number(alphaCount[0].n)).toBe(1);
  });
});

describe('roles', () => {
  it('a viewer reads but cannot write', async () => {
    const owner = await signUp(t.server);
    const viewer = await signUp(t.server, { org: false });
    await t.sql("update users set organization_id = ?, role = 'viewer' where id = ?", [owner.organizationId, viewer.user.id]);
    await viewer.c.get('/api/modules').expect(200);
    const res = await viewer.c.post('/api/modules', moduleBody({ name: 'Viewer module' })).expect(403);
    expect(res.body.message).toBe(FORBIDDEN_MESSAGES['content.write']);
    expect(await t.sql("select id from modules where name = 'Viewer module'")).toHaveLength(0);

    await t.sql("update users set role = 'editor' where id = ?", [viewer.user.id]);
    await viewer.c.post('/api/modules', moduleBody({ name: 'Editor module' })).expect(201);
  });
});
