import { hexColor, isCssColor } from './colors.js';

describe('isCssColor', () => {
  it('accepts what browsers accept', () => {
    for (const c of ['#fff', '#ffff', '#1f6f5c', '#1f6f5c80', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'rgb(1 2 3 / 50%)', 'hsl(221, 83%, 53%)', 'hsla(221, 83%, 53%, .4)', 'hsl(221deg 83% 53% / 0.9)', 'RebeccaPurple', 'transparent']) {
      expect({ c, ok: isCssColor(c) }).toEqual({ c, ok: true });
    }
  });

  it('refuses the rest', () => {
    for (const c of ['', 'blurple', '#12', '#12345', 'rgb(1, 2)', 'hsl(0, 0%)', 'hsl(0 0 0 0)', 'url(x)', 'red; background: blue', 42, null]) {
      expect({ c, ok: isCssColor(c) }).toEqual({ c, ok: false });
    }
  });
});

describe('hexColor', () => {
  it('gives any CSS colour as opaque #rrggbb, the fallback for the rest', () => {
    expect(hexColor('#abc', '#000000')).toBe('#aabbcc');
    expect(hexColor('RebeccaPurple', '#000000')).toBe('#663399');
    expect(hexColor('hsl(221 83% 53% / 0.5)', '#000000')).toBe('#2463eb');
    expect(hexColor('blurple', '#123456')).toBe('#123456');
  });
});
