/**
 * Email concepts: campaign types, the monthly composition, limits and texts (the spec's constants,
 * entities, validation rules and error catalogue).
 */
import { CAMPAIGN_MESSAGES } from './campaigns.js';

/** The 8 concept categories, in the order the concepts page shows them. */
export const CAMPAIGN_TYPES = [
  'product_spotlight',
  'education',
  'community',
  'promotion',
  'news',
  'event',
  'thought_leadership',
  'other',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/**
 * A campaign type's label as the screens and the calendar feed show it: underscores as spaces,
 * each word capitalised ('product_spotlight' → 'Product Spotlight').
 */
export function campaignTypeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function isCampaignType(value: unknown): value is CampaignType {
  return typeof value === 'string' && (CAMPAIGN_TYPES as readonly string[]).includes(value);
}

/** An unknown type is grouped under `other` (the spec's EmailConcept entity). */
export function normalizeCampaignType(value: unknown): CampaignType {
  return isCampaignType(value) ? value : 'other';
}

/** Recommended number of emails of each type in a month (the spec's business constants). */
export const RECOMMENDED_MONTHLY_COMPOSITION: Record<CampaignType, number> = {
  product_spotlight: 2,
  education: 2,
  community: 1,
  promotion: 1,
  news: 1,
  event: 0,
  thought_leadership: 1,
  other: 0,
};

/**
 * A concept's strategic alignment as it may arrive: an object, or the JSON text of one (older
 * concepts and clients send it so). Answers the object, or undefined for anything else. The API
 * (reading a request and a stored row) and the screens read it with this one function.
 */
export function strategicAlignmentObject(value: unknown): Record<string, unknown> | undefined {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return undefined;
    }
  }
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

export const CONCEPT_LIMITS = {
  titleMax: 200,
  generationIdLength: 36,
} as const;

/**
 * Validation texts of the concept edit form, the generation fields and refinement (the spec's
 * validation rules).
 */
export const CONCEPT_MESSAGES = {
  // edit form
  titleRequired: 'Title is required',
  titleMax: 'Title must be at most 200 characters',
  coreMessageRequired: 'Core message is required',
  targetAudienceRequired: 'Target audience is required',
  callToActionRequired: 'Call to action is required',
  campaignTypeInvalid: `Campaign type must be one of: ${CAMPAIGN_TYPES.join(', ')}`,
  targetSegmentRequired: 'Target segment is required',
  journeyPhaseRequired: 'Journey phase is required',
  strategicPriorityRequired: 'Strategic priority is required',
  referenceText: 'Reference must be text',
  strategicAlignmentInvalid: 'Strategic alignment must be an object or JSON text of one',
  // generation fields (what every generated concept must have)
  conceptTitleRequired: 'Concept title is required',
  targetAudienceDescriptionRequired: 'Target audience description is required',
  modelTypeInvalid: CAMPAIGN_MESSAGES.modelTypeInvalid,
  businessContextText: 'Business context must be text',
  // flags and schedule
  selectedBoolean: 'Selected must be true or false',
  rejectedBoolean: 'Rejected must be true or false',
  scheduledDateInvalid: 'Scheduled date must be a calendar date (yyyy-mm-dd) or null',
  nothingToUpdate: 'Nothing to update',
  // refinement
  instructionsRequired: 'Please provide instructions for refinement',
  conceptDataUnavailable: 'Concept data not available. Please try again.',
  noRefinedData: 'No refined data available to apply. Please try the refinement again.',
  refineFailed: 'Failed to refine concept',
  applyFailed: 'Failed to apply refinements',
  missingRefinementInformation: CAMPAIGN_MESSAGES.missingRefinementInformation,
  // ids and lookups
  conceptIdInvalid: 'Concept id must be a positive integer',
  campaignIdInvalid: CAMPAIGN_MESSAGES.campaignIdInvalid,
  conceptNotFound: 'Email concept not found',
  campaignNotFound: CAMPAIGN_MESSAGES.campaignNotFound,
  // load failures shown by the screens
  loadFailed: 'Failed to load email concept. It may have been deleted or you may not have permission to view it.',
  dialogLoadFailedPrefix: 'Failed to load content: ',
  dialogConceptDataFailed: 'Failed to load concept data. Please try closing and reopening the dialog.',
  fetchFailed: (status: number | string, text: string) => `Failed to fetch concept: ${status} ${text}`,
} as const;

/** A concept's scheduled date: a calendar date, `yyyy-mm-dd`, that exists (product decision P10). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A concept in the plan (the calendar, the composition, the feed): selected and not rejected; a
 * rejected concept takes no part, selected or not. The API's queries filter on the same flags; the
 * screens read the rule from here instead of writing it again.
 */
export function isPlannedConcept(c: { selected: boolean; rejected: boolean }): boolean {
  return c.selected && !c.rejected;
}

/** A concept Suggested Additions may offer: neither selected nor rejected. */
export function isSuggestibleConcept(c: { selected: boolean; rejected: boolean }): boolean {
  return !c.selected && !c.rejected;
}
