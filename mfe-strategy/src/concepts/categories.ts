import { CAMPAIGN_TYPES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import type { Concept } from './concept.types';

export { CAMPAIGN_TYPES, campaignTypeLabel, type CampaignType } from '@mailplan/shared';

export interface ConceptGroups {
  byType: Record<CampaignType, Concept[]>;
  /** Concepts not rejected (the footer's M). */
  active: number;
  /** Of those, how many are selected (the footer's N). */
  selected: number;
  /** Rejected concepts, shown or not. */
  rejected: number;
}

/** Groups concepts by type, in list order; an unknown type goes under `other`; rejected ones only when shown. */
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
    byType[normalizeCampaignType(c.campaignType)].push(c);
  }
  return { byType, active, selected, rejected };
}
