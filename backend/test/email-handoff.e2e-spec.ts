import { simpleParser } from 'mailparser';
import { BRAND_MESSAGES, CAMPAIGN_MESSAGES as M, newInstanceId } from '@mailplan/shared';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

/** The brand's email language and the .eml draft, on real Postgres. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Module = { id: number; name: string };

async function organization(name: string) {
  const user = await signUp(t.server, { org: name });
  const modules: Module[] = (await user.c.get('/api/modules').expect(200)).body;
  const footer = modules.find((m) => m.name === 'Footer')!;
  const instance = { instanceId: newInstanceId(footer.id), moduleId: footer.id };
  const body = {
    name: 'Spring teas',
    subject: 'Our spring teas are here',
    previewText: 'First flush Darjeeling, only this week.',
    moduleInstances: [instance],
    content: { [instance.instanceId]: { company_name: 'Aurora Tea Ltd', address: '1 Leaf Lane', unsubscribe_url: 'https://aurora.example.com/unsubscribe' } },
  };
  return { ...user, body };
}

describe("the brand's email language", () => {
  it('is en until set; a tag is kept in its usual case and sets lang and dir on the export; anything else is a 400 that changes nothing', async () => {
    const { c, body } = await organization('Lang');
    const saved = (await c.post('/api/campaigns', body).expect(201)).body as { id: number };
    expect((await c.get(`/api/campaigns/${saved.id}/export`).expect(200)).body.html).toMatch(/<html lang="en" dir="ltr"/);

    const bad = await c.post('/api/brand-settings', { name: 'Aurora', language: 'not a tag' }).expect(400);
    expect(bad.body.message).toBe(BRAND_MESSAGES.languageInvalid);
    expect((await c.get('/api/brand-settings').expect(200)).body).toEqual([]);

    const ok = await c.post('/api/brand-settings', { name: 'Aurora', language: 'FA-ir' }).expect(200);
    expect(ok.body.language).toBe('fa-IR');
    expect((await c.get('/api/brand-settings').expect(200)).body[0].language).toBe('fa-IR');
    const html = (await c.get(`/api/campaigns/${saved.id}/export`).expect(200)).body.html as string;
    expect(html).toMatch(/<html lang="fa-IR" dir="rtl"/);
    // a save without the field keeps it
    await c.post('/api/brand-settings', { name: 'Aurora Tea' }).expect(200);
    expect((await c.get('/api/brand-settings').expect(200)).body[0].language).toBe('fa-IR');
  });
});

describe('the .eml draft: GET /api/campaigns/{id}/export/eml and POST /api/campaigns/export/eml', () => {
  it('answers the export as a message file of the subject, the HTML and the text; another organization gets 404', async () => {
    const a = await organization('Eml A');
    const b = await organization('Eml B');
    const saved = (await a.c.post('/api/campaigns', a.body).expect(201)).body as { id: number };
    const exported = (await a.c.get(`/api/campaigns/${saved.id}/export`).expect(200)).body as { html: string; text: string };

    const res = await a.c.get(`/api/campaigns/${saved.id}/export/eml`).expect(200);
    const parsed = await simpleParser(res.body.eml as string);
    expect(parsed.subject).toBe('Our spring teas are here');
    expect(parsed.html).toBe(exported.html);
    expect(parsed.text).toBe(exported.text);
    expect(parsed.html).toContain('First flush Darjeeling, only this week.');
    expect(parsed.headers.get('x-unsent')).toBe('1');

    const draft = await a.c.post('/api/campaigns/export/eml', { ...a.body, subject: 'A draft subject' }).expect(200);
    expect((await simpleParser(draft.body.eml as string)).subject).toBe('A draft subject');

    expect((await b.c.get(`/api/campaigns/${saved.id}/export/eml`).expect(404)).body.message).toBe(M.campaignNotFound);
    await b.c.post('/api/campaigns/export/eml', a.body).expect(404);
  });

  it("is from the brand's name at a placeholder address, or from the from name a push of the campaign set", async () => {
    const { c, body } = await organization('Eml Sender');
    const saved = (await c.post('/api/campaigns', body).expect(201)).body as { id: number };
    const from = async (eml: Promise<{ body: { eml: string } }>) => (await simpleParser((await eml).body.eml)).from?.value;
    const savedFrom = () => from(c.get(`/api/campaigns/${saved.id}/export/eml`).expect(200));
    const draftFrom = () => from(c.post('/api/campaigns/export/eml', body).expect(200));

    // no brand settings yet: the organization's name
    expect(await savedFrom()).toEqual([{ name: 'Eml Sender', address: 'no-reply@example.invalid' }]);
    expect(await draftFrom()).toEqual([{ name: 'Eml Sender', address: 'no-reply@example.invalid' }]);

    await c.post('/api/brand-settings', { name: 'Thé Lumière 茶' }).expect(200);
    const eml = (await c.get(`/api/campaigns/${saved.id}/export/eml`).expect(200)).body.eml as string;
    // the name as an RFC 2047 encoded word (the header may be folded before the address)
    expect(eml).toMatch(/^From: =\?UTF-8\?[QB]\?[\x21-\x7e]+\?=(?:\r?\n)?[ \t]+<no-reply@example\.invalid>\r?$/m);
    expect(await savedFrom()).toEqual([{ name: 'Thé Lumière 茶', address: 'no-reply@example.invalid' }]);
    expect(await draftFrom()).toEqual([{ name: 'Thé Lumière 茶', address: 'no-reply@example.invalid' }]);

    // a push stores the name its email service sends as; the latest one that set a name wins, for the saved campaign only
    const [{ organization_id: org }] = await t.sql<{ organization_id: number }>('select organization_id from campaigns where id = ?', [saved.id]);
    const stored = (service: string, fromName: string | null, updatedAt: string) =>
      t.sql(
        `insert into campaign_pushes (organization_id, campaign_id, service, audience_id, from_name, status, created_at, updated_at) values (?, ?, ?, 'L1', ?, 'pushed', ?, ?)`,
        [org, saved.id, service, fromName, updatedAt, updatedAt],
      );
    await stored('mailchimp', 'Lumen Tea Shop', '2026-11-20T10:00:00Z');
    await stored('klaviyo', null, '2026-11-21T10:00:00Z');
    expect(await savedFrom()).toEqual([{ name: 'Lumen Tea Shop', address: 'no-reply@example.invalid' }]);
    expect(await draftFrom()).toEqual([{ name: 'Thé Lumière 茶', address: 'no-reply@example.invalid' }]);
    await t.sql(`update campaign_pushes set from_name = 'Lumen Tea Klaviyo', updated_at = '2026-11-22T10:00:00Z' where campaign_id = ? and service = 'klaviyo'`, [saved.id]);
    expect(await savedFrom()).toEqual([{ name: 'Lumen Tea Klaviyo', address: 'no-reply@example.invalid' }]);
  });
});
