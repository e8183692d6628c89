import { simpleParser } from 'mailparser';
import { brandTokens } from '@mailplan/shared';
import { STARTER_MODULES } from '../module/starter-modules.js';
import { buildEml } from './email-eml.js';
import { buildCampaignEmail } from './email-export.js';

describe('the .eml draft', () => {
  it('parses back to the subject, the HTML with its preheader and the plain text, as a draft without sender or recipients', async () => {
    const modules = STARTER_MODULES.slice(0, 2).map((s, i) => ({ id: i + 1, name: s.name, fields: s.fields, htmlContent: s.html }));
    const instances = modules.map((m, i) => ({ instanceId: `i${i}`, moduleId: m.id }));
    const content = Object.fromEntries(instances.map((inst, i) => [inst.instanceId, Object.fromEntries(modules[i]!.fields.map((f) => [f.name, /url/.test(f.name) ? 'https://aurora.example.com/kit' : `${f.placeholder ?? f.name} – ünïcödé 🍵`]))]));
    const subject = 'Your first bowl 🍵 — the matcha kit';
    const previewText = 'Everything for slow mornings, whisk included, in one calm box.';
    const email = buildCampaignEmail({ subject, previewText, moduleInstances: instances, content, modules: new Map(modules.map((m) => [m.id, m])), tokens: brandTokens({ name: 'Aurora' }) });

    const eml = await buildEml({ subject, html: email.html, text: email.text, date: new Date('2026-11-26T08:00:00Z') });
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    const parsed = await simpleParser(eml);
    expect(parsed.subject).toBe(subject);
    expect(parsed.html).toBe(email.html);
    expect(parsed.text).toBe(email.text);
    expect(parsed.html).toContain(previewText);
    expect(parsed.headers.get('x-unsent')).toBe('1');
    expect(parsed.date?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(parsed.from).toBeUndefined();
    expect(parsed.to).toBeUndefined();
  });
});
