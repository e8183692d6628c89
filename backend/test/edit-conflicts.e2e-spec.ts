import { APPROVAL_MESSAGES, CAMPAIGN_MESSAGES, CONCEPT_MESSAGES, EDIT_CONFLICT_MESSAGES as M } from '@mailplan/shared';
import { IF_MATCH_MESSAGES } from '../src/common/edit-conflict.js';
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

describe('a save that changes nothing', () => {
  type Instance = { instanceId: string; moduleId: number };
  async function campaignWithModules(c: Client) {
    const modules = (await c.get('/api/modules').expect(200)).body as { id: number }[];
    const [first, second] = modules as [{ id: number }, { id: number }];
    const instances: Instance[] = [
      { instanceId: `instance-${second.id}-1700000000000-zz9`, moduleId: second.id },
      { instanceId: `instance-${first.id}-1700000000001-a`, moduleId: first.id },
    ];
    const body = {
      name: 'Spring launch',
      subject: 'Hello',
      previewText: 'Fresh picks',
      goal: 'Sell tea',
      subjectLineOptions: ['Hello', 'Hi there'],
      previewTextOptions: ['Fresh picks'],
      moduleInstances: instances,
      // keys of different lengths and orders, as Postgres' jsonb reorders them
      content: { [instances[0]!.instanceId]: { zeta: 'Z', a: 'A', headline: 'Whisk it' }, [instances[1]!.instanceId]: { brand_name: 'Aurora' } },
    };
    const created = (await c.post('/api/campaigns', body).expect(201)).body as { id: number; version: number } & Record<string, unknown>;
    return { created, body };
  }

  const historyOf = async (c: Client, subjectType: string, id: number) =>
    ((await c.get(`/api/activity?subjectType=${subjectType}&subjectId=${id}`).expect(200)).body as { action: string }[]).map((e) => e.action);

  it('a campaign with module instances: {} and the same body keep the version and record no edit; a real change raises it', async () => {
    const { a } = await team();
    const { created, body } = await campaignWithModules(a);
    const history = await historyOf(a, 'campaign', created.id);
    const read = (await a.get(`/api/campaigns/${created.id}`).expect(200)).body;

    for (const save of [{}, body, { ...body, version: 1 }, read]) {
      const { id: _id, createdAt: _c, organizationId: _o, status: _s, ...sent } = save as Record<string, unknown>;
      const res = await a.patch(`/api/campaigns/${created.id}`, sent).expect(200);
      expect(res.body).toEqual(read);
    }
    expect(await campaignRow(created.id)).toMatchObject({ version: 1 });
    expect(await historyOf(a, 'campaign', created.id)).toEqual(history);

    const changed = await a.patch(`/api/campaigns/${created.id}`, { subject: 'Hello again', version: 1 }).expect(200);
    expect(changed.body).toMatchObject({ subject: 'Hello again', version: 2 });
    expect(await historyOf(a, 'campaign', created.id)).toEqual(['edited', ...history]);
  });

  it('an approver who opened a version can still decide after a save that changed nothing', async () => {
    const { a, organizationId } = await team();
    const { created, body } = await campaignWithModules(a);
    await a.post(`/api/campaigns/${created.id}/submit-for-review`).expect(200);
    const opened = (await a.get(`/api/campaigns/${created.id}`).expect(200)).body.version as number;
    await a.patch(`/api/campaigns/${created.id}`, body).expect(200);
    await a.patch(`/api/campaigns/${created.id}`, {}).expect(200);
    const res = await a.post(`/api/campaigns/${created.id}/approve`, { version: opened }).expect(200);
    expect(res.body).toMatchObject({ status: 'approved' });
    expect(organizationId).toBeGreaterThan(0);
  });

  it('a concept: the same values keep the version and record no edit; a real change raises it', async () => {
    const { a, organizationId } = await team();
    const id = await newConcept(organizationId);
    const read = (await a.get(`/api/email-concepts/${id}`).expect(200)).body;
    const history = await historyOf(a, 'concept', id);
    const same = {
      title: read.title,
      coreMessage: read.coreMessage,
      strategicAlignment: read.strategicAlignment,
      targetAudience: read.targetAudience,
      callToAction: read.callToAction,
      campaignType: read.campaignType,
      selected: read.selected,
      rejected: read.rejected,
      scheduledDate: read.scheduledDate,
    };
    for (const save of [same, { ...same, version: 1 }, { strategicAlignment: { ...read.strategicAlignment } }, { selected: false }]) {
      const res = await a.patch(`/api/email-concepts/${id}`, save).expect(200);
      expect(res.body).toEqual(read);
    }
    expect(await conceptRow(id)).toMatchObject({ version: 1 });
    expect(await historyOf(a, 'concept', id)).toEqual(history);

    const changed = await a.patch(`/api/email-concepts/${id}`, { ...same, title: 'Summer sale', version: 1 }).expect(200);
    expect(changed.body).toMatchObject({ title: 'Summer sale', version: 2 });
    expect(await historyOf(a, 'concept', id)).toEqual(['edited', ...history]);
  });
});

describe('ETag and If-Match (docs/decisions.md#etag-if-match)', () => {
  it('a campaign read answers its version as ETag, a revalidation of an unchanged copy is a 304, and a write answers the new tag', async () => {
    const { a } = await team();
    const { id } = await newCampaign(a);
    const read = await a.get(`/api/campaigns/${id}`).expect(200);
    expect(read.headers.etag).toBe('W/"1"');
    const revalidated = await a.get(`/api/campaigns/${id}`).set('If-None-Match', 'W/"1"');
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    const saved = await a.patch(`/api/campaigns/${id}`, { name: 'Renamed' }).set('If-Match', read.headers.etag!).expect(200);
    expect(saved.headers.etag).toBe('W/"2"');
    const again = await a.get(`/api/campaigns/${id}`).set('If-None-Match', 'W/"1"').expect(200);
    expect(again.headers.etag).toBe('W/"2"');
    expect(again.body.name).toBe('Renamed');
  });

  it('a stale If-Match answers the same 409 as a stale body version, with the stored copy; nothing is written', async () => {
    const { a, b } = await team();
    const { id } = await newCampaign(a);
    await a.patch(`/api/campaigns/${id}`, { name: 'From A' }).set('If-Match', 'W/"1"').expect(200);
    for (const tag of ['W/"1"', '"1"', 'W/"9"']) {
      const res = await b.patch(`/api/campaigns/${id}`, { name: 'From B', subject: 'Subject B' }).set('If-Match', tag).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', message: M.campaign, current: { id, name: 'From A', version: 2 } });
    }
    expect(await campaignRow(id)).toEqual({ name: 'From A', subject: 'Hello', version: 2 });
    // a strong tag of the stored version matches too, and * matches any version
    await b.patch(`/api/campaigns/${id}`, { name: 'From B' }).set('If-Match', '"2"').expect(200);
    const any = await b.patch(`/api/campaigns/${id}`, { subject: 'Any' }).set('If-Match', '*').expect(200);
    expect(any.body).toMatchObject({ name: 'From B', subject: 'Any', version: 4 });
  });

  it('a malformed If-Match, or one naming another version than the body, is a 400 that changes nothing', async () => {
    const { a } = await team();
    const { id } = await newCampaign(a);
    for (const tag of ['1', 'W/1', '"abc"', '"0"', '"-1"', '"1.5"', '"1", "2"', 'W/"1", *', '', '"99999999999"']) {
      const res = await a.patch(`/api/campaigns/${id}`, { name: 'Bad' }).set('If-Match', tag);
      expect([tag, res.status, res.body.message]).toEqual([tag, 400, IF_MATCH_MESSAGES.malformed]);
    }
    const disagree = await a.patch(`/api/campaigns/${id}`, { name: 'Bad', version: 1 }).set('If-Match', 'W/"2"').expect(400);
    expect(disagree.body.message).toBe(IF_MATCH_MESSAGES.disagrees);
    const disagreeStale = await a.patch(`/api/campaigns/${id}`, { name: 'Bad', version: 2 }).set('If-Match', 'W/"1"').expect(400);
    expect(disagreeStale.body.message).toBe(IF_MATCH_MESSAGES.disagrees);
    expect(await campaignRow(id)).toEqual({ name: 'Spring launch', subject: 'Hello', version: 1 });
    // the same version in both is fine; * beside a stale body version leaves the body's check
    await a.patch(`/api/campaigns/${id}`, { name: 'Both', version: 1 }).set('If-Match', 'W/"1"').expect(200);
    expect((await a.patch(`/api/campaigns/${id}`, { name: 'Stale', version: 1 }).set('If-Match', '*').expect(409)).body.current.version).toBe(2);
  });

  it("another organization's campaign answers 404 whatever If-Match says", async () => {
    const { a } = await team('Ours');
    const other = await team('Theirs');
    const { id } = await newCampaign(other.a);
    for (const tag of ['W/"1"', '*', 'W/"7"']) {
      const res = await a.patch(`/api/campaigns/${id}`, { name: 'Taken' }).set('If-Match', tag).expect(404);
      expect(res.body.message).toBe(CAMPAIGN_MESSAGES.campaignNotFound);
      expect(res.body.current).toBeUndefined();
    }
    expect(await campaignRow(id)).toEqual({ name: 'Spring launch', subject: 'Hello', version: 1 });
  });

  it('concepts: the read answers the ETag; a stale If-Match answers 409 with the stored copy; a fresh one is written', async () => {
    const { a, b, organizationId } = await team();
    const id = await newConcept(organizationId);
    const read = await a.get(`/api/email-concepts/${id}`).expect(200);
    expect(read.headers.etag).toBe('W/"1"');
    const saved = await a.patch(`/api/email-concepts/${id}`, { title: 'From A' }).set('If-Match', read.headers.etag!).expect(200);
    expect(saved.headers.etag).toBe('W/"2"');
    const stale = await b.patch(`/api/email-concepts/${id}`, { title: 'From B' }).set('If-Match', read.headers.etag!).expect(409);
    expect(stale.body).toMatchObject({ statusCode: 409, message: M.concept, current: { id, title: 'From A', version: 2 } });
    expect((await b.patch(`/api/email-concepts/${id}`, { title: 'From B' }).set('If-Match', 'nope').expect(400)).body.message).toBe(IF_MATCH_MESSAGES.malformed);
    expect(await conceptRow(id)).toEqual({ title: 'From A', selected: false, version: 2 });
    const linked = await a.post(`/api/email-concepts/${id}/link-to-campaign/${(await newCampaign(a)).id}`).expect(200);
    expect(linked.headers.etag).toBe('W/"3"');
  });

  it('an approval decision honours If-Match like the body version: stale answers 409, matching decides', async () => {
    const { a } = await team();
    const { id } = await newCampaign(a);
    await a.post(`/api/campaigns/${id}/submit-for-review`).expect(200);
    const res = await a.post(`/api/campaigns/${id}/approve`, {}).set('If-Match', 'W/"1"').expect(409);
    expect(res.body.message).toBe(APPROVAL_MESSAGES.staleApproval);
    expect((await a.post(`/api/campaigns/${id}/request-changes`, { comment: 'Shorter' }).set('If-Match', 'W/"1"').expect(409)).body.message).toBe(APPROVAL_MESSAGES.staleApproval);
    expect((await a.post(`/api/campaigns/${id}/approve`, { version: 2 }).set('If-Match', 'W/"1"').expect(400)).body.message).toBe(IF_MATCH_MESSAGES.disagrees);
    expect((await a.get(`/api/campaigns/${id}`).expect(200)).body.status).toBe('in_review');
    const current = (await a.get(`/api/campaigns/${id}`).expect(200)).headers.etag!;
    expect((await a.post(`/api/campaigns/${id}/approve`, {}).set('If-Match', current).expect(200)).body.status).toBe('approved');
  });
});

describe('the OpenAPI document: versioned routes', () => {
  type Op = { description?: string; parameters?: { name: string; in: string }[]; responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: { $ref?: string } }> }> };
  const op = (path: string, method: string) => (t.document.paths as unknown as Record<string, Record<string, Op>>)[path]![method]!;

  it('documents If-Match on every versioned write and the ETag on the reads and writes that answer the record', () => {
    for (const [path, method] of [
      ['/api/campaigns/{id}', 'patch'],
      ['/api/email-concepts/{id}', 'patch'],
      ['/api/campaigns/{id}/approve', 'post'],
      ['/api/campaigns/{id}/request-changes', 'post'],
    ] as const) {
      const o = op(path, method);
      expect([path, o.parameters?.some((p) => p.name === 'If-Match' && p.in === 'header')]).toEqual([path, true]);
      expect(o.description).toMatch(/^Versioned: /);
    }
    for (const [path, method] of [
      ['/api/campaigns/{id}', 'get'],
      ['/api/campaigns/{id}', 'patch'],
      ['/api/email-concepts/{id}', 'get'],
      ['/api/email-concepts/{id}', 'patch'],
    ] as const) {
      expect([path, method, op(path, method).responses['200']!.headers?.ETag]).toEqual([path, method, expect.anything()]);
    }
    expect(op('/api/campaigns/{id}', 'get').description).toMatch(/ETag/);
  });

  it('documents the 409 of the exports while approval is required, with the error shape', () => {
    for (const [path, method] of [
      ['/api/campaigns/{id}/export', 'get'],
      ['/api/campaigns/export', 'post'],
      ['/api/campaigns/{id}/export/eml', 'get'],
      ['/api/campaigns/export/eml', 'post'],
    ] as const) {
      const conflict = op(path, method).responses['409'];
      expect([path, conflict?.content?.['application/json']?.schema.$ref]).toEqual([path, '#/components/schemas/ErrorResponseDto']);
    }
  });

  it('the exports answer that 409 while approval is required', async () => {
    const { a } = await team();
    const { id } = await newCampaign(a);
    await a.patch('/api/organization/settings', { approvalRequired: true }).expect(200);
    expect((await a.get(`/api/campaigns/${id}/export`).expect(409)).body).toMatchObject({ statusCode: 409, message: APPROVAL_MESSAGES.exportNeedsApproval });
    expect((await a.post('/api/campaigns/export', { name: 'Draft' }).expect(409)).body).toMatchObject({ statusCode: 409, message: APPROVAL_MESSAGES.draftExportNeedsApproval });
  });
});
