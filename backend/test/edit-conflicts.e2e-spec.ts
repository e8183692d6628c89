import { CAMPAIGN_MESSAGES, CONCEPT_MESSAGES, EDIT_CONFLICT_MESSAGES as M } from '@mailplan/shared';
import { signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

/**
 * Two people editing one campaign or concept (docs/decisions.md#edit-conflicts): an edit that
 * sends the version it started from is refused with 409 and the stored copy when someone saved
 * in between, and nothing is written; an edit without a version is written as before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** An organization with two members: the one who made it and an editor put into it. */
async function team(name = 'Acme') {
  const first = await signUp(t.server, { org: name });
  const second = await signUp(t.server, { org: false });
  await t.sql(`update users set organization_id = ?, role = 'editor' where id = ?`, [first.organizationId, second.user.id]);
  return { a: first.c, b: second.c, organizationId: first.organizationId! };
}

async function campaignRow(id: number) {
  const [row] = await t.sql<{ name: string; subject: string; version: number }>('select name, subject, version from campaigns where id = ?', [id]);
  return row!;
}

async function conceptRow(id: number) {
  const [row] = await t.sql<{ title: string; selected: boolean; version: number }>('select title, selected, version from email_concepts where id = ?', [id]);
  return row!;
}

async function newConcept(organizationId: number): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `insert into email_concepts (organization_id, campaign_type, title, core_message, strategic_alignment, target_audience, call_to_action, created_at, generation_id)
     values (?, 'promotional', 'Spring sale', 'Twenty percent off', '{"targetSegment":"All","journeyPhase":"Active","strategicPriority":"Revenue"}', 'Everyone', 'Shop now', now(), ?) returning id`,
    [organizationId, '00000000-0000-4000-8000-000000000001'],
  );
  return row!.id;
}

async function newCampaign(c: Client, name = 'Spring launch') {
  const res = await c.post('/api/campaigns', { name, subject: 'Hello', goal: 'Sell tea' }).expect(201);
  return res.body as { id: number; version: number };
}

describe('campaigns', () => {
  it('answers the version; a fresh edit is written and raises it by one', async () => {
    const { a } = await team();
    const created = await newCampaign(a);
    expect(created.version).toBe(1);
    expect((await a.get(`/api/campaigns/${created.id}`).expect(200)).body.version).toBe(1);
    const res = await a.patch(`/api/campaigns/${created.id}`, { name: 'Renamed', version: 1 }).expect(200);
    expect(res.body).toMatchObject({ name: 'Renamed', version: 2 });
    expect(await campaignRow(created.id)).toEqual({ name: 'Renamed', subject: 'Hello', version: 2 });
  });

  it('refuses a stale edit with 409, the message and the stored copy; nothing is written', async () => {
    const { a, b } = await team();
    const { id } = await newCampaign(a);
    // both open version 1; the first saves
    await a.patch(`/api/campaigns/${id}`, { name: 'From A', subject: 'Subject A', version: 1 }).expect(200);
    const res = await b.patch(`/api/campaigns/${id}`, { name: 'From B', subject: 'Subject B', version: 1 }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', message: M.campaign });
    expect(res.body.current).toMatchObject({ id, name: 'From A', subject: 'Subject A', version: 2 });
    expect(await campaignRow(id)).toEqual({ name: 'From A', subject: 'Subject A', version: 2 });
    // resent on purpose with the stored version: written
    const overwrite = await b.patch(`/api/campaigns/${id}`, { name: 'From B', subject: 'Subject B', version: 2 }).expect(200);
    expect(overwrite.body).toMatchObject({ name: 'From B', version: 3 });
  });

  it('a version newer than the stored one is stale too', async () => {
    const { a } = await team();
    const { id } = await newCampaign(a);
    const res = await a.patch(`/api/campaigns/${id}`, { name: 'Future', version: 7 }).expect(409);
    expect(res.body.current.version).toBe(1);
    expect((await campaignRow(id)).name).toBe('Spring launch');
  });

  it('an edit without a version is written over the stored copy (last write wins)', async () => {
    const { a, b } = await team();
    const { id } = await newCampaign(a);
    await a.patch(`/api/campaigns/${id}`, { name: 'From A', version: 1 }).expect(200);
    const res = await b.patch(`/api/campaigns/${id}`, { name: 'From B' }).expect(200);
    expect(res.body).toMatchObject({ name: 'From B', version: 3 });
  });

  it('two saves from one version at the same moment: one is written, the other answers 409', async () => {
    const { a, b } = await team();
    const { id } = await newCampaign(a);
    const answers = await Promise.all([
      a.patch(`/api/campaigns/${id}`, { name: 'From A', version: 1 }),
      b.patch(`/api/campaigns/${id}`, { name: 'From B', version: 1 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.status === 200)!.body.name;
    expect(await campaignRow(id)).toEqual({ name: won, subject: 'Hello', version: 2 });
  });

  it('a bad version is a 400 that changes nothing', async () => {
    const { a } = await team();
    const { id } = await newCampaign(a);
    for (const version of [0, -1, 1.5, 'two']) {
      const res = await a.patch(`/api/campaigns/${id}`, { name: 'Bad', version }).expect(400);
      expect(res.body.message).toBe(M.versionInvalid);
    }
    expect(await campaignRow(id)).toEqual({ name: 'Spring launch', subject: 'Hello', version: 1 });
  });

  it("another organization's campaign answers 404 with or without a version, and is not changed", async () => {
    const { a } = await team('Ours');
    const other = await team('Theirs');
    const { id } = await newCampaign(other.a);
    for (const body of [{ name: 'Taken', version: 1 }, { name: 'Taken', version: 5 }, { name: 'Taken' }]) {
      const res = await a.patch(`/api/campaigns/${id}`, body).expect(404);
      expect(res.body.message).toBe(CAMPAIGN_MESSAGES.campaignNotFound);
      expect(res.body.current).toBeUndefined();
    }
    expect(await campaignRow(id)).toEqual({ name: 'Spring launch', subject: 'Hello', version: 1 });
  });
});

describe('concepts', () => {
  it('answers the version in the list and the detail; a fresh edit raises it', async () => {
    const { a, organizationId } = await team();
    const id = await newConcept(organizationId);
    expect((await a.get('/api/email-concepts').expect(200)).body.find((c: { id: number }) => c.id === id).version).toBe(1);
    const res = await a.patch(`/api/email-concepts/${id}`, { title: 'Spring sale, again', version: 1 }).expect(200);
    expect(res.body).toMatchObject({ title: 'Spring sale, again', version: 2 });
    expect((await a.get(`/api/email-concepts/${id}`).expect(200)).body.version).toBe(2);
  });

  it('refuses a stale edit with 409 and the stored copy; nothing is written', async () => {
    const { a, b, organizationId } = await team();
    const id = await newConcept(organizationId);
    await a.patch(`/api/email-concepts/${id}`, { title: 'From A', version: 1 }).expect(200);
    const res = await b.patch(`/api/email-concepts/${id}`, { title: 'From B', coreMessage: 'Other', version: 1 }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, message: M.concept, current: { id, title: 'From A', coreMessage: 'Twenty percent off', version: 2 } });
    expect(await conceptRow(id)).toEqual({ title: 'From A', selected: false, version: 2 });
  });

  it('toggles send no version and are written whatever the version; they raise it', async () => {
    const { a, b, organizationId } = await team();
    const id = await newConcept(organizationId);
    await a.patch(`/api/email-concepts/${id}`, { title: 'From A', version: 1 }).expect(200);
    const res = await b.patch(`/api/email-concepts/${id}`, { selected: true }).expect(200);
    expect(res.body).toMatchObject({ selected: true, title: 'From A', version: 3 });
    await b.patch(`/api/email-concepts/${id}`, { scheduledDate: '2026-12-01' }).expect(200);
    expect(await conceptRow(id)).toEqual({ title: 'From A', selected: true, version: 4 });
  });

  it('a body with only a version is nothing to update', async () => {
    const { a, organizationId } = await team();
    const id = await newConcept(organizationId);
    const res = await a.patch(`/api/email-concepts/${id}`, { version: 1 }).expect(400);
    expect(res.body.message).toBe(CONCEPT_MESSAGES.nothingToUpdate);
    expect((await conceptRow(id)).version).toBe(1);
  });

  it("another organization's concept answers 404 and is not changed", async () => {
    const { a } = await team('Ours');
    const other = await team('Theirs');
    const id = await newConcept(other.organizationId);
    const res = await a.patch(`/api/email-concepts/${id}`, { title: 'Taken', version: 1 }).expect(404);
    expect(res.body.message).toBe(CONCEPT_MESSAGES.conceptNotFound);
    expect(await conceptRow(id)).toEqual({ title: 'Spring sale', selected: false, version: 1 });
  });
});

describe('the OpenAPI document', () => {
  it('documents the version and the 409 of both edits', () => {
    const doc = t.document as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(doc.paths['/api/campaigns/{id}']!.patch!.responses['409']).toBeDefined();
    expect(doc.paths['/api/email-concepts/{id}']!.patch!.responses['409']).toBeDefined();
    for (const schema of ['CampaignDto', 'ConceptDto', 'UpdateCampaignDto', 'UpdateConceptDto']) {
      expect(doc.components.schemas[schema]!.properties.version).toBeDefined();
    }
    expect(doc.components.schemas.CampaignConflictDto!.properties.current).toBeDefined();
  });
});
