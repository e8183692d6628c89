import { CALENDAR_REGION_CODES, countryOfLocale, isSellingCountry, parseRegionCode, regionsOf } from './calendar.js';

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

describe('regions', () => {
  it.each([
    ['GB-ENG', { country: 'GB', region: 'ENG' }],
    ['DE-BY', { country: 'DE', region: 'BY' }],
    ['FR-57', { country: 'FR', region: '57' }],
    ['GB-XX', null],
    ['IE-D', null],
    ['GB', null],
    [42, null],
  ])('%j reads as %j', (code, parsed) => {
    expect(parseRegionCode(code)).toEqual(parsed);
  });

  it('lists every region code once, and a brand without a choice gets the default', () => {
    expect(new Set(CALENDAR_REGION_CODES).size).toBe(CALENDAR_REGION_CODES.length);
    expect(CALENDAR_REGION_CODES).toContain('GB-SCT');
    expect(regionsOf(['GB'], null)).toEqual({ GB: 'ENG' });
    expect(regionsOf(['GB'], ['GB-NIR'])).toEqual({ GB: 'NIR' });
    expect(regionsOf(['US'], null)).toEqual({});
  });
});
