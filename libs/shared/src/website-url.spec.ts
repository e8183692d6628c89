import { parsePixelSize } from './brand.js';
import { checkWebsiteUrl, isWebsiteUrl, withScheme } from './website-url.js';

/** The message a website field shows, or undefined when it is fine. */
const websiteUrlProblem = (value: string) => {
  const check = checkWebsiteUrl(value);
  return check.ok ? undefined : check.message;
};

describe('the website URL rule', () => {
  it('accepts web addresses, with or without their scheme', () => {
    for (const url of [
      'shop.co',
      'tearituals.example',
      'https://shop.co.uk',
      'http://www.shop.com:8080/about?ref=mail#top',
      'HTTPS://Shop.Com',
      'my-shop.store',
      'café.example',
      'shop.xn--p1ai',
      '  https://shop.com  ',
    ]) {
      expect({ url, ok: isWebsiteUrl(url) }).toEqual({ url, ok: true });
    }
  });

  it('refuses what is not a website: a top-level domain with digits, no dot, IPs, other schemes, spaces, credentials', () => {
    for (const url of [
      'shop.co1',
      'shop',
      'localhost',
      'https://localhost:3000',
      'https://127.0.0.1',
      'https://[::1]/',
      'ftp://shop.com',
      'mailto:hello@shop.com',
      'javascript:alert(1)',
      'not a url',
      'shop .com',
      'https://shop.com/a b',
      'https://user:secret@shop.com',
      'https://shop..com',
      'https://-shop.com',
      'https://shop_name.com',
      'https://shop.com.',
      'https://shop.c',
      `https://${'a'.repeat(64)}.com`,
      '',
    ]) {
      expect({ url, ok: isWebsiteUrl(url) }).toEqual({ url, ok: false });
    }
  });

  it('keeps the address as typed with https:// added; empty means no website', () => {
    expect(checkWebsiteUrl('  shop.co  ')).toEqual({ ok: true, url: 'https://shop.co' });
    expect(checkWebsiteUrl('http://shop.co/x')).toEqual({ ok: true, url: 'http://shop.co/x' });
    expect(checkWebsiteUrl('//shop.co')).toEqual({ ok: true, url: 'https://shop.co' });
    expect(checkWebsiteUrl('')).toEqual({ ok: true, url: null });
    expect(checkWebsiteUrl('   ')).toEqual({ ok: true, url: null });
    expect(checkWebsiteUrl(null)).toEqual({ ok: true, url: null });
    expect(withScheme('shop.co')).toBe('https://shop.co');
  });

  it("answers with the field's message: the spec's for an invalid address, the limit's for one too long once https:// is added", () => {
    expect(websiteUrlProblem('shop.co1')).toBe('Please enter a valid website URL');
    expect(websiteUrlProblem('')).toBeUndefined();
    const long = `shop.com/${'a'.repeat(255 - 'https://shop.com/'.length)}`;
    expect(websiteUrlProblem(long)).toBeUndefined();
    expect(websiteUrlProblem(`${long}a`)).toBe('Website URL must be at most 255 characters');
  });
});

describe('parsePixelSize', () => {
  it('reads a number, or a pixel value as CSS writes it', () => {
    expect(parsePixelSize(18)).toBe(18);
    expect(parsePixelSize('18')).toBe(18);
    expect(parsePixelSize('18px')).toBe(18);
    expect(parsePixelSize(' 18 PX ')).toBe(18);
    expect(parsePixelSize('15.5px')).toBe(15.5);
    expect(parsePixelSize('.5px')).toBe(0.5);
  });

  it('gives nothing for other units or text', () => {
    for (const value of ['', 'px', '1.2em', '12pt', '18pxx', 'big', '1e1', '-18px', '18 p x', Number.NaN, null, true, {}]) {
      expect({ value, size: parsePixelSize(value) }).toEqual({ value, size: undefined });
    }
  });
});
