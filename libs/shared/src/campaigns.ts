/**
 * Campaigns: limits, constants, texts, module instance ids and the module template renderer, shared
 * by the API (validation, AI helpers, the exported email) and the campaign screens (the form, its
 * live preview). Quoted spec texts (validation rules, error catalogue, constants) are exact.
 */
import { BRAND_DEFAULTS } from './brand.js';
import { emailColor } from './colors.js';
import { LIMITS } from './constants.js';
import { isRowId } from './ids.js';

// ---------------------------------------------------------------------------------------------
// Limits and constants (the spec's business constants; the export's aims are beyond the spec)

export const CAMPAIGN_LIMITS = {
  nameMax: LIMITS.nameMax,
  subjectMax: LIMITS.subjectMax,
  previewTextMax: LIMITS.previewTextMax,
  /** Not in the spec: a goal is free text, kept within a size any prompt can carry. */
  goalMax: 5000,
  /** Not in the spec: module instances in one campaign. */
  instancesMax: 100,
  /** Not in the spec: the length of an instance id (`instance-12-1732000000000-k3j9x2m1q`). */
  instanceIdMax: 100,
  /** Not in the spec: one field's content. */
  fieldContentMax: 10_000,
  /** Not in the spec: options kept in each of the subject-line and preview-text lists. */
  optionsMax: 50,
  /** Not in the spec: the feedback of a refinement, and a brand context text sent to the AI helpers. */
  feedbackMax: 2000,
  brandContextMax: 2000,
} as const;

/** The fixed brand context text sent with every generation (the spec's business constants). */
export const BRAND_CONTEXT_TEXT = 'Professional and trustworthy tone';

/**
 * What an email should aim at (beyond the spec; the 'Ready to send' checklist and the AI prompts
 * use the same figures): phones cut subject lines after about 50 characters, inboxes show 40 to 90
 * characters of preview text, and Gmail clips a message whose HTML passes 102 KB.
 */
export const EMAIL_AIMS = {
  subjectMax: 50,
  previewTextMin: 40,
  previewTextMax: 90,
  gmailClipBytes: 102 * 1024,
  /** The exported email's content width. */
  containerWidthPx: 600,
} as const;

// ---------------------------------------------------------------------------------------------
// Texts

/**
 * Validation texts of the campaign API and form (the spec's validation rules; the rest beyond the
 * spec).
 */
export const CAMPAIGN_MESSAGES = {
  // spec
  instanceIdRequired: 'Instance ID is required',
  moduleIdPositive: 'Module ID must be a positive integer',
  campaignNotFound: 'Campaign not found',
  // limits of the spec's Campaign entity and constants
  nameMax: `Campaign name must be at most ${CAMPAIGN_LIMITS.nameMax} characters`,
  subjectMax: `Subject must be at most ${CAMPAIGN_LIMITS.subjectMax} characters`,
  previewTextMax: `Preview text must be at most ${CAMPAIGN_LIMITS.previewTextMax} characters`,
  // shapes the spec leaves open
  nameRequired: 'Campaign name is required',
  subjectText: 'Subject must be text',
  previewTextText: 'Preview text must be text',
  goalText: 'Goal must be text',
  goalMax: `Goal must be at most ${CAMPAIGN_LIMITS.goalMax} characters`,
  instanceIdMax: `Instance ID must be at most ${CAMPAIGN_LIMITS.instanceIdMax} characters`,
  instanceIdsUnique: 'Instance IDs must be unique',
  instancesMax: `A campaign can hold at most ${CAMPAIGN_LIMITS.instancesMax} module instances`,
  moduleInstancesList: 'Module instances must be a list of {instanceId, moduleId}',
  moduleOrderList: 'Module order must be a list of module IDs',
  content: 'Content must map each module instance ID to its fields, each field to text',
  fieldContentMax: `Each field's content must be at most ${CAMPAIGN_LIMITS.fieldContentMax} characters`,
  subjectLineOptions: `Subject line options must be a list of at most ${CAMPAIGN_LIMITS.optionsMax} texts of at most ${CAMPAIGN_LIMITS.subjectMax} characters`,
  previewTextOptions: `Preview text options must be a list of at most ${CAMPAIGN_LIMITS.optionsMax} texts of at most ${CAMPAIGN_LIMITS.previewTextMax} characters`,
  campaignIdInvalid: 'Campaign id must be a positive integer',
  // AI helpers (the spec's validation rules and calls)
  goalRequired: 'Goal is required',
  selectSubjectLineFirst: 'Please select a subject line first',
  missingRefinementInformation: 'Missing required information for refinement',
  modelTypeInvalid: 'Model type must be one of: claude, openai, gemini',
  moduleIdsList: 'Module IDs must be a list of positive integers',
  moduleInstancesRequired: 'Choose at least one module first',
  totalDuplicatesPositive: 'Total duplicates must be a positive integer',
  brandContextText: `Brand context must be text of at most ${CAMPAIGN_LIMITS.brandContextMax} characters`,
  feedbackMax: `Feedback must be at most ${CAMPAIGN_LIMITS.feedbackMax} characters`,
  fieldNotInModule: (fieldName: string) => `The module has no field named "${fieldName}"`,
} as const;


// ---------------------------------------------------------------------------------------------
// Module instances

/** `instance-{moduleId}-{timestamp}-{random}` (the spec's Campaign entity). */
export function newInstanceId(moduleId: number, now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `instance-${moduleId}-${now}-${suffix}`;
}

const INSTANCE_ID = /^instance-(\d{1,10})-/;

/** The module id an instance id names (`instance-12-…` → 12), or null when it names none. */
export function moduleIdOfInstance(instanceId: string): number | null {
  const match = INSTANCE_ID.exec(instanceId);
  if (!match) return null;
  const id = Number(match[1]);
  return isRowId(id) ? id : null;
}

// ---------------------------------------------------------------------------------------------
// Brand tokens and the module template renderer

/** The tokens module HTML may use besides its fields, e.g. `{{brand.primaryColor}}`. */
export const BRAND_TOKEN_NAMES = [
  'brand.name',
  'brand.primaryColor',
  'brand.secondaryColor',
  'brand.accentColor',
  'brand.backgroundColor',
  'brand.textColor',
  'brand.headingFont',
  'brand.bodyFont',
  'brand.baseFontSize',
  'brand.websiteUrl',
] as const;
type BrandTokenName = (typeof BRAND_TOKEN_NAMES)[number];
export type BrandTokens = Record<BrandTokenName, string>;

export function isBrandToken(name: string): name is BrandTokenName {
  return (BRAND_TOKEN_NAMES as readonly string[]).includes(name);
}

/** What brandTokens reads of a brand settings record (the API's BrandSettingsDto fits). */
interface BrandTokenSource {
  name?: string | null;
  website_url?: string | null;
  typography?: { headingFont?: string | null; bodyFont?: string | null; baseFontSize?: number | null } | null;
  colors?: { primary?: string | null; secondary?: string | null; accent?: string | null; background?: string | null; text?: string | null } | null;
}

const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);
const SERIF_HINT = /serif|garamond|georgia|times|playfair|merriweather|lora|baskerville|caslon|didot|bodoni|crimson|libre|spectral/i;

/**
 * A font-family value for email: the brand's font first, then web-safe fallbacks (most email
 * clients have no web fonts). The name keeps letters, digits, spaces and hyphens only, so the
 * value is safe inside a `style` attribute.
 */
export function emailFontStack(font: string | null | undefined, fallbackFont: string): string {
  const name = (font ?? '').replace(/[^\p{L}\p{N} -]/gu, '').replace(/\s+/g, ' ').trim() || fallbackFont;
  const isSerif = SERIF_HINT.test(name) && !/sans/i.test(name);
  const fallbacks = isSerif ? 'Georgia, Times New Roman, serif' : 'Helvetica, Arial, sans-serif';
  if (GENERIC_FAMILIES.has(name.toLowerCase())) return name.toLowerCase();
  // A family name that is not a sequence of identifiers (e.g. starts with a digit) must be quoted.
  const family = /^(?:[\p{L}_-][\p{L}\p{N}_-]*)(?: [\p{L}_-][\p{L}\p{N}_-]*)*$/u.test(name) ? name : `'${name}'`;
  return `${family}, ${fallbacks}`;
}

/**
 * The brand tokens of a brand settings record, with the spec's defaults where the record (or the
 * whole brand) is missing: colours as email-safe hex, fonts as font stacks, the base size in px.
 */
export function brandTokens(brand?: BrandTokenSource | null): BrandTokens {
  const colors = brand?.colors ?? {};
  const typography = brand?.typography ?? {};
  const d = BRAND_DEFAULTS;
  const size = Number(typography.baseFontSize);
  return {
    'brand.name': (brand?.name ?? '').trim() || d.name,
    'brand.primaryColor': emailColor(colors.primary, emailColor(d.colors.primary, '#2463eb')),
    'brand.secondaryColor': emailColor(colors.secondary, emailColor(d.colors.secondary, '#f1f5f9')),
    'brand.accentColor': emailColor(colors.accent, emailColor(d.colors.accent, '#f7931e')),
    'brand.backgroundColor': emailColor(colors.background, emailColor(d.colors.background, '#ffffff')),
    'brand.textColor': emailColor(colors.text, emailColor(d.colors.text, '#0f172a')),
    'brand.headingFont': emailFontStack(typography.headingFont, d.typography.headingFont),
    'brand.bodyFont': emailFontStack(typography.bodyFont, d.typography.bodyFont),
    'brand.baseFontSize': `${Number.isFinite(size) && size > 0 ? size : d.typography.baseFontSize}px`,
    'brand.websiteUrl': (brand?.website_url ?? '').trim(),
  };
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Fills a module's HTML template: each `{{field}}` with its value, HTML-escaped, and each
 * `{{brand.*}}` token with the brand's value. A field with no value (`undefined`) keeps its
 * `{{placeholder}}` so that it shows; an empty string fills it with nothing. Used by the form's
 * live preview and by the exported email alike.
 */
export function renderModuleHtml(html: string, fields: Readonly<Record<string, string | undefined>>, tokens: Readonly<Partial<BrandTokens>> = brandTokens()): string {
  return html.replace(TOKEN, (whole, name: string) => {
    const value = isBrandToken(name) ? tokens[name] : Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
    return value === undefined || value === null ? whole : escapeHtml(String(value));
  });
}

// ---------------------------------------------------------------------------------------------
// The 'Ready to send' checklist (beyond the spec): its items, as the export answers them

export const CHECKLIST_ITEMS = {
  subjectLength: 'Subject line length',
  previewTextLength: 'Preview text length',
  requiredFields: 'Required fields filled',
  placeholders: 'No unfilled placeholders',
  plainText: 'Plain-text version',
  language: 'Language and direction',
  layoutTables: 'Layout tables for screen readers',
  imageAlt: 'Images have alt text',
  contrast: 'Text contrast',
  links: 'Links',
  unsubscribe: 'Unsubscribe link',
  size: 'Email size',
  safeHtml: 'No scripts or unsafe code',
  darkMode: 'Dark mode',
  outlook: 'Outlook',
} as const;
export type ChecklistItemId = keyof typeof CHECKLIST_ITEMS;
/** pass: nothing to do; warn: worth a look; fail: inboxes or readers will punish it. */
export type ChecklistStatus = 'pass' | 'warn' | 'fail';
export const CHECKLIST_STATUSES = ['pass', 'warn', 'fail'] as const satisfies readonly ChecklistStatus[];

/** The size at which the checklist warns: email services add tracking to links and images. */
export const EMAIL_SIZE_WARN_BYTES = 80 * 1024;
