import { MESSAGES } from '@mailplan/shared';
import { JobsService } from '../src/jobs/jobs.service.js';
import { STARTER_MODULES } from '../src/module/starter-modules.js';
import { StarterModulesService } from '../src/module/starter-modules.service.js';
import { client, expectNoSecrets, registration, signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function waitForModules(c: Client, count: number) {
  for (let i = 0; i < 100; i++) {
    const res = await c.get('/api/modules').expect(200);
    if (res.body.length >= count) return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('starter modules did not appear');
}

describe('POST /api/organizations', () => {
  it('makes the creator admin, ends pending set-up and seeds the starter modules (in-process job)', async () => {
    expect(t.app.get(JobsService).mode).toBe('in-process');
    const { c } = await signUp(t.server, { org: false });
    const res = await c.post('/api/organizations', { name: '  Acme Outdoor ', description: 'Gear' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Acme Outdoor',
      description: 'Gear',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const me = await c.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ role: 'admin', organizationId: res.body.id, organizationName: 'Acme Outdoor', pendingSetup: false });
    expectNoSecrets(me.body);

    // Organization creation waits briefly for the seeding job: the library is there at once.
    const modules = (await c.get('/api/modules').expect(200)).body;
    expect(modules).toHaveLength(STARTER_MODULES.length);
    expect(modules.map((m: { name: string }) => m.name)).toEqual(STARTER_MODULES.map((s) => s.name));
    expect(new Set(modules.map((m: { category: string }) => m.category))).toEqual(new Set(['header', 'body', 'footer']));
  });

  it('seeding again (at-least-once delivery) adds nothing', async () => {
    const { c, organizationId } = await signUp(t.server);
    await waitForModules(c, STARTER_MODULES.length);
    const seeder = t.app.get(StarterModulesService);
    await expect(seeder.seed(organizationId!)).resolves.toEqual({ created: 0 });
    const jobId = await seeder.schedule(organizationId!);
    await t.app.get(JobsService).waitForResult(jobId, 5000);
    expect((await c.get('/api/modules')).body).toHaveLength(STARTER_MODULES.length);
  });

  it('follows the seeding job of its own organization only', async () => {
    const a = await signUp(t.server);
    const b = await signUp(t.server);
    const jobId = await t.app.get(StarterModulesService).schedule(a.organizationId!);
    await t.app.get(JobsService).waitForResult(jobId, 5000);
    const status = await a.c.get(`/api/jobs/${jobId}`).expect(200);
    expect(status.body).toMatchObject({ id: jobId, name: 'seed-starter-modules', state: 'completed', progress: 100, result: { created: 0 } });
    const other = await b.c.get(`/api/jobs/${jobId}`).expect(404);
    expect(other.body.message).toBe('Job not found');
  });

  it.each([
    [{ name: '' }, MESSAGES.organizationNameRequired],
    [{}, MESSAGES.organizationNameRequired],
    [{ name: 'x'.repeat(101) }, 'Organization name must be at most 100 characters'],
  ])('validates %j', async (body, message) => {
    const { c } = await signUp(t.server, { org: false });
    const res = await c.post('/api/organizations', body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a second organization for a user who already has one', async () => {
    const { c } = await signUp(t.server);
    const res = await c.post('/api/organizations', { name: 'Second' }).expect(409);
    expect(res.body.message).toBe(MESSAGES.alreadyInOrganization);
  });

  it('needs a session', async () => {
    await client(t.server).post('/api/organizations', { name: 'Anon' }).expect(401);
  });
});

describe('users without an organization', () => {
  it('may only create one: other areas answer 403 with a clear message', async () => {
    const { c } = await signUp(t.server, { org: false });
    const list = await c.get('/api/modules').expect(403);
    expect(list.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Create an organization first' });
    await c.post('/api/modules', { name: 'x', description: 'y', category: 'body' }).expect(403);
  });
});

describe('PATCH /api/users/:id', () => {
  it('updates your own profile and set-up state', async () => {
    const { c, user, organizationId } = await signUp(t.server);
    const res = await c.patch(`/api/users/${user.id}`, { organizationId, pendingSetup: false, firstName: 'Grace' }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Grace', organizationId, pendingSetup: false });
    expectNoSecrets(res.body);
  });

  it('answers 404 for anybody else, and changes nothing', async () => {
    const a = await signUp(t.server);
    const b = await signUp(t.server);
    const res = await a.c.patch(`/api/users/${b.user.id}`, { firstName: 'Mallory' }).expect(404);
    expect(res.body.message).toBe('User not found');
    const [row] = await t.sql<{ first_name: string }>('select first_name from users where id = ?', [b.user.id]);
    expect(row.first_name).toBe('Ada');
  });

  it('refuses moving into another organization', async () => {
    const a = await signUp(t.server);
    const b = await signUp(t.server);
    const res = await a.c.patch(`/api/users/${a.user.id}`, { organizationId: b.organizationId }).expect(403);
    expect(res.body.message).toBe(MESSAGES.cannotChangeOrganization);
    const lone = await signUp(t.server, { org: false });
    await lone.c.patch(`/api/users/${lone.user.id}`, { organizationId: b.organizationId }).expect(403);
    const [row] = await t.sql<{ organization_id: number | null }>('select organization_id from users where id = ?', [lone.user.id]);
    expect(row.organization_id).toBeNull();
  });

  it('answers 400 for a non-numeric id', async () => {
    const { c } = await signUp(t.server);
    const res = await c.patch('/api/users/abc', { firstName: 'X' }).expect(400);
    expect(res.body.message).toBe('User id must be a positive integer');
  });

  it('register ignores a client-sent pendingSetup=false', async () => {
    const res = await client(t.server).post('/api/auth/register', registration({ pendingSetup: false })).expect(201);
    expect(res.body.pendingSetup).toBe(true);
  });
});
