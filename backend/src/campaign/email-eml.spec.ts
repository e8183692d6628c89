import { simpleParser } from 'mailparser';
import { brandTokens } from '@mailplan/shared';
import { STARTER_MODULES } from '../module/starter-modules.js';
import { buildEml, DRAFT_FROM_ADDRESS } from './email-eml.js';
import { buildCampaignEmail } from './email-export.js';

describe('the .eml draft', () => {
  it('parses back to the sender, the subject, the HTML with its preheader and the plain text, as a draft without recipients', async () => {
    const modules = STARTER_MODULES.slice(0, 2).map((s, i) => ({ id: i + 1, name: s.name, fields: s.fields, htmlContent: s.html }));
    const instances = modules.map((m, i) => ({ instanceId: `i${i}`, moduleId: m.id }));
    const content = Object.fromEntries(instances.map((inst, i) => [inst.instanceId, Object.fromEntries(modules[i]!.fields.map((f) => [f.name, /url/.test(f.name) ? 'https://aurora.example.com/kit' : `${f.placeholder ?? f.name} – ünïcödé 🍵`]))]));
    const subject = 'Your first bowl 🍵 — the matcha kit';
    const previewText = 'Everything for slow mornings, whisk included, in one calm box.';
    const email = buildCampaignEmail({ subject, previewText, moduleInstances: instances, content, modules: new Map(modules.map((m) => [m.id, m])), tokens: brandTokens({ name: 'Aurora' }) });

    const eml = await buildEml({ fromName: 'Aurora', subject, html: email.html, text: email.text, date: new Date('2026-11-26T08:00:00Z') });
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    const parsed = await simpleParser(eml);
    expect(parsed.subject).toBe(subject);
    expect(parsed.html).toBe(email.html);
    expect(parsed.text).toBe(email.text);
    expect(parsed.html).toContain(previewText);
    expect(parsed.headers.get('x-unsent')).toBe('1');
    expect(parsed.date?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(parsed.from?.value).toEqual([{ name: 'Aurora', address: 'no-reply@example.invalid' }]);
    expect(eml).toMatch(/^From: Aurora <no-reply@example\.invalid>$/m);
    expect(parsed.to).toBeUndefined();
  });

  it('writes any brand name into From: encoded (RFC 2047) when it is not plain ASCII, quoted when it holds specials, a line break never starting another header', async () => {
    const names = ['Lumen Tea', 'Thé Ré & Co 🍵', 'Lumen "Tea", Ltd. <shop>', 'Ærø Kaffe (Nord)', '茶の間', 'Line\r\nBcc: victim@example.com'];
    for (const fromName of names) {
      const eml = await buildEml({ fromName, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi\n' });
      const header = /^From: (.*)$/m.exec(eml)![1]!;
      // a header line holds printable ASCII only: anything else is encoded
      expect([fromName, /^[\x20-\x7e]+$/.test(header)]).toEqual([fromName, true]);
      const parsed = await simpleParser(eml);
      expect([fromName, parsed.from?.value]).toEqual([fromName, [{ name: fromName.replace(/\r\n/g, ' '), address: DRAFT_FROM_ADDRESS }]]);
      expect([fromName, parsed.bcc]).toEqual([fromName, undefined]);
    }
    expect(/^From: (.*)$/m.exec(await buildEml({ fromName: 'Thé', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi\n' }))![1]).toMatch(/^=\?UTF-8\?[QB]\?.+\?= <no-reply@example\.invalid>$/);
  });
});
