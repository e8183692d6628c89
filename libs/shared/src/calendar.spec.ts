import { countryOfLocale, isSellingCountry } from './calendar.js';

describe('countries', () => {
  it.each([
    ['en-US', 'US'],
    ['en-GB', 'GB'],
    ['de_AT', 'AT'],
    ['zh-Hant-TW', 'TW'],
    ['fr', null],
    ['en-001', null],
    ['', null],
    [undefined, null],
  ])('the country of %j is %j', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });

  it('knows the holiday library’s countries only', () => {
    expect(isSellingCountry('US')).toBe(true);
    expect(isSellingCountry('XX')).toBe(false);
    expect(isSellingCountry('us')).toBe(false);
  });
});
