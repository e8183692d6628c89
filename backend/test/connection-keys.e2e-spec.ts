import { jest } from '@jest/globals';
import { newInstanceId } from '@mailplan/shared';
import { JobsService } from '../src/jobs/jobs.service.js';
import { STARTER_MODULES } from '../src/module/starter-modules.js';
import { startFakeKlaviyo, type FakeKlaviyo } from './support/fake-klaviyo.js';
import { startFakeMailchimp, type FakeMailchimp } from './support/fake-mailchimp.js';
import { client, PASSWORD, signUp, startTestApp, type Client, type TestApp } from './support/test-app.js';

/**
 * A saved email-service key that no longer decrypts (CONNECTIONS_ENCRYPTION_KEY changed between
 * two starts on the same database): the connection is listed as needing a new key, every request
 * that would use the key answers 409 with one sentence and changes nothing, and entering the key
 * again heals it (docs/decisions.md#connection-keys).
 */
const FIRST_KEY = Buffer.alloc(32, 7).toString('base64');
const SECOND_KEY = Buffer.alloc(32, 9).toString('hex');
const UNREADABLE = (service: string) =>
  `The saved ${service} API key can no longer be read (the server's encryption key changed). An admin needs to enter the key again under Email services.`;

let before: TestApp;
let after: TestApp | undefined;
let klaviyo: FakeKlaviyo;
let mailchimp: FakeMailchimp;

beforeAll(async () => {
  [klaviyo, mailchimp] = await Promise.all([startFakeKlaviyo(), startFakeMailchimp()]);
  before = await startTestApp({ KLAVIYO_BASE_URL: klaviyo.url, MAILCHIMP_BASE_URL: mailchimp.url, CONNECTIONS_ENCRYPTION_KEY: FIRST_KEY });
});
afterAll(async () => {
  await after?.close();
  await before?.close();
  await Promise.all([klaviyo?.close(), mailchimp?.close()]);
});
afterEach(() => {
  expect(klaviyo.sendCalls).toEqual([]);
  expect(mailchimp.sendCalls).toEqual([]);
});

async function campaign(c: Client, name: string) {
  const modules: Array<{ id: number; name: string }> = (await c.get('/api/modules').expect(200)).body;
  const footer = modules.find((m) => m.name === STARTER_MODULES.find((s) => s.key === 'footer')!.name)!;
  const f = { instanceId: newInstanceId(footer.id), moduleId: footer.id };
  const body = {
    name,
    subject: 'Our spring teas are here',
    previewText: 'First flush Darjeeling, only this week.',
    moduleInstances: [f],
    content: { [f.instanceId]: { company_name: 'Aurora Tea Ltd', address: '1 Leaf Lane, Portland', unsubscribe_url: 'https://aurora.example.com/unsubscribe' } },
  };
  return (await c.post('/api/campaigns', body).expect(201)).body as { id: number };
}

async function pushed(c: Client, id: number, body: Record<string, unknown>) {
  const started = await c.post(`/api/campaigns/${id}/push`, body).expect(202);
  for (let i = 0; i < 300; i++) {
    const { body: job } = await c.get(`/api/jobs/${encodeURIComponent(started.body.jobId)}`).expect(200);
    if (job.state === 'completed' || job.state === 'failed') return job as { state: string; error?: string };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('push did not finish');
}

const put = (c: Client, service: string, apiKey: string) => c.agent.put(`/api/connections/${service}`).set('X-Requested-With', 'XMLHttpRequest').send({ apiKey });

it('a key saved under another encryption key: listed as needing a new key, refused with 409 everywhere it is used, healed by entering it again', async () => {
  // connected and pushed once under the first encryption key
  const { c: first, email, organizationId } = await signUp(before.server);
  await put(first, 'klaviyo', klaviyo.apiKey).expect(200);
  await put(first, 'mailchimp', mailchimp.apiKey).expect(200);
  const earlier = await campaign(first, 'Spring teas');
  expect((await pushed(first, earlier.id, { service: 'klaviyo', audienceId: 'LstNews1', audienceName: 'Newsletter' })).state).toBe('completed');
  const fresh = await campaign(first, 'Summer teas');
  const pushesBefore = await before.sql('select * from campaign_pushes order by id');
  const connectionsBefore = await before.sql('select * from email_connections where organization_id = ? order by service', [organizationId]);
  expect(connectionsBefore).toHaveLength(2);

  // the same database started again with another key
  after = await startTestApp(
    { KLAVIYO_BASE_URL: klaviyo.url, MAILCHIMP_BASE_URL: mailchimp.url, CONNECTIONS_ENCRYPTION_KEY: SECOND_KEY },
    { database: before.database },
  );
  const c = client(after.server);
  await c.post('/api/auth/login', { email, password: PASSWORD }).expect(200);
  const enqueue = jest.spyOn(after.app.get(JobsService), 'enqueue');
  const klaviyoCalls = klaviyo.calls.length;
  const mailchimpCalls = mailchimp.calls.length;

  const listed = (await c.get('/api/connections').expect(200)).body as Array<Record<string, unknown>>;
  expect(listed.map((x) => [x.service, x.needsReconnect, x.keyLast4])).toEqual([
    ['klaviyo', true, klaviyo.apiKey.slice(-4)],
    ['mailchimp', true, connectionsBefore[1].key_last4],
  ]);

  for (const [service, name] of [['klaviyo', 'Klaviyo'], ['mailchimp', 'Mailchimp']]) {
    const refusals = [
      await c.post(`/api/connections/${service}/test`).expect(409),
      await c.get(`/api/connections/${service}/audiences`).expect(409),
      await c.post(`/api/campaigns/${fresh.id}/push`, { service, audienceId: 'LstNews1', fromName: 'Aurora Tea', replyTo: 'hello@aurora.example.com' }).expect(409),
      await c.post(`/api/campaigns/${earlier.id}/push`, { service, audienceId: 'LstVip22', fromName: 'Aurora Tea', replyTo: 'hello@aurora.example.com' }).expect(409),
    ];
    for (const res of refusals) expect(res.body).toMatchObject({ statusCode: 409, message: UNREADABLE(name) });
  }
  // nothing changed: no job, no push row or setting, no call to either service, the rows as they were
  expect(enqueue).not.toHaveBeenCalled();
  expect(await after.sql('select * from campaign_pushes order by id')).toEqual(pushesBefore);
  expect(await after.sql('select * from email_connections where organization_id = ? order by service', [organizationId])).toEqual(connectionsBefore);
  expect(klaviyo.calls.length).toBe(klaviyoCalls);
  expect(mailchimp.calls.length).toBe(mailchimpCalls);

  // entering the key again heals that connection (the other one still needs its key)
  const reconnected = await put(c, 'klaviyo', klaviyo.apiKey).expect(200);
  expect(reconnected.body).toMatchObject({ service: 'klaviyo', needsReconnect: false });
  expect(((await c.get('/api/connections').expect(200)).body as Array<Record<string, unknown>>).map((x) => [x.service, x.needsReconnect])).toEqual([
    ['klaviyo', false],
    ['mailchimp', true],
  ]);
  expect((await c.post('/api/connections/klaviyo/test').expect(200)).body).toEqual({ ok: true, message: 'Klaviyo accepted the API key.' });
  expect((await c.get('/api/connections/klaviyo/audiences').expect(200)).body).toHaveLength(3);
  expect((await pushed(c, fresh.id, { service: 'klaviyo', audienceId: 'LstNews1' })).state).toBe('completed');
  expect(enqueue).toHaveBeenCalledTimes(1);
  expect((await c.post(`/api/connections/mailchimp/test`).expect(409)).body.message).toBe(UNREADABLE('Mailchimp'));
  // and one that needs its key can still be removed
  await c.agent.delete('/api/connections/mailchimp').set('X-Requested-With', 'XMLHttpRequest').expect(204);
  expect(((await c.get('/api/connections').expect(200)).body as Array<Record<string, unknown>>).map((x) => x.service)).toEqual(['klaviyo']);
});

it('another organization whose key was saved under the current encryption key is not affected', async () => {
  const { c } = await signUp((after ?? before).server);
  await put(c, 'klaviyo', klaviyo.apiKey).expect(200);
  expect(((await c.get('/api/connections').expect(200)).body as Array<Record<string, unknown>>).map((x) => [x.service, x.needsReconnect])).toEqual([['klaviyo', false]]);
  expect((await c.post('/api/connections/klaviyo/test').expect(200)).body.ok).toBe(true);
});
