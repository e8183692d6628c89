import { CAMPAIGN_TYPES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import type { Concept } from './concept.types';

export { CAMPAIGN_TYPES, type CampaignType } from '@mailplan/shared';
export { campaignTypeLabel } from '@mailplan/ui';

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

/**
 * `next` with each category's list replaced by the one in `previous` when it holds the same
 * concepts (the same objects, in order): a change to one concept (a select toggle) then gives a new
 * list to its own category only, and only that card renders again.
 */
export function keepUnchangedLists(previous: ConceptGroups | undefined, next: ConceptGroups): ConceptGroups {
  if (!previous) return next;
  const byType = { ...next.byType };
  for (const type of CAMPAIGN_TYPES) {
    const before = previous.byType[type];
    const now = byType[type];
    if (before.length === now.length && before.every((c, i) => c === now[i])) byType[type] = before;
  }
  return { ...next, byType };
}
