import * as cheerio from 'cheerio';
import { brandTokens, type ChecklistItemId } from '@mailplan/shared';
import { buildCampaignEmail, type CampaignEmailInput, type ExportModule } from '../email-export.js';
import { runChecklist, type ChecklistContext } from './index.js';

const tokens = brandTokens({ name: 'Aurora Tea' });

const text = (name: string, extra: Partial<ExportModule['fields'][number]> = {}) => ({ name, type: 'text' as const, required: true, purpose: name, ...extra });

/** A small email that passes every rule: a header, a hero with an image and a button, a footer. */
const header: ExportModule = {
  id: 1,
  name: 'Header',
  fields: [text('brand_name')],
  htmlContent: '<table role="presentation" width="100%"><tr><td align="center" style="padding:24px;"><h1 style="font-size:26px;color:#0f172a;">{{brand_name}}</h1></td></tr></table>',
};
const hero: ExportModule = {
  id: 2,
  name: 'Hero',
  fields: [text('headline'), text('body'), { name: 'cta_text', type: 'button', required: true, purpose: 'The action' }, text('cta_url'), text('image_url')],
  htmlContent:
    '<table role="presentation" width="100%"><tr><td style="padding:24px;">' +
    '<img src="{{image_url}}" alt="A bowl of matcha on a wooden table" width="552">' +
    '<h2 style="font-size:24px;color:#0f172a;">{{headline}}</h2><p style="font-size:16px;color:#334155;">{{body}}</p>' +
    '<table role="presentation" align="center"><tr><td align="center" bgcolor="#1f6f5c" style="border-radius:6px;background-color:#1f6f5c;">' +
    '<a href="{{cta_url}}" target="_blank" style="display:inline-block;padding:14px 32px;font-family:Arial, sans-serif;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">{{cta_text}}</a>' +
    '</td></tr></table></td></tr></table>',
};
const footer: ExportModule = {
  id: 3,
  name: 'Footer',
  fields: [text('address'), text('unsubscribe_url')],
  htmlContent:
    '<table role="presentation" width="100%"><tr><td align="center" style="padding:24px;background-color:#f1f5f9;">' +
    '<p style="font-size:12px;color:#475569;">{{address}}</p><p style="font-size:12px;color:#475569;"><a href="{{unsubscribe_url}}" style="color:#475569;">Unsubscribe</a></p>' +
    '</td></tr></table>',
};

const GOOD: Record<number, Record<string, string>> = {
  1: { brand_name: 'Aurora Tea' },
  2: {
    headline: 'Meet the matcha starter kit',
    body: 'Everything you need for your first bowl: a bamboo whisk, a tea bowl and thirty grams of our ceremonial matcha, with a card that shows you how to whisk it in two minutes.',
    cta_text: 'Shop the kit',
    cta_url: 'https://aurora.example.com/kit?utm=1&x=2',
    image_url: 'https://img.example.com/bowl.jpg',
  },
  3: { address: 'Aurora Tea, 1 Leaf Lane, Kyoto', unsubscribe_url: 'https://aurora.example.com/unsubscribe' },
};

function campaign(modules: ExportModule[], content: Record<number, Record<string, string>> = GOOD, extra: Partial<CampaignEmailInput> = {}): CampaignEmailInput {
  const instances = modules.map((m, i) => ({ instanceId: `i-${m.id}-${i}`, moduleId: m.id }));
  return {
    subject: 'Meet the matcha starter kit',
    previewText: 'Everything for your first bowl, whisk included, in one calm little box.',
    moduleInstances: instances,
    content: Object.fromEntries(instances.map((inst) => [inst.instanceId, content[inst.moduleId] ?? {}])),
    modules: new Map(modules.map((m) => [m.id, m])),
    tokens,
    ...extra,
  };
}

const itemOf = <I extends { id: ChecklistItemId }>(email: { checklist: I[] }, id: ChecklistItemId): I => email.checklist.find((i) => i.id === id)!;
const exported = (modules: ExportModule[], content?: Record<number, Record<string, string>>, extra?: Partial<CampaignEmailInput>) => buildCampaignEmail(campaign(modules, content, extra));

/** The checklist of a document written by hand (for what the export itself always gets right). */
function checkHtml(html: string, over: Partial<ChecklistContext> = {}) {
  return {
    checklist: runChecklist({
      subject: 'Hello',
      previewText: 'A preview text that is long enough to fill the inbox line.',
      moduleInstances: [],
      content: {},
      modules: new Map(),
      tokens,
      language: 'en',
      html,
      text: 'Some text',
      sizeBytes: Buffer.byteLength(html),
      removed: [],
      buttons: [],
      ...over,
    }),
  };
}

/** A complete document around `body`, with what the export declares. */
const doc = (body: string, head = '<meta name="color-scheme" content="light"><style>:root{color-scheme:light;}</style>') =>
  `<!DOCTYPE html><html lang="en" dir="ltr"><head>${head}</head><body>${body}</body></html>`;

describe('the checklist of the export', () => {
  it('passes every rule for a well-made email', () => {
    const email = exported([header, hero, footer]);
    expect(email.checklist.map((i) => [i.id, i.status, i.reason])).toEqual(email.checklist.map((i) => [i.id, 'pass', i.reason]));
    expect(email.checklist.map((i) => i.id)).toEqual([
      'subjectLength', 'previewTextLength', 'requiredFields', 'placeholders', 'plainText', 'language', 'layoutTables', 'imageAlt',
      'contrast', 'links', 'unsubscribe', 'size', 'safeHtml', 'darkMode', 'outlook',
    ]);
  });

  it("keeps today's checks: subject and preview length, required fields, placeholders", () => {
    const email = exported([header, hero, footer], { ...GOOD, 2: { ...GOOD[2], headline: '' } }, { subject: 'x'.repeat(60), previewText: '' });
    expect(itemOf(email, 'subjectLength').status).toBe('warn');
    expect(itemOf(email, 'previewTextLength').status).toBe('warn');
    expect(itemOf(email, 'requiredFields')).toMatchObject({ status: 'warn', reason: 'Required fields are empty: Hero (headline).' });
    const tagged: ExportModule = { ...header, id: 13, htmlContent: '<table role="presentation"><tr><td><h1>{{brand_name}} {{tagline}}</h1></td></tr></table>' };
    const left = exported([tagged, hero, footer], { ...GOOD, 13: GOOD[1]! });
    expect(itemOf(left, 'placeholders').status).toBe('warn');
  });

  it('plain text: an email of images only has an empty text part', () => {
    const images: ExportModule = { id: 9, name: 'Images', fields: [], htmlContent: '<table role="presentation"><tr><td><img src="https://img.example.com/a.jpg" alt=""></td></tr></table>' };
    expect(itemOf(exported([images]), 'plainText').status).toBe('fail');
  });

  it('language and direction: <html lang dir> from the brand language, rtl for Hebrew; missing or wrong ones fail', () => {
    const hebrew = exported([header, hero, footer], GOOD, { language: 'he' });
    expect(cheerio.load(hebrew.html)('html').attr('lang')).toBe('he');
    expect(cheerio.load(hebrew.html)('html').attr('dir')).toBe('rtl');
    expect(itemOf(hebrew, 'language')).toMatchObject({ status: 'pass', reason: '<html lang="he" dir="rtl"> from the brand\'s language.' });
    expect(itemOf(checkHtml('<html><body><p>Hi</p></body></html>'), 'language')).toMatchObject({ status: 'fail' });
    expect(itemOf(checkHtml('<html><body><p>Hi</p></body></html>'), 'language').reason).toContain('no lang and dir');
    expect(itemOf(checkHtml('<html lang="ar" dir="ltr"><body><p>Hi</p></body></html>', { language: 'ar' }), 'language')).toMatchObject({ status: 'fail', reason: '<html dir="ltr"> does not fit ar, which is written rtl.' });
  });

  it('layout tables without role="presentation" are named with their module', () => {
    const plain: ExportModule = { ...header, id: 4, name: 'Old header', htmlContent: '<table width="100%"><tr><td><h1>{{brand_name}}</h1></td></tr></table>' };
    const item = itemOf(exported([plain, hero, footer], { ...GOOD, 4: GOOD[1]! }), 'layoutTables');
    expect(item.status).toBe('warn');
    expect(item.reason).toContain('1 layout table in Old header has no role="presentation"');
  });

  it('images: a missing alt fails, a linked decorative image warns, alt="" alone is decorative', () => {
    const noAlt: ExportModule = { ...hero, id: 5, htmlContent: hero.htmlContent.replace(' alt="A bowl of matcha on a wooden table"', '') };
    expect(itemOf(exported([header, noAlt, footer], { ...GOOD, 5: GOOD[2]! }), 'imageAlt')).toMatchObject({ status: 'fail' });
    expect(itemOf(exported([header, noAlt, footer], { ...GOOD, 5: GOOD[2]! }), 'imageAlt').reason).toContain('Hero: https://img.example.com/bowl.jpg');
    const linked = checkHtml(doc('<a href="https://x.example.com"><img src="https://img.example.com/a.png" alt=""></a>'));
    expect(itemOf(linked, 'imageAlt').status).toBe('warn');
    const decorative = checkHtml(doc('<p>Hi</p><img src="https://img.example.com/line.png" alt="">'));
    expect(itemOf(decorative, 'imageAlt')).toMatchObject({ status: 'pass', reason: 'Every image has alt text (1, 1 marked decorative with alt="").' });
  });

  it('contrast: a faint text fails, naming the element and both colours; large text needs 3:1', () => {
    const faint: ExportModule = { ...footer, id: 6, htmlContent: footer.htmlContent.replace('<p style="font-size:12px;color:#475569;">{{address}}', '<p style="font-size:12px;color:#aab4c0;">{{address}}') };
    const item = itemOf(exported([header, hero, faint], { ...GOOD, 6: GOOD[3]! }), 'contrast');
    expect(item.status).toBe('fail');
    expect(item.reason).toContain('Footer: <p> "Aurora Tea, 1 Leaf Lane, Kyoto", #aab4c0 on #f1f5f9, 1.9:1 (needs 4.5:1)');
    // #8f8f8f on white is 3.3:1: enough for 24 px text, not for 16 px
    expect(itemOf(checkHtml(doc('<h2 style="font-size:24px;color:#8f8f8f;">Large</h2>')), 'contrast').status).toBe('pass');
    expect(itemOf(checkHtml(doc('<p style="font-size:16px;color:#8f8f8f;">Small</p>')), 'contrast').reason).toContain('<p> "Small", #8f8f8f on #ffffff, 3.2:1 (needs 4.5:1)');
  });

  it('size: warns over 80 KB and fails over 102 KB', () => {
    const html = doc('<p>Hi</p>');
    expect(itemOf(checkHtml(html, { sizeBytes: 79 * 1024 }), 'size').status).toBe('pass');
    expect(itemOf(checkHtml(html, { sizeBytes: 81 * 1024 }), 'size').status).toBe('warn');
    expect(itemOf(checkHtml(html, { sizeBytes: 103 * 1024 }), 'size').status).toBe('fail');
    // and from a real export
    const long: ExportModule = { id: 7, name: 'Long', fields: [text('body')], htmlContent: '<table role="presentation"><tr><td><p>{{body}}</p></td></tr></table>' };
    const big = exported([header, hero, footer, ...Array.from({ length: 12 }, (_, i) => ({ ...long, id: 100 + i }))], {
      ...GOOD,
      ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [100 + i, { body: 'Matcha '.repeat(1400) }])),
    });
    expect(big.sizeBytes).toBeGreaterThan(102 * 1024);
    expect(itemOf(big, 'size').status).toBe('fail');
  });

  it('links: empty, "#", javascript:, {{placeholder}} and http: addresses fail; the unsubscribe link must be there', () => {
    const links: ExportModule = {
      id: 8,
      name: 'Links',
      fields: [text('a'), text('b'), text('c'), text('e')],
      htmlContent:
        '<table role="presentation"><tr><td><p><a href="{{a}}">Empty</a> <a href="#">Top</a> <a href="{{b}}">Script</a> <a href="{{missing}}">Later</a> <a href="{{c}}">Old</a> <a href="{{e}}">Fine</a></p></td></tr></table>',
    };
    const email = exported([header, links, footer], { ...GOOD, 8: { a: '', b: 'javascript:alert(1)', c: 'http://aurora.example.com', e: 'mailto:hi@aurora.example.com' } });
    const item = itemOf(email, 'links');
    expect(item.status).toBe('fail');
    expect(item.reason).toMatch(/^5 of 7 links will not work as they should: Links: <a> "Empty" has no address, Links: <a> "Top" has only "#", Links: <a> "Script" has no address and 2 more\./);
    const one = (href: string) => itemOf(checkHtml(doc(`<a href="${href}">Go</a>`)), 'links');
    expect(one('{{url}}').reason).toContain('an unfilled {{placeholder}}');
    expect(one('http://x.example.com').reason).toContain('http: instead of https:');
    expect(one('ftp://x.example.com').reason).toContain('an address that is not https:');
    expect(one('*|ARCHIVE|*').status).toBe('pass');

    expect(itemOf(exported([header, hero]), 'unsubscribe')).toMatchObject({ status: 'fail' });
    // an unsubscribe field left empty: a push fills in the service's merge tag, the download does not
    expect(itemOf(exported([header, hero, footer], { ...GOOD, 3: { ...GOOD[3], unsubscribe_url: ' ' } }), 'unsubscribe')).toMatchObject({
      status: 'warn',
      reason:
        "The unsubscribe link has no address: a push to your email service fills in the service's own unsubscribe link; for the downloaded file, give it your email service's unsubscribe address or merge tag.",
    });
    // an empty unsubscribe link written into the module's HTML, with no field a push could fill, still fails
    const fixedFooter: ExportModule = { ...footer, id: 4, fields: [text('address')], htmlContent: footer.htmlContent.replace('{{unsubscribe_url}}', '') };
    expect(itemOf(exported([header, hero, fixedFooter], { ...GOOD, 4: { address: 'Aurora Tea, 1 Leaf Lane, Kyoto' } }), 'unsubscribe')).toMatchObject({
      status: 'fail',
      reason: "The unsubscribe link has no address: give it your email service's unsubscribe address or merge tag.",
    });
    expect(itemOf(exported([header, hero, footer], { ...GOOD, 3: { ...GOOD[3], unsubscribe_url: '*|UNSUB|*' } }), 'unsubscribe')).toMatchObject({
      status: 'pass',
      reason: 'The email has an unsubscribe link (your email service fills it in).',
    });
  });

  it('code clients strip is removed from the export, and the check says what was removed', () => {
    const unsafe: ExportModule = {
      id: 10,
      name: 'Promo',
      fields: [],
      htmlContent: '<table role="presentation"><tr><td><p onclick="x()">Half price</p><script>alert(1)</script><form><input name="q"></form><iframe src="https://x.example.com"></iframe></td></tr></table>',
    };
    const email = exported([header, unsafe, hero, footer]);
    expect(email.html).not.toMatch(/<script|onclick|<form|<input|<iframe/);
    expect(itemOf(email, 'safeHtml')).toMatchObject({
      status: 'warn',
      reason: 'Removed 1 script, 1 event handler (onclick), 1 form, 1 form field (input) and 1 embedded frame (iframe) from Promo: email clients block them and some email services refuse emails that contain them.',
    });
  });

  it('dark mode: the export declares color-scheme in a meta tag and in CSS; without them it fails', () => {
    const email = exported([header, hero, footer]);
    const $ = cheerio.load(email.html);
    expect($('meta[name="color-scheme"]').attr('content')).toBe('light');
    expect($('style').text()).toContain('color-scheme: light');
    expect(itemOf(checkHtml(doc('<p>Hi</p>', '')), 'darkMode')).toMatchObject({ status: 'fail' });
  });

  it('dark mode: flags a logo and a button whose contrast falls under 3:1 once the colours are inverted', () => {
    const logo: ExportModule = { ...header, id: 11, name: 'Logo header', htmlContent: '<table role="presentation" width="100%"><tr><td align="center"><img src="https://img.example.com/logo.png" alt="Aurora Tea logo" width="120"></td></tr></table>' };
    const item = itemOf(exported([logo, hero, footer]), 'darkMode');
    expect(item.status).toBe('warn');
    expect(item.reason).toContain('logo Logo header: <img> "Aurora Tea logo" in #0f1729 lands on #000000, 1.2:1');
    const button = checkHtml(doc('<table role="presentation"><tr><td bgcolor="#0000ff"><a href="https://x.example.com" style="display:inline-block;padding:12px 24px;color:#000000;">Go</a></td></tr></table>'));
    expect(itemOf(button, 'darkMode').reason).toMatch(/button <a> "Go" turns #ffffff on #dadaff, 1\.\d:1/);
  });

  it('Outlook: the call-to-action exports as a VML button with the same link (snapshot), and unpaired conditional comments fail', () => {
    const email = exported([header, hero, footer]);
    const start = email.html.indexOf('<!--[if mso]><v:roundrect');
    const end = email.html.indexOf('<!--<![endif]-->', start) + '<!--<![endif]-->'.length;
    const button = email.html.slice(start, end);
    expect(button).toMatchSnapshot();
    expect(button).toContain('href="https://aurora.example.com/kit?utm=1&amp;x=2"');
    expect(cheerio.load(email.html)('a[href="https://aurora.example.com/kit?utm=1&x=2"]').text()).toBe('Shop the kit');
    expect(itemOf(email, 'outlook').reason).toMatch(/^1 call-to-action button exported as Outlook \(VML\) buttons with the same link/);

    const unpaired = checkHtml(doc('<!--[if mso]><table><tr><td><![endif]--><p>Hi</p><!--[if mso]></td></tr></table>'));
    expect(itemOf(unpaired, 'outlook')).toMatchObject({ status: 'fail' });
    const noLink = exported([header, hero, footer], { ...GOOD, 2: { ...GOOD[2], cta_url: '' } });
    expect(itemOf(noLink, 'outlook')).toMatchObject({ status: 'warn' });
    expect(noLink.html).not.toContain('v:roundrect');
  });

  it("Outlook: a module's conditional comments come out of the export byte for byte", () => {
    const ghost =
      '<!--[if (gte mso 9)|(IE)]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td width="300" valign="top"><![endif]-->';
    const close = '<!--[if (gte mso 9)|(IE)]></td></tr></table><![endif]-->';
    const vml = `<!--[if mso]><v:rect xmlns:v="urn:schemas-microsoft-com:vml" fill="true" stroke="false" style="width:600px;height:200px;"><v:fill type="frame" src="https://img.example.com/bg.jpg" color="#1f6f5c" /><v:textbox inset="0,0,0,0"><![endif]-->`;
    const vmlEnd = '<!--[if mso]></v:textbox></v:rect><![endif]-->';
    const columns: ExportModule = {
      id: 12,
      name: 'Columns',
      fields: [text('left')],
      htmlContent: `<table role="presentation" width="100%"><tr><td>${ghost}${vml}<p style="color:#0f172a;">{{left}}</p>${vmlEnd}${close}</td></tr></table>`,
    };
    const email = exported([header, columns, hero, footer], { ...GOOD, 12: { left: 'Left column' } });
    for (const block of [ghost, close, vml, vmlEnd]) expect(email.html).toContain(block);
    expect(itemOf(email, 'safeHtml').status).toBe('pass');
  });
});
