import { checkPlaceholders, extractPlaceholders, fillPlaceholders } from '@mailplan/shared';
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

  it('cover header, hero, text, product, call to action and footer', () => {
    expect(STARTER_MODULES.map((m) => m.key)).toEqual(['header', 'hero', 'text-block', 'product', 'cta', 'footer']);
  });
});
