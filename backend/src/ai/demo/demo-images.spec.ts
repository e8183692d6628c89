import { demoImageUrl, renderDemoImage, DEMO_IMAGE_PALETTES } from './demo-images.js';
import { fitLength, splitList, titleCase } from './demo-kit.js';

describe('demo images', () => {
  it('an address on the app itself, absolute, naming the text, size and palette', () => {
    const url = new URL(demoImageUrl('https://mailplan.example.org/', { text: 'Earl Grey Reserve', sub: 'Lumen', w: 600, h: 600, tone: 8 }));
    expect(url.origin).toBe('https://mailplan.example.org');
    expect(url.pathname).toBe('/api/demo-images/earl-grey-reserve.svg');
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '600', h: '600', text: 'Earl Grey Reserve', sub: 'Lumen', tone: String(8 % DEMO_IMAGE_PALETTES.length) });
  });

  it('draws the whole text and the brand at the asked size, with the text escaped', () => {
    const svg = renderDemoImage({ text: 'Salt & Pepper <Grinder>', sub: 'Acme "Home"', w: 1200, h: 600 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="600" viewBox="0 0 1200 600"/);
    expect(svg).toContain('Salt &amp; Pepper &lt;Grinder&gt;');
    expect(svg).toContain('ACME &quot;HOME&quot;');
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('a long name wraps onto two lines, whole words each, and every word stays', () => {
    const name = 'Daily Mineral Sunscreen SPF 30 with Vitamin E';
    const svg = renderDemoImage({ text: name, w: 600, h: 600 });
    const lines = [...svg.matchAll(/font-family="Georgia[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(name);
  });

  it('the same address draws the same image; another tone another palette', () => {
    expect(renderDemoImage({ text: 'Jasmine Green Tea' })).toBe(renderDemoImage({ text: 'Jasmine Green Tea' }));
    const fills = (tone: number) => /<rect width="\d+" height="\d+" fill="(#[0-9A-F]{6})"/.exec(renderDemoImage({ text: 'x', tone }))![1];
    expect(fills(0)).not.toBe(fills(1));
  });
});

describe('demo text helpers', () => {
  it('a cut never falls inside a product name, nor leaves a dangling word', () => {
    const text = 'We think you will love the Vitamin C Glow Serum from Solene.';
    expect(fitLength(text, 40, undefined, '', ['Vitamin C Glow Serum'])).toBe('We think you will love');
    expect(fitLength(text, 40)).toBe('We think you will love the Vitamin C');
  });

  it('lists split into whole items; "and" only between two names', () => {
    expect(splitList('Bamboo Whisk and Ceramic Teapot; Salt and Pepper Grinder\n- Olive Oil')).toEqual(['Bamboo Whisk', 'Ceramic Teapot', 'Salt and Pepper Grinder', 'Olive Oil']);
  });

  it('title case keeps words with capitals of their own and small words', () => {
    expect(titleCase('the jade facial roller and iPhone case with SPF')).toBe('The Jade Facial Roller and iPhone Case with SPF');
  });
});
