import * as cheerio from 'cheerio';
import { brandTokens, renderModuleHtml } from '@mailplan/shared';
import { STARTER_MODULES } from '../module/starter-modules.js';
import { describeRemovals, sanitizeEmailHtml } from './email-sanitizer.js';

/** The markup a browser builds from `html` (entities and quoting written one way). */
const dom = (html: string) => cheerio.load(html, null, false).html();

describe('sanitizeEmailHtml', () => {
  it('removes scripts, event handlers, javascript: links, forms and frames, and keeps the content around them', () => {
    const { html, removed } = sanitizeEmailHtml(
      [
        '<p style="color:#333;">Hello <b>there</b></p>',
        '<script>document.title = "owned"</script>',
        '<img src="https://img.example.com/a.png" alt="A cup" width="300" onerror="alert(1)">',
        '<a href="javascript:alert(1)" onclick="steal()" style="color:red;">Click</a>',
        '<form action="https://evil.example.com/collect"><p>Sign up</p><input name="email"><button>Send</button></form>',
        '<iframe src="https://evil.example.com/"></iframe>',
        '<table role="presentation"><tr><td>Still here</td></tr></table>',
      ].join(''),
    );
    expect(html).toBe(
      '<p style="color:#333;">Hello <b>there</b></p>' +
        '<img src="https://img.example.com/a.png" alt="A cup" width="300" />' +
        '<a style="color:red;">Click</a>' +
        '<p>Sign up</p>' +
        '<table role="presentation"><tr><td>Still here</td></tr></table>',
    );
    expect(removed).toEqual([
      { kind: 'script', name: 'script' },
      { kind: 'eventHandler', name: 'onerror' },
      { kind: 'javascriptLink', name: 'href' },
      { kind: 'eventHandler', name: 'onclick' },
      { kind: 'form', name: 'form' },
      { kind: 'formField', name: 'input' },
      { kind: 'formField', name: 'button' },
      { kind: 'frame', name: 'iframe' },
    ]);
    expect(describeRemovals(removed)).toBe(
      '1 script, 2 event handlers (onerror, onclick), 1 javascript: link, 1 form, 2 form fields (input, button) and 1 embedded frame (iframe)',
    );
  });

  it('reads a javascript: address however it is disguised, and removes exactly the addresses it reports', () => {
    const unsafe = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '  javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'javascript&colon;alert(1)', 'vbscript:msgbox(1)'];
    for (const href of unsafe) {
      const { html, removed } = sanitizeEmailHtml(`<a href="${href}">Go</a>`);
      expect([href, html, removed]).toEqual([href, '<a>Go</a>', [{ kind: 'javascriptLink', name: 'href' }]]);
    }
    const { html, removed } = sanitizeEmailHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">A</a><a href="file:///etc/passwd">B</a><img src="javascript:alert(1)" alt="">');
    expect(html).toBe('<a>A</a><a>B</a><img alt="" />');
    expect(describeRemovals(removed)).toBe('1 javascript: link and 2 links with unsupported addresses (data:, file:)');
  });

  it('keeps web, email, phone and text message links, relative addresses and merge tags as addresses', () => {
    const kept = [
      'https://example.com/p?a=1&amp;b=2',
      'http://example.com/',
      'mailto:hello@example.com',
      'tel:+15555550100',
      'sms:+15555550100',
      '{{unsubscribe_url}}',
      '*|UNSUB|*',
      '%%unsubscribe_center_url%%',
      '[unsubscribe]',
      '{$unsubscribe}',
      '#top',
      '/account',
      '//cdn.example.com/x',
    ];
    for (const href of kept) {
      const source = `<a href="${href}" target="_blank">Go</a>`;
      const { html, removed } = sanitizeEmailHtml(source);
      expect([href, html, removed]).toEqual([href, source, []]);
    }
    const image = '<img src="cid:logo@example.com" alt="Logo" /><img src="data:image/png;base64,iVBORw0KGgo=" alt="" />';
    expect(sanitizeEmailHtml(image)).toEqual({ html: image, removed: [] });
  });

  it('keeps email layout markup and template syntax as written', () => {
    const source = [
      '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" align="center" bgcolor="#ffffff" style="width:100%;max-width:600px;">',
      '<tr><td align="center" valign="top" width="50%" height="20" bgcolor="#eeeeee" background="https://img.example.com/bg.png" style="padding:0;">',
      '<center><font face="Arial, sans-serif" size="2" color="#333333">Hi {{first_name}}, *|FNAME|* %%First%% {% if vip %}VIP{% endif %} {{{raw_block}}}</font></center>',
      '<h1 align="center" class="title" id="top" dir="ltr" lang="en" data-block="hero" aria-label="Welcome">Welcome</h1>',
      '<hr width="80%" size="1" color="#dddddd" />',
      '<ul type="square"><li>One</li></ul><ol start="3"><li value="3">Three</li></ol>',
      '<style type="text/css">@media only screen and (max-width: 620px) { .title { font-size: 20px !important; } }</style>',
      '</td></tr></table>',
    ].join('');
    expect(sanitizeEmailHtml(source)).toEqual({ html: source, removed: [] });
  });

  it('names other tags and attributes it drops, and drops the text of a title and plain comments', () => {
    const { html, removed } = sanitizeEmailHtml(
      '<title>Page</title><svg onload="x()"><circle r="4"></circle></svg><div contenteditable="true">Text</div><!--[if mso]><table><tr><td><![endif]--><p>Body</p><!-- a note -->',
    );
    expect(html).toBe('<div>Text</div><!--[if mso]><table><tr><td><![endif]--><p>Body</p>');
    expect(describeRemovals(removed)).toBe('1 event handler (onload), 3 unsupported tags (title, svg, circle) and 1 unsupported attribute (contenteditable)');
  });

  it('keeps Outlook conditional comments byte for byte, VML buttons and downlevel-revealed markers included', () => {
    const source =
      '<table role="presentation"><tr><td align="center">' +
      '<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="https://shop.example.com/kit?a=1&amp;b=2" ' +
      `style="height:48px;v-text-anchor:middle;width:220px;" arcsize="13%" stroke="f" fillcolor="#1f6f5c"><w:anchorlock/><center style="color:#ffffff;font-family:'1942 Report', Georgia, serif;font-size:16px;">Shop the kit</center></v:roundrect><![endif]-->` +
      '<!--[if !mso]><!--><a href="https://shop.example.com/kit?a=1&amp;b=2" style="display:inline-block;">Shop the kit</a><!--<![endif]-->' +
      '<!--[if (gte mso 9)|(IE)]><table width="600" align="center"><tr><td><![endif]--><p>Body</p><!--[if (gte mso 9)|(IE)]></td></tr></table><![endif]-->' +
      '</td></tr></table>';
    expect(sanitizeEmailHtml(source)).toEqual({ html: source, removed: [] });
  });

  it('removes a conditional comment that holds anything the allowlist refuses, and names it', () => {
    const { html, removed } = sanitizeEmailHtml(
      '<!--[if mso]><a href="javascript:alert(1)">x</a><![endif]--><p>ok</p><!--[if mso]><v:rect onclick="x()"></v:rect><![endif]--><!--[if mso]>--><script>alert(1)</script><!--<![endif]-->',
    );
    expect(html).toBe('<p>ok</p><!--<![endif]-->');
    expect(html).not.toMatch(/script|javascript|onclick/);
    expect(describeRemovals(removed)).toBe('1 script, 1 event handler (onclick), 1 javascript: link and 3 Outlook conditional comments');
  });

  it('answers nothing removed for every starter module, filled or empty, and the same markup', () => {
    const tokens = brandTokens({ name: 'Ré & Co', typography: { headingFont: '1942 Report', bodyFont: 'Inter' }, colors: { primary: 'hsl(160, 56%, 28%)' } });
    for (const module of STARTER_MODULES) {
      const sample = Object.fromEntries(module.fields.map((f) => [f.name, `${f.placeholder ?? f.name} <"Tom's" & more>`]));
      const urls = Object.fromEntries(module.fields.filter((f) => /url/.test(f.name)).map((f) => [f.name, 'https://example.com/p?a=1&b=2']));
      const empty = Object.fromEntries(module.fields.map((f) => [f.name, '']));
      for (const values of [{ ...sample, ...urls }, empty, { ...urls, unsubscribe_url: '*|UNSUB|*' }, {}]) {
        const filled = renderModuleHtml(module.html, values, tokens);
        const { html, removed } = sanitizeEmailHtml(filled);
        expect([module.key, removed]).toEqual([module.key, []]);
        expect(dom(html)).toBe(dom(filled));
      }
    }
  });
});
