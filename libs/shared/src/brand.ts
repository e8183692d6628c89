/**
 * The brand domain's constants and texts (the spec's screens, entities, transitions, validation
 * rules, error catalogue and constants), shared by the API, which validates with them, and the
 * strategy screens, which show them. Quoted spec texts are exact.
 */

// ---------------------------------------------------------------------------------------------
// Brand settings: defaults and limits

export const BRAND_DEFAULTS = {
  name: 'Default Brand',
  typography: { headingFont: 'Inter', bodyFont: 'Inter', baseFontSize: 16, scaleRatio: 1.2 },
  colors: {
    primary: 'hsl(221, 83%, 53%)',
    secondary: 'hsl(210, 40%, 96%)',
    accent: 'hsl(32, 95%, 55%)',
    background: 'hsl(0, 0%, 100%)',
    text: 'hsl(222, 47%, 11%)',
  },
} as const;

export const BRAND_LIMITS = {
  nameMax: 100,
  websiteUrlMax: 255,
  fontNameMax: 100,
  baseFontSizeMin: 8,
  baseFontSizeMax: 72,
  scaleRatioMin: 1,
  scaleRatioMax: 3,
  customColorsMax: 20,
  customColorNameMax: 50,
  /** Each survey answer and the business context. */
  answerMax: 5000,
  brandGuideMax: 100_000,
  strategyMax: 200_000,
  /**
   * Drop-zone default and the server's limit per uploaded file (the spec's validation rules and
   * constants).
   */
  uploadMaxBytes: 10 * 1024 * 1024,
  /** Files in one guidelines generation request. */
  generateMaxFiles: 10,
} as const;

/**
 * A font size in CSS pixels: a number, or text holding one with an optional `px` unit
 * (`18`, `18px`, ` 18 PX `). Other units (`1.2em`, `12pt`) and anything else give undefined.
 */
export function parsePixelSize(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Uploaded files

/** The uploads a brand record keeps; `GET /api/brand-settings/files/{kind}` serves their bytes. */
export const BRAND_FILE_KINDS = ['brandDeck', 'customerReviews', 'emailStrategy'] as const;
export type BrandFileKind = (typeof BRAND_FILE_KINDS)[number];

/** Multipart field of each kind in `POST /api/brand-settings`. */
export const BRAND_FILE_FIELDS: Record<BrandFileKind, string> = {
  brandDeck: 'brandDeckFile',
  customerReviews: 'customerReviewsFile',
  emailStrategy: 'emailStrategyFile',
};

/** Accept lists of the drop zones, as the spec gives them (extensions with their dot). */
export const ACCEPT_LISTS = {
  /** Drop-zone default. */
  default: ['.pdf', '.docx', '.txt'],
  brandSettingsDeck: ['.pdf', '.pptx', '.docx', '.doc', '.ppt', '.md', '.markdown'],
  brandSettingsReviews: ['.csv', '.txt', '.json', '.xlsx', '.xls'],
  brandSettingsStrategy: ['.pdf', '.docx', '.doc', '.md', '.markdown', '.txt'],
  wizardDeck: ['.pdf', '.ppt', '.pptx', '.doc', '.docx', '.md', '.markdown'],
  wizardTestimonials: ['.pdf', '.doc', '.docx', '.txt', '.csv'],
  generatorReviews: ['.pdf', '.docx', '.txt'],
  generatorDeck: ['.pdf', '.docx', '.txt', '.pptx'],
} as const satisfies Record<string, readonly string[]>;

function union(...lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())];
}

/**
 * What the API accepts per field: every screen that sends that field (brand settings, the wizard,
 * the guidelines generator) must be served, so each is the union of their lists.
 */
export const SERVER_ACCEPT: Record<BrandFileKind | 'generateFiles', string[]> = {
  brandDeck: union(ACCEPT_LISTS.brandSettingsDeck, ACCEPT_LISTS.wizardDeck, ACCEPT_LISTS.generatorDeck),
  customerReviews: union(ACCEPT_LISTS.brandSettingsReviews, ACCEPT_LISTS.wizardTestimonials, ACCEPT_LISTS.generatorReviews),
  emailStrategy: [...ACCEPT_LISTS.brandSettingsStrategy],
  generateFiles: union(ACCEPT_LISTS.wizardDeck, ACCEPT_LISTS.wizardTestimonials, ACCEPT_LISTS.generatorDeck, ACCEPT_LISTS.generatorReviews),
};

// ---------------------------------------------------------------------------------------------
// Option lists (the spec's survey fields)

export const LIST_SIZES = ['Under 1,000', '1,000 - 5,000', '5,000 - 10,000', '10,000 - 50,000', '50,000 - 100,000', 'Over 100,000'] as const;
export const SEND_FREQUENCIES = [
  'Less than once a month',
  'Once a month',
  'Twice a month',
  'Weekly',
  '2-3 times per week',
  'More than 3 times per week',
] as const;
export const CONTENT_TYPES = [
  'Product spotlights',
  'Customer testimonials/reviews',
  'Featured UGC',
  'Educational content',
  'Promotions/sales',
  'Blog / thought leadership content',
  'Featured events & experiences',
  'Press coverage',
  'Company news',
] as const;
export const DISCOUNT_RANGES = [
  "We don't offer discounts",
  'Minimal (5-10% off)',
  'Moderate (10-20% off)',
  'Substantial (20-30% off)',
  'Deep discounts (30%+ off)',
] as const;

// ---------------------------------------------------------------------------------------------
// Drop zones and the guidelines generator

export const DROP_ZONE_MESSAGES = {
  tooLarge: 'File size exceeds the 10MB limit',
  invalidTypePrefix: 'Invalid file type. Accepted formats:',
} as const;

/** 'Invalid file type. Accepted formats: .pdf, .docx, .txt' */
export const invalidFileTypeMessage = (accept: readonly string[]): string => `${DROP_ZONE_MESSAGES.invalidTypePrefix} ${accept.join(', ')}`;

/**
 * The guidelines generator's toast when no file is chosen; the API refuses such a request with the
 * same words (BRAND_MESSAGES.missingFiles).
 */
export const MISSING_FILES_TOAST = { title: 'Missing files', description: 'Please upload either customer reviews, a brand deck, or both.' } as const;

// ---------------------------------------------------------------------------------------------
// Error hints for generation failures (the spec's error catalogue; product decision P17)

export type AiFailureKind = 'overloaded' | 'rate_limit' | 'authentication' | 'timeout' | 'save_survey' | 'other';

/** The description shown under 'Error Generating Strategy' (and the generator's hint) per failure. */
export const STRATEGY_ERROR_HINTS: Record<AiFailureKind, string> = {
  overloaded: 'The AI service is busy right now. Please wait a minute or two and try again.',
  rate_limit: 'The AI service rate limit was reached. Please wait a few minutes and try a shorter prompt.',
  authentication: 'There is an authentication problem with the AI service. Please contact support.',
  timeout: 'The request took too long. Please try a shorter description or fewer files.',
  save_survey: "We couldn't save your form data. Please check your connection and try again.",
  other: 'Your form responses have been saved. You can try generating the strategy again later.',
};

const GUIDELINES_DEFAULT_HINT = 'Please try again in a few minutes.';

/** The guidelines generator's hint: the overloaded, authentication and timeout cases, else its default. */
export const GUIDELINES_ERROR_HINTS: Record<AiFailureKind, string> = {
  ...STRATEGY_ERROR_HINTS,
  rate_limit: GUIDELINES_DEFAULT_HINT,
  save_survey: GUIDELINES_DEFAULT_HINT,
  other: GUIDELINES_DEFAULT_HINT,
};

/** The wizard's error when the survey could not be saved ('save_survey' below). */
export const SURVEY_SAVE_FAILED = 'Failed to save survey data';

/** Picks the failure kind from an error message (and status), as the spec's client does. */
export function aiFailureKind(message: string | undefined, status?: number): AiFailureKind {
  const text = message ?? '';
  if (text.includes(SURVEY_SAVE_FAILED)) return 'save_survey';
  if (/overloaded/i.test(text) || text.includes('529') || status === 529) return 'overloaded';
  if (/rate_limit/i.test(text) || text.includes('429') || status === 429) return 'rate_limit';
  if (/API key|authentication/i.test(text)) return 'authentication';
  if (/timeout|time out/i.test(text)) return 'timeout';
  return 'other';
}

// ---------------------------------------------------------------------------------------------
// API validation messages

export const BRAND_MESSAGES = {
  nameRequired: 'Brand name is required',
  nameMax: 'Brand name must be at most 100 characters',
  websiteUrlInvalid: 'Please enter a valid website URL',
  websiteUrlMax: 'Website URL must be at most 255 characters',
  languageInvalid: 'Language must be a language tag such as en, de-CH or ar',
  fontName: 'Font names must be text of at most 100 characters',
  baseFontSize: 'Base font size must be a number between 8 and 72',
  scaleRatio: 'Scale ratio must be a number between 1 and 3',
  /** `${label} must be a valid CSS color`, e.g. 'Primary color must be a valid CSS color'. */
  colorInvalid: (label: string) => `${label} must be a valid CSS color`,
  customColors: 'Custom colors must be a list of at most 20 colors, each with a name and a value',
  customColorName: 'Custom color name is required (at most 50 characters)',
  notAnObject: (field: string) => `${field} must be an object`,
  bodyNotAnObject: 'The request body must be an object of brand settings fields',
  answerMax: 'Each answer must be at most 5000 characters',
  brandGuideMax: 'Brand guidelines must be at most 100000 characters',
  strategyMax: 'The generated strategy must be at most 200000 characters',
  contentTypes: 'Content types must be chosen from the list',
  /** 'recipientCount must be one of: Under 1,000; 1,000 - 5,000; ...' */
  choiceInvalid: (field: string, options: readonly string[]) => `${field} must be one of: ${options.join('; ')}`,
  dateInvalid: (field: string) => `${field} must be a date`,
  booleanInvalid: (field: string) => `${field} must be true or false`,
  removeFiles: 'removeFiles may list brandDeck, customerReviews and emailStrategy',
  fileKind: 'File kind must be brandDeck, customerReviews or emailStrategy',
  fileNotFound: 'File not found',
  tooManyFiles: 'You can upload at most 10 files',
  unexpectedFile: (field: string) => `Unexpected file field "${field}"`,
  missingFiles: `${MISSING_FILES_TOAST.title}: ${MISSING_FILES_TOAST.description}`,
  // the options of the two generation calls
  modelTypeInvalid: 'modelType must be claude, openai or gemini',
  temperature: 'temperature must be a number between 0 and 1',
  maxTokens: 'maxTokens must be a positive integer',
  notText: (field: string) => `${field} must be text`,
  tooLong: (field: string) => `${field} is too long`,
} as const;
