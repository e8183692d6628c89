import {
  BRAND_TOKEN_NAMES,
  brandTokens,
  emailFontStack,
  moduleIdOfInstance,
  newInstanceId,
  renderModuleHtml,
} from './campaigns.js';
import { emailColor } from './colors.js';
import { checkPlaceholders } from './placeholders.js';

describe('newInstanceId', () => {
  it('is instance-{moduleId}-{timestamp}-{random}', () => {
    expect(newInstanceId(12, 1732000000000, () => 0.123456789)).toMatch(/^instance-12-1732000000000-[0-9a-z]{9}$/);
  });

  it('gives different ids to two instances of the same module made at the same moment', () => {
    const now = Date.now();
    expect(newInstanceId(3, now)).not.toBe(newInstanceId(3, now));
  });

  it('names its module', () => {
    expect(moduleIdOfInstance(newInstanceId(42))).toBe(42);
    expect(moduleIdOfInstance('instance-0-1-x')).toBeNull();
    expect(moduleIdOfInstance('hero-1')).toBeNull();
    expect(moduleIdOfInstance('instance-99999999999-1-x')).toBeNull();
  });
});

describe('emailColor', () => {
  it('turns hsl() and rgb() into hex, which every email client reads', () => {
    expect(emailColor('hsl(0, 100%, 50%)', '#000000')).toBe('#ff0000');
    expect(emailColor('hsl(120 100% 25%)', '#000000')).toBe('#008000');
    expect(emailColor('hsla(240, 100%, 50%, 0.5)', '#000000')).toBe('#0000ff');
    expect(emailColor('hsl(0.5turn, 0%, 100%)', '#000000')).toBe('#ffffff');
    expect(emailColor('rgb(31, 111, 235)', '#000000')).toBe('#1f6feb');
    expect(emailColor('rgba(100%, 0%, 0%, .3)', '#000000')).toBe('#ff0000');
  });

  it('keeps hex and named colours and falls back for anything else', () => {
    expect(emailColor('#ABC', '#000000')).toBe('#abc');
    expect(emailColor('teal', '#000000')).toBe('teal');
    expect(emailColor('url(javascript:alert(1))', '#123456')).toBe('#123456');
    expect(emailColor(undefined, '#123456')).toBe('#123456');
  });
});

describe('emailFontStack', () => {
  it('puts the brand font first with web-safe fallbacks of its kind', () => {
    expect(emailFontStack('Inter', 'Inter')).toBe('Inter, Helvetica, Arial, sans-serif');
    expect(emailFontStack('Playfair Display', 'Inter')).toBe('Playfair Display, Georgia, Times New Roman, serif');
    expect(emailFontStack('Source Sans Pro', 'Inter')).toBe('Source Sans Pro, Helvetica, Arial, sans-serif');
  });

  it('cannot break out of a style attribute', () => {
    const stack = emailFontStack('Evil"; background:url(x)</style><script>', 'Inter');
    expect(stack).not.toMatch(/[";<>():]/);
    expect(emailFontStack('', 'Inter')).toBe('Inter, Helvetica, Arial, sans-serif');
    expect(emailFontStack('2Pac Sans', 'Inter')).toBe("'2Pac Sans', Helvetica, Arial, sans-serif");
  });
});

describe('brandTokens', () => {
  it("answers the spec's defaults without a brand record", () => {
    const tokens = brandTokens(null);
    expect(Object.keys(tokens).sort()).toEqual([...BRAND_TOKEN_NAMES].sort());
    expect(tokens['brand.name']).toBe('Default Brand');
    expect(tokens['brand.headingFont']).toBe('Inter, Helvetica, Arial, sans-serif');
    expect(tokens['brand.baseFontSize']).toBe('16px');
    for (const key of ['brand.primaryColor', 'brand.secondaryColor', 'brand.accentColor', 'brand.backgroundColor', 'brand.textColor'] as const) {
      expect(tokens[key]).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(tokens['brand.backgroundColor']).toBe('#ffffff');
  });

  it("reads the brand kit's name, colours and fonts", () => {
    const tokens = brandTokens({
      name: 'Aurora Tea',
      website_url: 'https://aurora.example.com',
      typography: { headingFont: 'Playfair Display', bodyFont: 'Lato', baseFontSize: 18 },
      colors: { primary: 'hsl(160, 56%, 28%)', text: '#222222' },
    });
    expect(tokens).toMatchObject({
      'brand.name': 'Aurora Tea',
      'brand.primaryColor': '#1f6f55',
      'brand.textColor': '#222222',
      'brand.headingFont': 'Playfair Display, Georgia, Times New Roman, serif',
      'brand.bodyFont': 'Lato, Helvetica, Arial, sans-serif',
      'brand.baseFontSize': '18px',
      'brand.websiteUrl': 'https://aurora.example.com',
    });
    // colours the record leaves out keep the defaults
    expect(tokens['brand.backgroundColor']).toBe(brandTokens()['brand.backgroundColor']);
  });
});

describe('renderModuleHtml', () => {
  const html = '<h1 style="color:{{brand.primaryColor}};font-family:{{brand.headingFont}}">{{headline}}</h1><a href="{{url}}">{{ cta }}</a>{{tagline}}';

  it('fills fields (escaped) and brand tokens', () => {
    const out = renderModuleHtml(html, { headline: 'Tea & <biscuits>', url: 'https://x.test/?a=1&b="2"', cta: 'Shop', tagline: '' }, brandTokens({ colors: { primary: '#112233' } }));
    expect(out).toBe(
      '<h1 style="color:#112233;font-family:Inter, Helvetica, Arial, sans-serif">Tea &amp; &lt;biscuits&gt;</h1><a href="https://x.test/?a=1&amp;b=&quot;2&quot;">Shop</a>',
    );
  });

  it('keeps the placeholder of a field with no value, and of an unknown brand token', () => {
    const out = renderModuleHtml('{{headline}} {{brand.logo}} {{brand.name}}', {}, brandTokens({ name: 'Aurora' }));
    expect(out).toBe('{{headline}} {{brand.logo}} Aurora');
  });

  it('does not let a field named like a brand token replace the brand', () => {
    expect(renderModuleHtml('{{brand.name}}', { 'brand.name': 'Spoof' }, brandTokens({ name: 'Aurora' }))).toBe('Aurora');
  });

  it('does not read inherited properties as fields', () => {
    expect(renderModuleHtml('{{constructor}}', {})).toBe('{{constructor}}');
  });
});

describe('placeholders and brand tokens', () => {
  it('brand tokens are known names in a module template; an unknown brand.* name is not', () => {
    const check = checkPlaceholders('<p style="color:{{brand.textColor}}">{{body}} {{brand.name}} {{brand.logo}}</p>', ['body']);
    expect(check.unknownPlaceholders).toEqual(['brand.logo']);
    expect(check.messages).toEqual(['Unknown placeholders in HTML: {{brand.logo}}']);
  });
});
