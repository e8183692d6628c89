import type { ConceptCategoryCount, ConceptCounts } from '@mailplan/api/endpoints/concepts';
import { CAMPAIGN_TYPES, normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import type { Concept } from './concept.types';

export { CAMPAIGN_TYPES, type CampaignType } from '@mailplan/shared';
export { campaignTypeLabel } from '@mailplan/ui/components';

/** The page's counts over every category (from `GET /api/email-concepts/counts`). */
export interface ConceptTotals {
  /** Every concept, rejected ones included (none: the empty state). */
  all: number;
  /** Concepts not rejected (the footer's M). */
  active: number;
  /** Of those, how many are selected (the footer's N). */
  selected: number;
  /** Rejected concepts, shown or not. */
  rejected: number;
}

/** The counts of all categories together. */
export function totalsOf(counts: ConceptCounts | undefined): ConceptTotals {
  const totals = { all: 0, active: 0, selected: 0, rejected: 0 };
  if (!counts) return totals;
  for (const type of CAMPAIGN_TYPES) {
    const { total, selected, rejected } = counts[type];
    totals.all += total;
    totals.active += total - rejected;
    totals.selected += selected;
    totals.rejected += rejected;
  }
  return totals;
}

/** How many concepts a category card lists: the rejected ones only when they are shown. */
export function listedCount(count: ConceptCategoryCount, showRejected: boolean): number {
  return showRejected ? count.total : count.total - count.rejected;
}

/**
 * The concepts an open card lists, from the pages read so far: each once, still of this category
 * (an edit may have moved one), and rejected ones only when shown (a rejection leaves at once,
 * before the pages are read again).
 */
export function listedConcepts(pages: readonly { items: readonly Concept[] }[], type: CampaignType, showRejected: boolean): Concept[] {
  const seen = new Set<number>();
  const listed: Concept[] = [];
  for (const page of pages) {
    for (const c of page.items) {
      if (seen.has(c.id) || normalizeCampaignType(c.campaignType) !== type || (c.rejected && !showRejected)) continue;
      seen.add(c.id);
      listed.push(c);
    }
  }
  return listed;
}
