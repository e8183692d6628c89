import { cutWithCare, fieldProblem, fitField } from './content-limits.js';

describe('cutWithCare', () => {
  it('cuts at a word boundary without a dangling word or punctuation', () => {
    expect(cutWithCare('Discover the brand new ceremonial matcha starter kit for calm and focused mornings', 60)).toBe('Discover the brand new ceremonial matcha starter kit');
    expect(cutWithCare('Fresh, bright, and calm: the new blend', 14)).toBe('Fresh, bright');
    expect(cutWithCare('Shop the whole range today', 19)).toBe('Shop the whole');
  });

  it('keeps a text that fits, tidied', () => {
    expect(cutWithCare('  Short   and sweet ', 40)).toBe('Short and sweet');
  });

  it('cuts a text without spaces where it must', () => {
    expect(cutWithCare('https://example.com/a-very-long-address', 20)).toBe('https://example.com/');
  });
});

describe('fieldProblem and fitField', () => {
  const headline = { name: 'headline', type: 'text', required: true, maxLength: 20, minLength: 5 };
  const button = { name: 'cta', type: 'button', required: true };

  it('names what is wrong: missing, empty, too short; strictly also too long and a long button', () => {
    expect(fieldProblem('h', headline, undefined, true)).toBe('h: missing (every field needs text)');
    expect(fieldProblem('h', headline, '  ', false)).toBe('h: empty');
    expect(fieldProblem('h', headline, 'Hi', false)).toBe('h: 2 characters, under its minLength of 5');
    expect(fieldProblem('h', headline, 'x'.repeat(21), false)).toBeNull();
    expect(fieldProblem('h', headline, 'x'.repeat(21), true)).toBe('h: 21 characters, over its maxLength of 20');
    expect(fieldProblem('b', button, 'Click here to see all of it', true)).toBe("b: a button's text must be a short action of at most 5 words");
    expect(fieldProblem('b', button, 'Shop now', true)).toBeNull();
    expect(fieldProblem('o', { name: 'o', required: false }, '', true)).toBeNull();
  });

  it('fits a text to its field: a button stays within 30 characters and 5 words', () => {
    expect(fitField(headline, 'A headline that is much too long')).toBe('A headline');
    expect(fitField(button, 'Click to get your whole starter kit today')).toBe('Click to get your whole');
  });
});
