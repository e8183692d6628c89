import { brandTokens, checkPlaceholders, extractPlaceholders, fillPlaceholders, isBrandToken, renderModuleHtml } from '@mailplan/shared';
import { checkModuleConsistency } from './module.service.js';
import { STARTER_MODULES } from './starter-modules.js';

describe('placeholders', () => {
  it('extracts distinct names, tolerating spaces', () => {
    expect(extractPlaceholders('<a href="{{url}}">{{ text }}</a>{{url}}')).toEqual(['url', 'text']);
  });

  it('fills known names and leaves unknown ones', () => {
    expect(fillPlaceholders('{{a}} {{ b }} {{c}}', { a: '1', b: '2' })).toBe('1 2 {{c}}');
  });

  it('does not check an empty template', () => {
    expect(checkPlaceholders('  ', ['x']).messages).toEqual([]);
  });
});

describe('starter modules', () => {
  it.each(STARTER_MODULES.map((m) => [m.key, m] as const))('%s is consistent and email-safe', (_, m) => {
    expect(checkModuleConsistency(m.fields, m.html)).toEqual([]);
    expect(m.html).toContain('role="presentation"');
    expect(m.html).not.toMatch(/<script|class=/);
  });

  it('show sample images drawn by the product itself, so a preview works offline', () => {
    const images = STARTER_MODULES.flatMap((m) => m.fields.filter((f) => /image/.test(f.name)).map((f) => f.placeholder ?? ''));
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) expect(src).toMatch(/^\/api\/demo-images\/[a-z0-9-]+\.svg\?/);
  });

  it("take their colours and fonts from the brand kit's tokens", () => {
    for (const m of STARTER_MODULES) {
      const tokens = extractPlaceholders(m.html).filter((p) => p.startsWith('brand.'));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every(isBrandToken)).toBe(true);
      expect(m.html).not.toMatch(/#1f6feb|#111827|Segoe UI/);
    }
    const hero = STARTER_MODULES.find((m) => m.key === 'hero')!;
    const html = renderModuleHtml(hero.html, {}, brandTokens({ colors: { primary: '#0a7d4f' }, typography: { headingFont: 'Playfair Display' } }));
    expect(html).toContain('bgcolor="#0a7d4f"');
    expect(html).toContain('font-family:Playfair Display, Georgia, Times New Roman, serif;');
    expect(html).not.toMatch(/\{\{brand\./);
  });

  it('the footer holds an unsubscribe link', () => {
    const footer = STARTER_MODULES.find((m) => m.key === 'footer')!;
    expect(footer.html).toMatch(/<a href="\{\{unsubscribe_url\}\}"[^>]*>Unsubscribe<\/a>/);
    expect(footer.fields.find((f) => f.name === 'unsubscribe_url')?.required).toBe(true);
  });

  it('cover header, hero, text, product, call to action and footer', () => {
    expect(STARTER_MODULES.map((m) => m.key)).toEqual(['header', 'hero', 'text-block', 'product', 'cta', 'footer']);
  });
});
