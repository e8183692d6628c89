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

/**
 * The regions of the countries whose public holidays differ by region (date-holidays' states with
 * holidays of their own), by date-holidays' code, and the region a brand uses until it chooses:
 * the one most people live in (England for the United Kingdom), or null where the national
 * holidays hold for most people (the United States' federal holidays). docs/decisions.md#calendar-regions
 */
export const CALENDAR_REGIONS: Readonly<
  Record<string, { readonly default: string | null; readonly regions: Readonly<Record<string, string>> }>
> = {
  AD: { default: null, regions: { '03': 'Encamp', '07': 'Andorra la Vella' } },
  AU: {
    default: 'NSW',
    regions: {
      ACT: 'Australian Capital Territory',
      NSW: 'New South Wales',
      NT: 'Northern Territory',
      QLD: 'Queensland',
      SA: 'South Australia',
      TAS: 'Tasmania',
      VIC: 'Victoria',
      WA: 'Western Australia',
    },
  },
  BA: { default: null, regions: { BIH: 'Federation of Bosnia and Herzegovina', BRC: 'Brčko District', SRP: 'Republika Srpska' } },
  BO: {
    default: null,
    regions: {
      B: 'Beni',
      C: 'Cochabamba',
      H: 'Chuquisaca',
      L: 'La Paz',
      N: 'Pando',
      O: 'Oruro',
      P: 'Potosí',
      S: 'Santa Cruz',
      T: 'Tarija',
    },
  },
  BQ: { default: null, regions: { BO: 'Bonaire', SA: 'Saba', SE: 'Sint Eustatius' } },
  BR: {
    default: 'SP',
    regions: {
      AC: 'Acre',
      AL: 'Alagoas',
      AM: 'Amazonas',
      AP: 'Amapá',
      BA: 'Bahia',
      CE: 'Ceará',
      DF: 'Distrito Federal',
      ES: 'Espírito Santo',
      GO: 'Goiás',
      MA: 'Maranhão',
      MG: 'Minas Gerais',
      MS: 'Mato Grosso do Sul',
      MT: 'Mato Grosso',
      PA: 'Pará',
      PB: 'Paraíba',
      PE: 'Pernambuco',
      PI: 'Piauí',
      PR: 'Paraná',
      RJ: 'Rio de Janeiro',
      RN: 'Rio Grande do Norte',
      RO: 'Rondônia',
      RR: 'Roraima',
      RS: 'Rio Grande do Sul',
      SC: 'Santa Catarina',
      SE: 'Sergipe',
      SP: 'São Paulo',
      TO: 'Tocantins',
    },
  },
  CA: {
    default: 'ON',
    regions: {
      AB: 'Alberta',
      BC: 'British Columbia',
      MB: 'Manitoba',
      NB: 'New Brunswick',
      NL: 'Newfoundland and Labrador',
      NS: 'Nova Scotia',
      NT: 'Northwest Territories',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Prince Edward Island',
      QC: 'Quebec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
  },
  CH: {
    default: 'ZH',
    regions: {
      ZH: 'Canton of Zürich',
      BE: 'Canton of Bern',
      LU: 'Canton of Lucerne',
      UR: 'Canton of Uri',
      SZ: 'Canton of Schwyz',
      OW: 'Canton of Obwalden',
      NW: 'Canton of Nidwalden',
      GL: 'Canton of Glarus',
      ZG: 'Canton of Zug',
      FR: 'Canton of Fribourg',
      SO: 'Canton of Solothurn',
      BS: 'Canton of Basel-City',
      BL: 'Canton of Basel-Country',
      SH: 'Canton of Schaffhausen',
      AR: 'Canton of Appenzell Outer Rhodes',
      AI: 'Canton of Appenzell Inner-Rhodes',
      SG: 'Canton of St. Gallen',
      GR: 'Canton of Grisons',
      AG: 'Canton of Aargau',
      TG: 'Canton of Thurgau',
      TI: 'Canton of Ticino',
      VD: 'Canton of Vaud',
      VS: 'Canton of Valais',
      NE: 'Canton of Neuchâtel',
      GE: 'Canton of Geneva',
      JU: 'Canton of Jura',
    },
  },
  CL: { default: null, regions: { AP: 'Arica y Parinacota', BI: 'Biobío', NU: 'Ñuble', TA: 'Tarapacá' } },
  DE: {
    default: 'NW',
    regions: {
      BB: 'Brandenburg',
      BE: 'Berlin',
      BW: 'Baden-Württemberg',
      BY: 'Bavaria',
      HB: 'Bremen',
      HE: 'Hesse',
      HH: 'Hamburg',
      MV: 'Mecklenburg-Western Pomerania',
      NI: 'Lower Saxony',
      NW: 'North Rhine-Westphalia',
      RP: 'Rhineland-Palatinate',
      SH: 'Schleswig-Holstein',
      SL: 'Saarland',
      SN: 'Saxony',
      ST: 'Saxony-Anhalt',
      TH: 'Thuringia',
    },
  },
  ES: {
    default: 'AN',
    regions: {
      AN: 'Andalusia',
      AR: 'Aragón',
      AS: 'Asturias',
      CB: 'Cantabria',
      CE: 'Ciudad de Ceuta',
      CL: 'Castile and León',
      CM: 'Castile-La Mancha',
      CN: 'Canary Islands',
      CT: 'Catalonia',
      EX: 'Extremadura',
      GA: 'Galicia',
      IB: 'Balearic Islands',
      MC: 'Murcia Region',
      MD: 'Community of Madrid',
      ML: 'Ciudad de Melilla',
      NC: 'Navarra Chartered Community',
      PV: 'Basque Country',
      RI: 'La Rioja',
      VC: 'Valencian Community',
    },
  },
  FR: {
    default: null,
    regions: {
      '57': 'Département Moselle',
      '67': 'Département Bas-Rhin',
      '68': 'Département Haut-Rhin',
      YT: "Département et région d'outre-mer Mayotte",
      MQ: "Département et région d'outre-mer Martinique",
      GP: "Département et région d'outre-mer Guadeloupe",
      GF: "Département et région d'outre-mer Guyane",
      RE: "Département et région d'outre-mer La Réunion",
      MF: "Département et région d'outre-mer Saint Martin",
      BL: "Département et région d'outre-mer Saint Barthélemy",
    },
  },
  GB: { default: 'ENG', regions: { ALD: 'Alderney', ENG: 'England', NIR: 'Northern Ireland', SCT: 'Scotland', WLS: 'Wales' } },
  IC: {
    default: null,
    regions: { EH: 'El Hierro', FU: 'Fuerteventura', GC: 'Gran Canaria', LG: 'La Gomera', LP: 'La Palma', LA: 'Lanzarote', TE: 'Tenerife' },
  },
  IN: {
    default: null,
    regions: {
      AN: 'Andaman and Nicobar Islands',
      AP: 'Andhra Pradesh',
      AR: 'Arunachal Pradesh',
      AS: 'Assam',
      BR: 'Bihar',
      CH: 'Chandigarh',
      CT: 'Chhattisgarh',
      DD: 'Daman and Diu',
      DL: 'Delhi',
      DN: 'Dadra and Nagar Haveli',
      GA: 'Goa',
      GJ: 'Gujarat',
      HP: 'Himachal Pradesh',
      HR: 'Haryana',
      JK: 'Jammu and Kashmir',
      KA: 'Karnataka',
      KL: 'Kerala',
      LD: 'Lakshadweep',
      MH: 'Maharashtra',
      ML: 'Meghalaya',
      MN: 'Manipur',
      MP: 'Madhya Pradesh',
      MZ: 'Mizoram',
      NL: 'Nagaland',
      OR: 'Odisha',
      PB: 'Punjab',
      PY: 'Puducherry',
      RJ: 'Rajasthan',
      SK: 'Sikkim',
      TG: 'Telangana',
      TN: 'Tamil Nadu',
      TR: 'Tripura',
      UP: 'Uttar Pradesh',
      UT: 'Uttarakhand',
      WB: 'West Bengal',
    },
  },
  IT: { default: null, regions: { '21': 'Piedmont', '25': 'Lombardy', '32': 'Südtirol', '52': 'Tuscany', '62': 'Lazio', '82': 'Sicily' } },
  MD: { default: null, regions: { CA: 'Cahul', CU: 'Chișinău' } },
  MY: {
    default: null,
    regions: {
      '10': 'Selangor',
      '11': 'Terengganu',
      '12': 'Sabah',
      '13': 'Sarawak',
      '14': 'Kuala Lumpur',
      '15': 'Labuan',
      '16': 'Putrajaya',
      '01': 'Johor',
      '02': 'Kedah',
      '03': 'Kelantan',
      '04': 'Malacca',
      '05': 'Negeri Sembilan',
      '06': 'Pahang',
      '07': 'Penang',
      '08': 'Perak',
      '09': 'Perlis',
    },
  },
  NZ: {
    default: 'AUK',
    regions: {
      AUK: 'Auckland Province',
      BOP: 'Bay of Plenty',
      CAN: 'Canterbury',
      CIT: 'Chatham Islands',
      GIS: 'Gisborne',
      HKB: "Hawke's Bay",
      MBH: 'Marlborough',
      MWT: 'Manawatu-Wanganui',
      NSN: 'Nelson',
      NTL: 'Northland',
      OTA: 'Otago Province',
      STL: 'Southland',
      TAS: 'Tasman',
      TKI: 'Taranaki',
      WKO: 'Waikato',
      WGN: 'Wellington Province',
      WTC: 'Westland',
    },
  },
  RU: {
    default: null,
    regions: {
      AD: 'Republic of Adygea',
      AL: 'Altai Republic',
      BA: 'Republic of Bashkortostan',
      BEL: 'Belgorod Oblast',
      BRY: 'Bryansk Oblast',
      BU: 'Republic of Buryatia',
      CE: 'Chechen Republic',
      CR: 'Republic of Crimea',
      CU: 'Chuvash Republic',
      DA: 'Republic of Dagestan',
      IN: 'Republic of Ingushetia',
      IRK: 'Irkutsk Oblast',
      KB: 'Kabardino-Balkar Republic',
      KC: 'Karachay-Cherkess Republic',
      KDA: 'Krasnodar Krai',
      KL: 'Republic of Kalmykia',
      KO: 'Republic of Komi',
      KR: 'Republic of Karelia',
      MR: 'Republic of Mordovia',
      NO: 'Republic of North Ossetia-Alania',
      OMS: 'Omsk Oblast',
      PNZ: 'Penza Oblast',
      SA: 'Sakha (Yakutia) Republic',
      SAR: 'Saratov Oblast',
      SEV: 'Sevastopol',
      STA: 'Stavropol Krai',
      TA: 'Republic of Tatarstan',
      TY: 'Republic of Tuva',
      ZAB: 'Zabaykalsky Krai',
    },
  },
  SH: { default: null, regions: { AC: 'Ascension Island', HL: 'Saint Helena', TA: 'Tristan da Cunha' } },
  SO: { default: null, regions: { AW: 'Awdal', SA: 'Sanaag', SO: 'Sool', TO: 'Togdheer', WO: 'Woqooyi Galbeed' } },
  SV: { default: null, regions: { SS: 'San Salvador' } },
  US: {
    default: null,
    regions: {
      AL: 'Alabama',
      AK: 'Alaska',
      AZ: 'Arizona',
      AR: 'Arkansas',
      CA: 'California',
      CO: 'Colorado',
      CT: 'Connecticut',
      DE: 'Delaware',
      DC: 'District of Columbia',
      FL: 'Florida',
      GA: 'Georgia',
      HI: 'Hawaii',
      ID: 'Idaho',
      IL: 'Illinois',
      IN: 'Indiana',
      IA: 'Iowa',
      KS: 'Kansas',
      KY: 'Kentucky',
      LA: 'Louisiana',
      ME: 'Maine',
      MD: 'Maryland',
      MA: 'Massachusetts',
      MI: 'Michigan',
      MN: 'Minnesota',
      MS: 'Mississippi',
      MO: 'Missouri',
      MT: 'Montana',
      NE: 'Nebraska',
      NV: 'Nevada',
      NH: 'New Hampshire',
      NJ: 'New Jersey',
      NM: 'New Mexico',
      NY: 'New York',
      NC: 'North Carolina',
      ND: 'North Dakota',
      OH: 'Ohio',
      OK: 'Oklahoma',
      OR: 'Oregon',
      PA: 'Pennsylvania',
      RI: 'Rhode Island',
      SC: 'South Carolina',
      SD: 'South Dakota',
      TN: 'Tennessee',
      TX: 'Texas',
      UT: 'Utah',
      VT: 'Vermont',
      VA: 'Virginia',
      WA: 'Washington',
      WV: 'West Virginia',
      WI: 'Wisconsin',
      WY: 'Wyoming',
    },
  },
  VE: { default: null, regions: { B: 'Anzoátegui', G: 'Carabobo', K: 'Lara', M: 'Miranda', N: 'Monagas', S: 'Táchira', V: 'Zulia' } },
};

/** Every region the calendar knows, as the API writes it (`GB-ENG`). */
export const CALENDAR_REGION_CODES: readonly string[] = Object.entries(CALENDAR_REGIONS).flatMap(([country, { regions }]) =>
  Object.keys(regions).map((region) => `${country}-${region}`),
);

/** A brand's region as the API writes it: the country and date-holidays' code, `GB-ENG`. */
export const regionCode = (country: string, region: string) => `${country}-${region}`;

/** The country and region of `GB-ENG` when the calendar knows that region, else null. */
export function parseRegionCode(value: unknown): { country: string; region: string } | null {
  if (typeof value !== 'string') return null;
  const dash = value.indexOf('-');
  if (dash < 0) return null;
  const country = value.slice(0, dash);
  const region = value.slice(dash + 1);
  return Object.prototype.hasOwnProperty.call(CALENDAR_REGIONS[country]?.regions ?? {}, region) ? { country, region } : null;
}

/**
 * The region used for each of the countries that have regions: the brand's choice (`GB-SCT`) or
 * the country's default. Countries without regions, or whose default is the whole country, are left out.
 */
export function regionsOf(countries: readonly string[], chosen: readonly string[] | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const country of countries) {
    const regions = CALENDAR_REGIONS[country];
    if (!regions) continue;
    const pick = (chosen ?? []).map(parseRegionCode).find((r) => r?.country === country)?.region ?? regions.default;
    if (pick) out[country] = pick;
  }
  return out;
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
  regions: 'regions must be a list of region codes the calendar knows, such as GB-ENG, at most one for each country',
  regionCountry: (code: string) => `${code} is a region of a country the brand kit does not list`,
  promotionWindowDays: `promotionWindowDays must be a whole number from ${CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMin} to ${CALENDAR_SETTINGS_LIMITS.promotionWindowDaysMax}`,
  booleanInvalid: (field: string) => `${field} must be true or false`,
  placeholderNotFound: 'Placeholder not found',
  placeholderIdInvalid: 'Placeholder id must be a positive integer',
  placeholderType: `campaignType must be one of ${CAMPAIGN_TYPES.join(', ')}`,
  placeholderNote: `note must be text of at most ${PLACEHOLDER_LIMITS.noteMax} characters`,
  nothingToUpdate: 'Send at least one of date, campaignType or note',
} as const;
