import { CAMPAIGN_TYPES } from './concepts.js';

/**
 * The countries a brand may say it sells in: ISO 3166-1 alpha-2 codes of every country the
 * holiday library (date-holidays) knows, so that each one has public holidays on the calendar.
 * Screens show their names with `Intl.DisplayNames`.
 */
export const SELLING_COUNTRIES = [
  'AD', 'AE', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG',
  'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI',
  'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN',
  'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'IC', 'ID', 'IE', 'IL', 'IM', 'IN', 'IR', 'IS',
  'IT', 'JE', 'JM', 'JP', 'KE', 'KM', 'KN', 'KR', 'KY', 'KZ', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA',
  'MC', 'MD', 'ME', 'MF', 'MG', 'MK', 'ML', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF',
  'NG', 'NI', 'NL', 'NO', 'NZ', 'PA', 'PE', 'PF', 'PH', 'PK', 'PL', 'PM', 'PR', 'PT', 'PY', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SZ', 'TC',
  'TD', 'TG', 'TH', 'TN', 'TO', 'TR', 'TT', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN',
  'VU', 'WF', 'XK', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type SellingCountry = (typeof SELLING_COUNTRIES)[number];

/** At most this many countries in a brand kit. */
export const SELLING_COUNTRIES_MAX = 10;

export function isSellingCountry(value: unknown): value is SellingCountry {
  return typeof value === 'string' && (SELLING_COUNTRIES as readonly string[]).includes(value);
}

/**
 * The country of a browser locale (`en-GB` → `GB`, `fr` → null) when the calendar knows it: the
 * default country of a brand that has not chosen any.
 */
export function countryOfLocale(locale: string | null | undefined): SellingCountry | null {
  if (!locale) return null;
  const region = /^[a-z]{2,3}(?:[-_][A-Za-z]{4})?[-_]([A-Za-z]{2})\b/.exec(locale)?.[1]?.toUpperCase();
  return isSellingCountry(region) ? region : null;
}

/** What the calendar marks on its days (GET /api/calendar/events). */
export const CALENDAR_EVENT_KINDS = ['holiday', 'retail', 'season', 'note'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** The longest span GET /api/calendar/events answers for, in days. */
export const CALENDAR_EVENTS_MAX_DAYS = 400;

/** The organization's clash rules and their defaults. */
export const CALENDAR_SETTINGS_DEFAULTS = { sameDayClash: true, promotionClash: true, promotionWindowDays: 7 } as const;
export const CALENDAR_SETTINGS_LIMITS = { promotionWindowDaysMin: 1, promotionWindowDaysMax: 31 } as const;

/** A placeholder's note and the types it may hold (the concept categories). */
export const PLACEHOLDER_LIMITS = { noteMax: 500 } as const;
export const PLACEHOLDER_TYPES = CAMPAIGN_TYPES;

export const CALENDAR_MESSAGES = {
  dateInvalid: (field: string) => `${field} must be a date in the form yyyy-mm-dd`,
  rangeInvalid: 'to must not be before from',
  rangeTooLong: `Ask for at most ${CALENDAR_EVENTS_MAX_DAYS} days at once`,
  countryInvalid: 'country must be a two-letter country code the calendar knows',
  countries: `countries must be a list of at most ${SELLING_COUNTRIES_MAX} two-letter country codes the calendar knows`,
  promotionWindowDays: `promotionWindowDays must be a whole number from ${CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMin} to ${CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMax}`,
  booleanInvalid: (field: string) => `${field} must be true or false`,
  placeholderNotFound: 'Placeholder not found',
  placeholderIdInvalid: 'Placeholder id must be a positive integer',
  placeholderType: `campaignType must be one of ${CAMPAIGN_TYPES.join(', ')}`,
  placeholderNote: `note must be text of at most ${PLACEHOLDER_LIMITS.noteMax} characters`,
  nothingToUpdate: 'Send at least one of date, campaignType or note',
} as const;
