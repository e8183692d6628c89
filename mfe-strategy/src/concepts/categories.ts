import type { Concept } from './concept.types';

/** The 8 campaign types in the spec's order (part 2, section 2). */
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

/** Underscores as spaces, each word capitalised: `thought_leadership` → `Thought Leadership`. */
export function campaignTypeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function isCampaignType(type: string): type is CampaignType {
  return (CAMPAIGN_TYPES as readonly string[]).includes(type);
}

export interface ConceptGroups {
  byType: Record<CampaignType, Concept[]>;
  /** Concepts not rejected (the footer's M). */
  active: number;
  /** Of those, how many are selected (the footer's N). */
  selected: number;
  /** Rejected concepts, shown or not. */
  rejected: number;
}

/** Groups concepts by type, in list order; an unknown type goes under `other`. */
export function groupConcepts(concepts: readonly Concept[], showRejected: boolean): ConceptGroups {
  const byType = Object.fromEntries(CAMPAIGN_TYPES.map((t) => [t, [] as Concept[]])) as Record<CampaignType, Concept[]>;
  let active = 0;
  let selected = 0;
  let rejected = 0;
  for (const c of concepts) {
    if (c.rejected) {
      rejected += 1;
      if (!showRejected) continue;
    } else {
      active += 1;
      if (c.selected) selected += 1;
    }
    byType[isCampaignType(c.campaignType) ? c.campaignType : 'other'].push(c);
  }
  return { byType, active, selected, rejected };
}
