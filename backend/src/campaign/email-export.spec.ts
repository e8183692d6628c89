import * as cheerio from 'cheerio';
import { brandTokens, CHECKLIST_ITEMS } from '@mailplan/shared';
import { STARTER_MODULES } from '../module/starter-modules.js';
import { buildCampaignEmail, buildEmailContent, type CampaignEmailInput, type ExportModule } from './email-export.js';

/** The markup a browser builds from `html` (entities and quoting written one way). */
const dom = (html: string) => cheerio.load(html).html();
/** The export as it was before the email allowlist: module HTML goes in as filled. */
const asFilled = (html: string) => ({ html, removed: [] });

function campaign(modules: ExportModule[], content: (m: ExportModule) => Record<string, string>): CampaignEmailInput {
  const instances = modules.map((m, i) => ({ instanceId: `${m.id}-${i}`, moduleId: m.id }));
  return {
    subject: 'Meet the matcha kit',
    previewText: 'Everything for your first whisk, in one box & more.',
    moduleInstances: instances,
    content: Object.fromEntries(instances.map((instance, i) => [instance.instanceId, content(modules[i]!)])),
    modules: new Map(modules.map((m) => [m.id, m])),
    tokens: brandTokens({ name: 'Aurora Tea', typography: { headingFont: '1942 Report' }, colors: { primary: 'hsl(160, 56%, 28%)' } }),
  };
}

const starters: ExportModule[] = STARTER_MODULES.map((s, i) => ({ id: i + 1, name: s.name, fields: s.fields, htmlContent: s.html }));

describe('buildCampaignEmail and the email allowlist', () => {
  it('exports a campaign of every starter module as it did before, the safety item passing', () => {
    const contents: Array<(m: ExportModule) => Record<string, string>> = [
      // written with the field placeholders, quotes, ampersands and markup in the text
      (m) => Object.fromEntries(m.fields.map((f) => [f.name, /url/.test(f.name) ? 'https://aurora.example.com/p?a=1&b=2' : `${f.placeholder ?? f.name} – "Tom's" <best> & more`])),
      // nothing written yet
      () => ({}),
      // the unsubscribe link as a merge tag of the email service
      (m): Record<string, string> => (m.fields.some((f) => f.name === 'unsubscribe_url') ? { unsubscribe_url: '*|UNSUB|*' } : {}),
    ];
    for (const content of contents) {
      const input = campaign(starters, content);
      const now = buildCampaignEmail(input);
      const before = buildCampaignEmail(input, asFilled);
      expect(dom(now.html)).toBe(dom(before.html));
      expect(now.text).toBe(before.text);
      const items = (email: typeof now) => email.checklist.filter((i) => i.id !== 'size' && i.id !== 'safeHtml');
      expect(items(now)).toEqual(items(before));
      expect(now.checklist.find((i) => i.id === 'safeHtml')).toEqual({
        id: 'safeHtml',
        status: 'pass',
        label: CHECKLIST_ITEMS.safeHtml,
        reason: 'Nothing had to be removed: no scripts, event handlers, forms, frames, javascript: links or unsafe styles.',
      });
    }
  });

  it('removes unsafe markup from the email and names it, with its modules, in the checklist', () => {
    const promo: ExportModule = {
      id: 10,
      name: 'Promo banner',
      fields: [{ name: 'headline', type: 'text', required: true, purpose: 'The offer' }],
      htmlContent:
        '<table role="presentation" width="100%"><tr><td align="center" bgcolor="#fafafa"><h2 onclick="track()">{{headline}}</h2><script>fetch("https://evil.example.com")</script>' +
        '<img src="https://img.example.com/promo.png" alt="Promo" onerror="alert(1)"><a href="javascript:alert(1)">Claim</a></td></tr></table>',
    };
    const link: ExportModule = {
      id: 11,
      name: 'Link',
      fields: [{ name: 'url', type: 'text', required: true, purpose: 'Where the link leads' }],
      htmlContent: '<p><a href="{{url}}">Read more</a> or <a href="mailto:hi@example.com">write to us</a></p><form><input name="q"></form><iframe src="https://example.com"></iframe>',
    };
    const content: Record<number, Record<string, string>> = { 10: { headline: 'Half price' }, 11: { url: ' javascript:alert(document.cookie)' } };
    const email = buildCampaignEmail(campaign([promo, link, starters[5]!], (m) => content[m.id] ?? {}));
    expect(email.html).not.toMatch(/<script|onclick|onerror|javascript:|<form|<input|<iframe/i);
    const $ = cheerio.load(email.html);
    expect($('h2').text()).toBe('Half price');
    expect($('img[src="https://img.example.com/promo.png"]').attr('alt')).toBe('Promo');
    expect($('a').map((_, a) => $(a).text()).get()).toEqual(['Claim', 'Read more', 'write to us', 'Unsubscribe']);
    expect($('a[href="mailto:hi@example.com"]')).toHaveLength(1);
    expect($('td[bgcolor="#fafafa"]')).toHaveLength(1);
    expect(email.text).toContain('Half price');
    expect(email.checklist.find((i) => i.id === 'safeHtml')).toEqual({
      id: 'safeHtml',
      status: 'warn',
      label: 'No scripts or unsafe code',
      reason:
        'Removed 1 script, 2 event handlers (onclick, onerror), 2 javascript: links, 1 form, 1 form field (input) and 1 embedded frame (iframe) from Promo banner, Link: email clients block them and some email services refuse emails that contain them.',
    });
  });

  it('sends what the export answers: a push uses the HTML, text and size of the export, without its checklist', () => {
    const contents: Array<(m: ExportModule) => Record<string, string>> = [
      (m) => Object.fromEntries(m.fields.map((f) => [f.name, /url/.test(f.name) ? 'https://aurora.example.com/p?a=1&b=2' : `${f.placeholder ?? f.name} – "Tom's" <best> & more`])),
      () => ({}),
    ];
    for (const content of contents) {
      const input = campaign(starters, content);
      const full = buildCampaignEmail(input);
      const sent = buildEmailContent(input);
      expect({ html: sent.html, text: sent.text, sizeBytes: sent.sizeBytes }).toEqual({ html: full.html, text: full.text, sizeBytes: full.sizeBytes });
      expect(full.checklist.length).toBeGreaterThan(0);
      expect(sent).not.toHaveProperty('checklist');
    }
  });
});
