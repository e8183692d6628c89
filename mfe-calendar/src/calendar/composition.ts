import {
  CAMPAIGN_TYPES,
  RECOMMENDED_MONTHLY_COMPOSITION,
  isSuggestibleConcept,
  normalizeCampaignType,
  type CampaignType,
} from '@mailplan/shared';
import type { CalendarConcept } from './concept-types';

/** Suggested Additions shows at most this many concepts (the spec's business constants). */
export const SUGGESTIONS_MAX = 6;

/** Selected (and not rejected) concepts per type, as `GET /api/email-concepts/counts` counts them. */
export type SelectedByType = Partial<Record<CampaignType, number>>;

export interface CompositionRow {
  type: CampaignType;
  recommended: number;
  selected: number;
  /** How many more of this type the recommendation asks for (0 when complete). */
  needed: number;
  /** `Complete` or `Needs N more`. */
  status: string;
}

export function compositionStatus(needed: number): string {
  return needed <= 0 ? 'Complete' : `Needs ${needed} more`;
}

/** The recommended monthly composition against the selected concepts, one row per campaign type in the product's order. */
export function compositionRows(selected: SelectedByType): CompositionRow[] {
  return CAMPAIGN_TYPES.map((type) => {
    const recommended = RECOMMENDED_MONTHLY_COMPOSITION[type];
    const count = selected[type] ?? 0;
    const needed = Math.max(0, recommended - count);
    return { type, recommended, selected: count, needed, status: compositionStatus(needed) };
  });
}

/** The types the month is short of, in the product's order: the categories Suggested Additions reads. */
export function neededTypes(rows: readonly CompositionRow[]): CampaignType[] {
  return rows.filter((row) => row.needed > 0).map((row) => row.type);
}

function newestFirst(a: CalendarConcept, b: CalendarConcept): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

/**
 * Suggested Additions: unselected, non-rejected concepts of the types that have fewer selected
 * concepts than recommended, at most 6, from `candidates` (the newest of each such type). The most
 * under-represented type comes first, and the types take turns (one concept each, newest first)
 * so that one type cannot fill the card.
 */
export function suggestedAdditions(
  rows: readonly CompositionRow[],
  candidates: Partial<Record<CampaignType, readonly CalendarConcept[]>>,
  max = SUGGESTIONS_MAX,
): CalendarConcept[] {
  const queues = rows
    .filter((row) => row.needed > 0)
    // stable: equal needs keep the product's type order
    .sort((a, b) => b.needed - a.needed)
    .map((row) =>
      (candidates[row.type] ?? [])
        .filter((c) => isSuggestibleConcept(c) && normalizeCampaignType(c.campaignType) === row.type)
        .sort(newestFirst),
    );

  const picked: CalendarConcept[] = [];
  for (let round = 0; picked.length < max; round++) {
    let any = false;
    for (const queue of queues) {
      const next = queue[round];
      if (!next) continue;
      any = true;
      picked.push(next);
      if (picked.length === max) break;
    }
    if (!any) break;
  }
  return picked;
}
