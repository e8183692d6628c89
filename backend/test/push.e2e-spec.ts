import { createDecipheriv } from 'node:crypto';
import { newInstanceId } from '@mailplan/shared';
import { STARTER_MODULES } from '../src/module/starter-modules.js';
import { startFakeKlaviyo, type FakeKlaviyo } from './support/fake-klaviyo.js';
import { startFakeMailchimp, type FakeMailchimp } from './support/fake-mailchimp.js';
import { signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

/**
 * Connections to Klaviyo and Mailchimp and pushing a campaign there, against local fakes of both
 * APIs (their real request and answer shapes): what is sent, that a second push updates the same
 * remote template and campaign, the 429 and 401 paths, a failure part-way, tenancy, and that the
 * key is kept encrypted and never answered.
 */
const ENCRYPTION_KEY = Buffer.alloc(32, 7);
let t: TestApp;
let klaviyo: FakeKlaviyo;
let mailchimp: FakeMailchimp;

beforeAll(async () => {
  [klaviyo, mailchimp] = await Promise.all([startFakeKlaviyo(), startFakeMailchimp()]);
  t = await startTestApp({ KLAVIYO_BASE_URL: klaviyo.url, MAILCHIMP_BASE_URL: mailchimp.url, CONNECTIONS_ENCRYPTION_KEY: ENCRYPTION_KEY.toString('base64') });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([klaviyo?.close(), mailchimp?.close()]);
});
afterEach(() => {
  // nothing is ever sent, scheduled or test-sent, whatever a test did
  expect(klaviyo.sendCalls).toEqual([]);
  expect(mailchimp.sendCalls).toEqual([]);
  // and every request was one the real services take (their published contracts)
  expect(klaviyo.violations).toEqual([]);
  expect(mailchimp.violations).toEqual([]);
});

type Module = { id: number; name: string };

const FOOTER = { company_name: 'Aurora Tea Ltd', address: '1 Leaf Lane, Portland', unsubscribe_url: 'https://aurora.example.com/unsubscribe' };

async function campaign(c: Client, name: string, subject = 'Our spring teas are here', previewText = 'First flush Darjeeling, only this week.', footerContent: Record<string, string> = FOOTER) {
  const modules: Module[] = (await c.get('/api/modules').expect(200)).body;
  const header = modules.find((m) => m.name === STARTER_MODULES.find((s) => s.key === 'header')!.name)!;
  const footer = modules.find((m) => m.name === STARTER_MODULES.find((s) => s.key === 'footer')!.name)!;
  const h = { instanceId: newInstanceId(header.id), moduleId: header.id };
  const f = { instanceId: newInstanceId(footer.id), moduleId: footer.id };
  const body = {
    name,
    subject,
    previewText,
    moduleInstances: [h, f],
    content: { [f.instanceId]: footerContent },
  };
  return (await c.post('/api/campaigns', body).expect(201)).body as { id: number; name: string };
}

async function waitJob(c: Client, jobId: string): Promise<{ state: string; error?: string; result?: Record<string, unknown> }> {
  for (let i = 0; i < 300; i++) {
    const { body } = await c.get(`/api/jobs/${encodeURIComponent(jobId)}`).expect(200);
    if (body.state === 'completed' || body.state === 'failed') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** Connects the client's organization to the email service with this key. */
async function connect(c: Client, service: 'klaviyo' | 'mailchimp', apiKey: string): Promise<void> {
  await c.agent.put(`/api/connections/${service}`).set('X-Requested-With', 'XMLHttpRequest').send({ apiKey }).expect(200);
}

/** A new user in a new organization connected to the email service with this key. */
async function connectedUser(service: 'klaviyo' | 'mailchimp', apiKey: string) {
  const user = await signUp(t.server);
  await connect(user.c, service, apiKey);
  return user;
}

async function push(c: Client, id: number, body: Record<string, unknown>) {
  const started = await c.post(`/api/campaigns/${id}/push`, body).expect(202);
  return waitJob(c, started.body.jobId);
}

/** The email a push sends when the campaign leaves its unsubscribe link empty: the export with the service's merge tag there. */
const withUnsubscribeTag = (html: string, tag: string) => html.replace(/<a href(?=[^=][^>]*>Unsubscribe<\/a>)/, `<a href="${tag}"`);

async function exported(c: Client, id: number): Promise<{ html: string; text: string }> {
  return (await c.get(`/api/campaigns/${id}/export`).expect(200)).body;
}

describe('connections', () => {
  it('checks a Klaviyo key with the service, keeps it encrypted and answers only its last four characters', async () => {
    const { c, organizationId } = await signUp(t.server);
    expect((await c.agent.put('/api/connections/klaviyo').set('X-Requested-With', 'XMLHttpRequest').send({ apiKey: 'sk_live_nope' }).expect(400)).body.message).toMatch(/starts with pk_/);
    const refused = await c.agent.put('/api/connections/klaviyo').set('X-Requested-With', 'XMLHttpRequest').send({ apiKey: 'pk_wrong0123456789abcdef0123456789' }).expect(400);
    expect(refused.body.message).toBe('Klaviyo refused the API key. Check that it is correct, active and allowed to manage campaigns and templates, then connect it again.');
    expect((await c.get('/api/connections').expect(200)).body).toEqual([]);

    const made = await c.agent.put('/api/connections/klaviyo').set('X-Requested-With', 'XMLHttpRequest').send({ apiKey: `  ${klaviyo.apiKey} ` }).expect(200);
    expect(made.body).toMatchObject({ service: 'klaviyo', keyLast4: klaviyo.apiKey.slice(-4), dataCenter: null });
    const listed = await c.get('/api/connections').expect(200);
    expect(listed.body).toHaveLength(1);
    for (const body of [made.body, listed.body]) expect(JSON.stringify(body)).not.toContain(klaviyo.apiKey);

    // at rest: AES-256-GCM with the configured key, the organization and service bound in
    const [row] = await t.sql<{ encrypted_key: string }>('select encrypted_key from email_connections where organization_id = ?', [organizationId]);
    expect(row.encrypted_key).not.toContain(klaviyo.apiKey);
    expect(row.encrypted_key).not.toContain(klaviyo.apiKey.slice(3, 20));
    const raw = Buffer.from(row.encrypted_key.split(':')[1], 'base64');
    const decipher = createDecipheriv('aes-256-gcm', ENCRYPTION_KEY, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`email-connection:${organizationId}:klaviyo`));
    decipher.setAuthTag(raw.subarray(12, 28));
    expect(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString()).toBe(klaviyo.apiKey);

    // test connection: accepted, then refused in words once the service stops taking the key
    expect((await c.post('/api/connections/klaviyo/test').expect(200)).body).toEqual({ ok: true, message: 'Klaviyo accepted the API key.' });
    const good = klaviyo.apiKey;
    klaviyo.apiKey = 'pk_rotated000000000000000000000000';
    try {
      const test = await c.post('/api/connections/klaviyo/test').expect(200);
      expect(test.body.ok).toBe(false);
      expect(test.body.message).toMatch(/^Klaviyo refused the API key/);
    } finally {
      klaviyo.apiKey = good;
    }

    const audiences = await c.get('/api/connections/klaviyo/audiences').expect(200);
    expect(audiences.body).toEqual([
      { id: 'LstNews1', name: 'Newsletter', kind: 'list' },
      { id: 'LstVip22', name: 'VIP customers', kind: 'list' },
      { id: 'SegEng33', name: 'Engaged (90 days)', kind: 'segment' },
    ]);
    // every call carried the revision header
    expect(klaviyo.calls.every((call) => typeof call.headers.revision === 'string' && call.headers.revision.length > 0)).toBe(true);

    await c.agent.delete('/api/connections/klaviyo').set('X-Requested-With', 'XMLHttpRequest').expect(204);
    expect((await c.get('/api/connections').expect(200)).body).toEqual([]);
    expect(await t.sql('select id from email_connections where organization_id = ?', [organizationId])).toEqual([]);
  });

  it('takes a Mailchimp key with its data centre and names the account', async () => {
    const { c } = await signUp(t.server);
    expect((await c.agent.put('/api/connections/mailchimp').set('X-Requested-With', 'XMLHttpRequest').send({ apiKey: '0123456789abcdef0123456789abcdef' }).expect(400)).body.message).toMatch(/data centre/);
    const made = await c.agent.put('/api/connections/mailchimp').set('X-Requested-With', 'XMLHttpRequest').send({ apiKey: mailchimp.apiKey }).expect(200);
    expect(made.body).toMatchObject({ service: 'mailchimp', keyLast4: 'cdef', dataCenter: 'us21', accountName: 'Aurora Tea' });
    expect(JSON.stringify(made.body)).not.toContain(mailchimp.apiKey.slice(0, 32));
    expect((await c.get('/api/connections/mailchimp/audiences').expect(200)).body).toEqual([
      { id: 'a1b2c3d4e5', name: 'Aurora Tea subscribers', kind: 'list' },
      { id: 'f6e7d8c9b0', name: 'Wholesale buyers', kind: 'list' },
    ]);
    expect((await c.post('/api/connections/mailchimp/test').expect(200)).body.ok).toBe(true);
    expect((await c.get('/api/connections/sendgrid/audiences').expect(400)).body.message).toBe('Email service must be klaviyo or mailchimp');
  });
});

describe('push to Klaviyo', () => {
  let c: Client;
  beforeAll(async () => {
    ({ c } = await connectedUser('klaviyo', klaviyo.apiKey));
  });

  it('makes a CODE template and a draft campaign, then a second push after an edit updates the same ones', async () => {
    const before = { templates: klaviyo.creates('templates'), campaigns: klaviyo.creates('campaigns') };
    const saved = await campaign(c, 'Spring teas "launch"');
    const done = await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstNews1', audienceName: 'Newsletter', fromName: 'Aurora Tea' });
    expect(done.state).toBe('completed');
    const email = await exported(c, saved.id);
    const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    expect(state).toMatchObject({ service: 'klaviyo', status: 'pushed', audienceId: 'LstNews1', audienceName: 'Newsletter', error: null });
    const template = klaviyo.templates.get(state.remoteTemplateId)!;
    expect(template).toMatchObject({ editor_type: 'CODE', html: email.html, text: email.text, name: `Spring teas 'launch' (Mailplan #${saved.id})` });
    const remote = klaviyo.campaigns.get(state.remoteCampaignId)!;
    expect(remote).toMatchObject({ status: 'Draft', name: template.name, audiences: { included: ['LstNews1'], excluded: [] } });
    const message = klaviyo.messages.get(remote.messageIds[0])!;
    expect(message.definition).toMatchObject({ channel: 'email', content: { subject: 'Our spring teas are here', preview_text: 'First flush Darjeeling, only this week.', from_label: 'Aurora Tea' } });
    expect(message.template).toEqual({ sourceId: template.id, html: email.html, text: email.text });
    expect(state.links.map((l: { url: string }) => l.url)).toEqual([
      `https://www.klaviyo.com/campaign/${remote.id}/edit`,
      `https://www.klaviyo.com/template/${template.id}/edit`,
    ]);
    // the create bodies, as Klaviyo's JSON:API takes them
    const created = klaviyo.calls.filter((x) => x.method === 'POST' && x.path === '/api/campaigns').at(-1)!;
    expect(created.body.data.type).toBe('campaign');
    expect(created.body.data.attributes['campaign-messages'].data[0]).toMatchObject({ type: 'campaign-message', attributes: { definition: { channel: 'email' } } });

    // edit, push again to another audience: the same template and campaign, updated
    await c.patch(`/api/campaigns/${saved.id}`, { subject: 'Spring teas: last days', previewText: 'Ends Sunday.', content: {} }).expect(200);
    const again = await push(c, saved.id, { service: 'klaviyo', audienceId: 'SegEng33', fromName: 'Aurora Tea' });
    expect(again.state).toBe('completed');
    const edited = await exported(c, saved.id);
    const [after] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    expect([after.remoteTemplateId, after.remoteCampaignId]).toEqual([state.remoteTemplateId, state.remoteCampaignId]);
    expect(klaviyo.creates('templates') - before.templates).toBe(1);
    expect(klaviyo.creates('campaigns') - before.campaigns).toBe(1);
    // the edit emptied the footer: its unsubscribe link is Klaviyo's merge tag in what was pushed
    expect(klaviyo.templates.get(template.id)!.html).toBe(withUnsubscribeTag(edited.html, '{% unsubscribe_url %}'));
    expect(klaviyo.campaigns.get(remote.id)!.audiences.included).toEqual(['SegEng33']);
    expect(klaviyo.messages.get(message.id)!.definition.content).toMatchObject({ subject: 'Spring teas: last days', preview_text: 'Ends Sunday.' });
    expect(klaviyo.messages.get(message.id)!.template!.html).toBe(withUnsubscribeTag(edited.html, '{% unsubscribe_url %}'));

    // both pushes are in the campaign's history
    const history = await t.sql<{ action: string; detail: string }>(`select action, detail from activities where subject_type = 'campaign' and subject_id = ? and action like 'push%' order by id`, [saved.id]);
    expect(history.map((h) => h.action)).toEqual(['pushed', 'pushed']);
    expect(history[0].detail).toBe('Pushed to Klaviyo as a draft for Newsletter');
  });

  it('waits for Retry-After on a 429 and then goes on', async () => {
    const saved = await campaign(c, 'Rate limited');
    klaviyo.fail({ method: 'POST', path: /^\/api\/templates$/, status: 429, retryAfter: 1 });
    const started = Date.now();
    const done = await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstNews1' });
    expect(done.state).toBe('completed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect([...klaviyo.templates.values()].filter((x) => x.name === `Rate limited (Mailplan #${saved.id})`)).toHaveLength(1);
  });

  it('says the key is refused on a 401 and stops at once', async () => {
    const saved = await campaign(c, 'Refused key');
    const good = klaviyo.apiKey;
    klaviyo.apiKey = 'pk_revoked00000000000000000000000';
    const before = klaviyo.calls.length;
    try {
      const done = await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstNews1' });
      expect(done.state).toBe('failed');
      expect(done.error).toMatch(/^Klaviyo refused the API key/);
      const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
      expect(state).toMatchObject({ status: 'failed', error: done.error });
    } finally {
      klaviyo.apiKey = good;
    }
    expect(klaviyo.calls.slice(before).map((x) => `${x.method} ${x.path}`)).toEqual(['GET /api/templates']); // the first call, not retried
  });

  it('completes a push that failed part-way on the next one, with no duplicates', async () => {
    const saved = await campaign(c, 'Cut short');
    const name = `Cut short (Mailplan #${saved.id})`;
    klaviyo.fail({ method: 'POST', path: /^\/api\/campaigns$/, status: 500, times: 2 }); // both runs of the job
    const failed = await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstVip22' });
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/Klaviyo did not answer properly \(500\)/);
    expect([...klaviyo.templates.values()].filter((x) => x.name === name)).toHaveLength(1);
    expect([...klaviyo.campaigns.values()].filter((x) => x.name === name)).toHaveLength(0);

    const done = await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstVip22' });
    expect(done.state).toBe('completed');
    expect([...klaviyo.templates.values()].filter((x) => x.name === name)).toHaveLength(1);
    expect([...klaviyo.campaigns.values()].filter((x) => x.name === name)).toHaveLength(1);

    // a run that made remote things but could not keep their ids finds them by name
    await t.sql(`update campaign_pushes set remote_template_id = null, remote_campaign_id = null, remote_message_id = null where campaign_id = ?`, [saved.id]);
    expect((await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstVip22' })).state).toBe('completed');
    expect([...klaviyo.templates.values()].filter((x) => x.name === name)).toHaveLength(1);
    expect([...klaviyo.campaigns.values()].filter((x) => x.name === name)).toHaveLength(1);
    const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    expect(state.remoteCampaignId).toBe([...klaviyo.campaigns.values()].find((x) => x.name === name)!.id);
  });

  it('updates the saved template and campaign side by side, assigns the template after, and makes a campaign deleted in Klaviyo again', async () => {
    const saved = await campaign(c, 'Side by side');
    const name = `Side by side (Mailplan #${saved.id})`;
    const body = { service: 'klaviyo', audienceId: 'LstNews1', fromName: 'Aurora Tea' };
    klaviyo.latencyMs = 40; // calls made side by side overlap at the fake
    try {
      // a first push makes the template, then the campaign, one after another
      let from = klaviyo.calls.length;
      expect((await push(c, saved.id, body)).state).toBe('completed');
      const first = klaviyo.calls.slice(from);
      expect(first.map((x) => `${x.method} ${x.path}`)).toEqual(['GET /api/templates', 'POST /api/templates', 'GET /api/campaigns', 'POST /api/campaigns', 'POST /api/campaign-message-assign-template']);
      for (let i = 1; i < first.length; i++) expect(first[i].receivedAt).toBeGreaterThanOrEqual(first[i - 1].answeredAt!);

      // the update path: the template, the campaign and its message at once, then the assignment
      const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
      const messageId = klaviyo.campaigns.get(state.remoteCampaignId)!.messageIds[0];
      await c.patch(`/api/campaigns/${saved.id}`, { subject: 'Side by side, edited' }).expect(200);
      from = klaviyo.calls.length;
      expect((await push(c, saved.id, body)).state).toBe('completed');
      const again = klaviyo.calls.slice(from);
      const updates = again.slice(0, 3);
      expect(updates.map((x) => `${x.method} ${x.path}`).sort()).toEqual(
        [`PATCH /api/templates/${state.remoteTemplateId}`, `PATCH /api/campaigns/${state.remoteCampaignId}`, `PATCH /api/campaign-messages/${messageId}`].sort(),
      );
      expect(Math.max(...updates.map((x) => x.receivedAt))).toBeLessThan(Math.min(...updates.map((x) => x.answeredAt!)));
      const assign = again[3];
      expect(`${assign.method} ${assign.path}`).toBe('POST /api/campaign-message-assign-template');
      expect(again).toHaveLength(4);
      expect(assign.receivedAt).toBeGreaterThanOrEqual(Math.max(...updates.map((x) => x.answeredAt!)));
      const edited = await exported(c, saved.id);
      expect(klaviyo.messages.get(messageId)!.template!.html).toBe(edited.html);
      expect(klaviyo.messages.get(messageId)!.definition.content).toMatchObject({ subject: 'Side by side, edited' });

      // the campaign deleted in Klaviyo: its updates are refused (404), so it is made again, once
      klaviyo.campaigns.delete(state.remoteCampaignId);
      klaviyo.messages.delete(messageId);
      expect((await push(c, saved.id, body)).state).toBe('completed');
      const remade = [...klaviyo.campaigns.values()].filter((x) => x.name === name);
      expect(remade).toHaveLength(1);
      expect([...klaviyo.templates.values()].filter((x) => x.name === name)).toHaveLength(1);
      const [after] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
      expect(after).toMatchObject({ status: 'pushed', remoteTemplateId: state.remoteTemplateId, remoteCampaignId: remade[0].id });
      expect(klaviyo.messages.get(remade[0].messageIds[0])!.template!.html).toBe(edited.html);

      // a template update failing on both runs fails the push after the campaign's update answered; the next push completes it
      klaviyo.fail({ method: 'PATCH', path: /^\/api\/templates\//, status: 500, times: 2 });
      const failed = await push(c, saved.id, body);
      expect(failed.state).toBe('failed');
      expect(failed.error).toMatch(/Klaviyo did not answer properly \(500\)/);
      expect((await push(c, saved.id, body)).state).toBe('completed');
      expect([...klaviyo.campaigns.values()].filter((x) => x.name === name)).toHaveLength(1);
      expect([...klaviyo.templates.values()].filter((x) => x.name === name)).toHaveLength(1);

      // a key refused on the updates: said in words, nothing retried, the template not assigned
      const good = klaviyo.apiKey;
      klaviyo.apiKey = 'pk_revoked00000000000000000000000';
      from = klaviyo.calls.length;
      try {
        const refused = await push(c, saved.id, body);
        expect(refused.state).toBe('failed');
        expect(refused.error).toMatch(/^Klaviyo refused the API key/);
      } finally {
        klaviyo.apiKey = good;
      }
      expect(klaviyo.calls.slice(from).map((x) => `${x.method} ${x.path.replace(/\/[^/]+$/, '/{id}')}`).sort()).toEqual(['PATCH /api/campaign-messages/{id}', 'PATCH /api/campaigns/{id}', 'PATCH /api/templates/{id}']);
    } finally {
      klaviyo.latencyMs = 0;
    }
  });

  it('runs one push of a campaign at a time: two requests at once answer the same job and make one template and one campaign', async () => {
    const saved = await campaign(c, 'Double click');
    const name = `Double click (Mailplan #${saved.id})`;
    const body = { service: 'klaviyo', audienceId: 'LstNews1', fromName: 'Aurora Tea' };
    klaviyo.latencyMs = 60; // the first push is still running when the second request arrives
    let jobId: string;
    try {
      const [a, b] = await Promise.all([c.post(`/api/campaigns/${saved.id}/push`, body).expect(202), c.post(`/api/campaigns/${saved.id}/push`, { ...body, audienceId: 'LstVip22' }).expect(202)]);
      expect(b.body.jobId).toBe(a.body.jobId);
      jobId = a.body.jobId;
      expect((await waitJob(c, jobId)).state).toBe('completed');
    } finally {
      klaviyo.latencyMs = 0;
    }
    expect([...klaviyo.templates.values()].filter((x) => x.name === name)).toHaveLength(1);
    const remote = [...klaviyo.campaigns.values()].filter((x) => x.name === name);
    expect(remote).toHaveLength(1);
    // the settings of the request that started the push stand (either may come first); the other changed nothing
    const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    expect(state).toMatchObject({ status: 'pushed', jobId });
    expect(['LstNews1', 'LstVip22']).toContain(state.audienceId);
    expect(remote[0].audiences.included).toEqual([state.audienceId]);

    // once it has finished, the next push is a job of its own
    const next = await c.post(`/api/campaigns/${saved.id}/push`, body).expect(202);
    expect(next.body.jobId).not.toBe(jobId);
    expect((await waitJob(c, next.body.jobId)).state).toBe('completed');
    expect([...klaviyo.campaigns.values()].filter((x) => x.name === name)).toHaveLength(1);
  });

  it('finds a campaign a cut-short push made by the name filter Klaviyo allows (contains), and picks the exact name', async () => {
    const saved = await campaign(c, 'Lookup');
    const name = `Lookup (Mailplan #${saved.id})`;
    // another campaign whose name contains this push's name comes first
    expect((await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstNews1' })).state).toBe('completed');
    const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    const mine = klaviyo.campaigns.get(state.remoteCampaignId)!;
    const copy = { ...mine, id: `01COPY${saved.id}`.padEnd(26, 'X'), name: `Copy of ${name}`, messageIds: [] };
    klaviyo.campaigns.delete(mine.id);
    klaviyo.campaigns.set(copy.id, copy);
    klaviyo.campaigns.set(mine.id, mine);
    await t.sql(`update campaign_pushes set remote_template_id = null, remote_campaign_id = null, remote_message_id = null where campaign_id = ?`, [saved.id]);
    const from = klaviyo.calls.length;
    expect((await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstNews1' })).state).toBe('completed');
    const lookup = klaviyo.calls.slice(from).find((x) => x.method === 'GET' && x.path === '/api/campaigns')!;
    expect(lookup.query.filter).toBe(`and(equals(messages.channel,'email'),contains(name,"${name}"))`);
    const [after] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    expect(after.remoteCampaignId).toBe(mine.id);
    expect([...klaviyo.campaigns.values()].filter((x) => x.name === name)).toHaveLength(1);
  });

  it('is gated by "approval required" like the export: refused until the campaign is approved', async () => {
    const saved = await campaign(c, 'Needs approval');
    await c.patch('/api/organization/settings', { approvalRequired: true }).expect(200);
    try {
      const refused = await c.post(`/api/campaigns/${saved.id}/push`, { service: 'klaviyo', audienceId: 'LstNews1' }).expect(409);
      expect(refused.body.message).toMatch(/requires approval/);
      // the approval is said before a connection that is missing (this organization has no Mailchimp)
      const unconnected = { service: 'mailchimp', audienceId: 'a1b2c3d4e5', fromName: 'Aurora Tea', replyTo: 'hello@aurora.example.com' };
      expect((await c.post(`/api/campaigns/${saved.id}/push`, unconnected).expect(409)).body.message).toMatch(/requires approval/);
      expect(await t.sql('select id from campaign_pushes where campaign_id = ?', [saved.id])).toEqual([]);
      await c.post(`/api/campaigns/${saved.id}/submit-for-review`, {}).expect(200);
      await c.post(`/api/campaigns/${saved.id}/approve`, {}).expect(200);
      expect((await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstNews1' })).state).toBe('completed');
    } finally {
      await c.patch('/api/organization/settings', { approvalRequired: false }).expect(200);
    }
  });

  it('refuses a campaign without a subject, and an unconnected service', async () => {
    const saved = await campaign(c, 'No subject', '');
    expect((await c.post(`/api/campaigns/${saved.id}/push`, { service: 'klaviyo', audienceId: 'LstNews1' }).expect(400)).body.message).toBe('Add a subject line before pushing the campaign.');
    expect((await c.post(`/api/campaigns/${saved.id}/push`, { service: 'mailchimp', audienceId: 'x' }).expect(404)).body.message).toBe(
      'Mailchimp is not connected. An admin can connect it under Email services.',
    );
    expect((await c.post(`/api/campaigns/${saved.id}/push`, { service: 'klaviyo' }).expect(400)).body.message).toBe('Choose an audience');
  });
});

describe('push to Mailchimp', () => {
  let c: Client;
  beforeAll(async () => {
    ({ c } = await connectedUser('mailchimp', mailchimp.apiKey));
  });

  it('makes a regular campaign with its settings and content; a second push after an edit updates it', async () => {
    const before = mailchimp.creates();
    const saved = await campaign(c, 'Matcha month');
    const sender = { service: 'mailchimp', audienceId: 'a1b2c3d4e5', audienceName: 'Aurora Tea subscribers', fromName: 'Aurora Tea', replyTo: 'hello@aurora.example.com' };
    expect((await c.post(`/api/campaigns/${saved.id}/push`, { ...sender, fromName: '' }).expect(400)).body.message).toBe('Mailchimp needs a from name and a reply-to address.');
    expect((await c.post(`/api/campaigns/${saved.id}/push`, { ...sender, replyTo: 'not-an-email' }).expect(400)).body.message).toBe('Reply-to must be an email address');
    expect((await push(c, saved.id, sender)).state).toBe('completed');
    const email = await exported(c, saved.id);
    const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    const remote = mailchimp.campaigns.get(state.remoteCampaignId)!;
    expect(remote).toMatchObject({
      type: 'regular',
      status: 'save',
      recipients: { list_id: 'a1b2c3d4e5' },
      settings: { title: `Matcha month (Mailplan #${saved.id})`, subject_line: 'Our spring teas are here', preview_text: 'First flush Darjeeling, only this week.', from_name: 'Aurora Tea', reply_to: 'hello@aurora.example.com' },
      content: { html: email.html, plain_text: email.text },
    });
    expect(state.links).toEqual([{ label: 'Campaign in Mailchimp', url: `https://us21.admin.mailchimp.com/campaigns/edit?id=${remote.web_id}` }]);

    await c.patch(`/api/campaigns/${saved.id}`, { subject: 'Matcha month: week two', previewText: 'New whisks in stock.' }).expect(200);
    mailchimp.fail({ method: 'PUT', path: /\/content$/, status: 429, retryAfter: 1 });
    expect((await push(c, saved.id, { ...sender, audienceId: 'f6e7d8c9b0' })).state).toBe('completed');
    const edited = await exported(c, saved.id);
    expect(mailchimp.creates() - before).toBe(1);
    expect(mailchimp.campaigns.get(remote.id)).toMatchObject({
      recipients: { list_id: 'f6e7d8c9b0' },
      settings: { subject_line: 'Matcha month: week two', preview_text: 'New whisks in stock.' },
      content: { html: edited.html, plain_text: edited.text },
    });
    expect(mailchimp.calls.filter((x) => x.method === 'PUT' && x.path === `/3.0/campaigns/${remote.id}/content`)).toHaveLength(3); // first push, the 429, its retry
  });

  it('says the key is refused on a 401, and completes a push cut short after the campaign was made', async () => {
    const saved = await campaign(c, 'Oolong');
    const sender = { service: 'mailchimp', audienceId: 'a1b2c3d4e5', fromName: 'Aurora Tea', replyTo: 'hello@aurora.example.com' };
    const good = mailchimp.apiKey;
    mailchimp.apiKey = 'ffffffffffffffffffffffffffffffff-us21';
    try {
      const refused = await push(c, saved.id, sender);
      expect(refused).toMatchObject({ state: 'failed' });
      expect(refused.error).toMatch(/^Mailchimp refused the API key/);
    } finally {
      mailchimp.apiKey = good;
    }
    const before = mailchimp.creates();
    mailchimp.fail({ method: 'PUT', path: /\/content$/, status: 503, times: 2 });
    expect((await push(c, saved.id, sender)).state).toBe('failed');
    expect((await push(c, saved.id, sender)).state).toBe('completed');
    expect(mailchimp.creates() - before).toBe(1);
    const mine = [...mailchimp.campaigns.values()].filter((x) => x.settings.title === `Oolong (Mailplan #${saved.id})`);
    expect(mine).toHaveLength(1);
    expect(mine[0].content?.html).toBe((await exported(c, saved.id)).html);
  });

  it('sets the settings and the content of a saved campaign side by side, and makes a campaign deleted in Mailchimp again', async () => {
    const saved = await campaign(c, 'Genmaicha');
    const title = `Genmaicha (Mailplan #${saved.id})`;
    const sender = { service: 'mailchimp', audienceId: 'a1b2c3d4e5', fromName: 'Aurora Tea', replyTo: 'hello@aurora.example.com' };
    mailchimp.latencyMs = 40;
    try {
      let from = mailchimp.calls.length;
      expect((await push(c, saved.id, sender)).state).toBe('completed');
      const first = mailchimp.calls.slice(from);
      expect(first.map((x) => `${x.method} ${x.path.replace(/campaigns\/[^/]+/, 'campaigns/{id}')}`)).toEqual(['GET /3.0/campaigns', 'POST /3.0/campaigns', 'PUT /3.0/campaigns/{id}/content']);
      for (let i = 1; i < first.length; i++) expect(first[i].receivedAt).toBeGreaterThanOrEqual(first[i - 1].answeredAt!);

      const [state] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
      await c.patch(`/api/campaigns/${saved.id}`, { subject: 'Genmaicha, edited' }).expect(200);
      from = mailchimp.calls.length;
      expect((await push(c, saved.id, sender)).state).toBe('completed');
      const again = mailchimp.calls.slice(from);
      expect(again.map((x) => `${x.method} ${x.path}`).sort()).toEqual([`PATCH /3.0/campaigns/${state.remoteCampaignId}`, `PUT /3.0/campaigns/${state.remoteCampaignId}/content`]);
      expect(Math.max(...again.map((x) => x.receivedAt))).toBeLessThan(Math.min(...again.map((x) => x.answeredAt!)));
      const edited = await exported(c, saved.id);
      expect(mailchimp.campaigns.get(state.remoteCampaignId)).toMatchObject({ settings: { subject_line: 'Genmaicha, edited' }, content: { html: edited.html, plain_text: edited.text } });

      // deleted in Mailchimp: both are refused (404), so the campaign is made again with its content
      mailchimp.campaigns.delete(state.remoteCampaignId);
      expect((await push(c, saved.id, sender)).state).toBe('completed');
      const mine = [...mailchimp.campaigns.values()].filter((x) => x.settings.title === title);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ settings: { subject_line: 'Genmaicha, edited' }, content: { html: edited.html, plain_text: edited.text } });
      const [after] = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
      expect(after).toMatchObject({ status: 'pushed', remoteCampaignId: mine[0].id });
    } finally {
      mailchimp.latencyMs = 0;
    }
  });
});

describe('the unsubscribe link', () => {
  /** The address of the email's "Unsubscribe" link. */
  const unsubscribeHref = (html: string) => {
    const a = /<a href(?:="([^"]*)")?[^>]*>Unsubscribe<\/a>/.exec(html);
    return a ? (a[1] ?? '') : undefined;
  };

  it("is the service's own merge tag in what a push sends when the campaign leaves it empty; the export keeps it empty and the checklist says so", async () => {
    const { c } = await signUp(t.server);
    await connect(c, 'klaviyo', klaviyo.apiKey);
    await connect(c, 'mailchimp', mailchimp.apiKey);
    const saved = await campaign(c, 'No unsubscribe address', undefined, undefined, { ...FOOTER, unsubscribe_url: '' });

    const exportedEmail = (await c.get(`/api/campaigns/${saved.id}/export`).expect(200)).body as { html: string; checklist: Array<{ id: string; status: string; reason: string }> };
    expect(unsubscribeHref(exportedEmail.html)).toBe('');
    expect(exportedEmail.checklist.find((i) => i.id === 'unsubscribe')).toMatchObject({
      status: 'warn',
      reason:
        "The unsubscribe link has no address: a push to your email service fills in the service's own unsubscribe link; for the downloaded file, give it your email service's unsubscribe address or merge tag.",
    });

    expect((await push(c, saved.id, { service: 'klaviyo', audienceId: 'LstNews1', audienceName: 'Newsletter', fromName: 'Aurora Tea' })).state).toBe('completed');
    const mailchimpSender = { service: 'mailchimp', audienceId: 'a1b2c3d4e5', audienceName: 'Aurora Tea subscribers', fromName: 'Aurora Tea', replyTo: 'hello@aurora.example.com' };
    expect((await push(c, saved.id, mailchimpSender)).state).toBe('completed');
    const states: Array<{ service: string; remoteTemplateId: string; remoteCampaignId: string }> = (await c.get(`/api/campaigns/${saved.id}/pushes`).expect(200)).body;
    const k = states.find((p) => p.service === 'klaviyo')!;
    const m = states.find((p) => p.service === 'mailchimp')!;
    expect(unsubscribeHref(klaviyo.templates.get(k.remoteTemplateId)!.html)).toBe('{% unsubscribe_url %}');
    expect(unsubscribeHref(klaviyo.messages.get(klaviyo.campaigns.get(k.remoteCampaignId)!.messageIds[0]!)!.template!.html)).toBe('{% unsubscribe_url %}');
    expect(unsubscribeHref(mailchimp.campaigns.get(m.remoteCampaignId)!.content!.html)).toBe('*|UNSUB|*');
    // apart from the link, what was sent is the export
    expect(klaviyo.templates.get(k.remoteTemplateId)!.html).toBe(withUnsubscribeTag(exportedEmail.html, '{% unsubscribe_url %}'));
    expect(mailchimp.campaigns.get(m.remoteCampaignId)!.content!.html).toBe(withUnsubscribeTag(exportedEmail.html, '*|UNSUB|*'));

    // an address the campaign gives is sent as written
    const own = await campaign(c, 'Own unsubscribe address');
    expect((await push(c, own.id, mailchimpSender)).state).toBe('completed');
    const [ownState] = (await c.get(`/api/campaigns/${own.id}/pushes`).expect(200)).body;
    expect(unsubscribeHref(mailchimp.campaigns.get(ownState.remoteCampaignId)!.content!.html)).toBe('https://aurora.example.com/unsubscribe');
  });
});

describe('tenancy', () => {
  it("never shows or uses another organization's connection or pushes", async () => {
    const a = await signUp(t.server, { org: 'A' });
    const b = await signUp(t.server, { org: 'B' });
    await connect(a.c, 'klaviyo', klaviyo.apiKey);
    const mine = await campaign(a.c, 'Only mine');
    expect((await push(a.c, mine.id, { service: 'klaviyo', audienceId: 'LstNews1' })).state).toBe('completed');

    expect((await b.c.get('/api/connections').expect(200)).body).toEqual([]);
    await b.c.get('/api/connections/klaviyo/audiences').expect(404);
    await b.c.post('/api/connections/klaviyo/test').expect(404);
    await b.c.agent.delete('/api/connections/klaviyo').set('X-Requested-With', 'XMLHttpRequest').expect(404);
    await b.c.get(`/api/campaigns/${mine.id}/pushes`).expect(404);
    await b.c.post(`/api/campaigns/${mine.id}/push`, { service: 'klaviyo', audienceId: 'LstNews1' }).expect(404);
    const theirs = await campaign(b.c, 'Theirs');
    expect((await b.c.post(`/api/campaigns/${theirs.id}/push`, { service: 'klaviyo', audienceId: 'LstNews1' }).expect(404)).body.message).toMatch(/Klaviyo is not connected/);
    // A's connection is still there
    expect((await a.c.get('/api/connections').expect(200)).body).toHaveLength(1);
  });
});
