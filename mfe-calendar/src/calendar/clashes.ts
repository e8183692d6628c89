import { differenceInCalendarDays } from 'date-fns';
import { normalizeCampaignType } from '@mailplan/shared';
import { parseCalendarDate } from './calendar-dates';

/** What a clash rule looks at: a concept or a placeholder with a date. */
export interface PlannedItem {
  /** `concept-1`, `placeholder-2`: the draggable id. */
  key: string;
  date: string | null;
  campaignType: string;
  title: string;
}

/** The organization's clash rules (GET /api/calendar/settings). */
export interface ClashRules {
  sameDayClash: boolean;
  promotionClash: boolean;
  promotionWindowDays: number;
}

/**
 * Why each item clashes with others, by key: two items on the same day, or two promotions fewer
 * than the window's days apart (7: within a week of each other). Items without a date never clash.
 */
export function findClashes(items: readonly PlannedItem[], rules: ClashRules): Map<string, string[]> {
  const dated = items
    .map((item) => ({ item, day: parseCalendarDate(item.date) }))
    .filter((x): x is { item: PlannedItem; day: Date } => x.day !== null)
    .sort((a, b) => a.day.getTime() - b.day.getTime());
  const reasons = new Map<string, string[]>();
  const add = (key: string, reason: string) => {
    const list = reasons.get(key);
    if (!list) reasons.set(key, [reason]);
    else if (!list.includes(reason)) list.push(reason);
  };
  const reach = Math.max(rules.sameDayClash ? 0 : -1, rules.promotionClash ? rules.promotionWindowDays - 1 : -1);
  for (let i = 0; i < dated.length; i++) {
    const a = dated[i]!;
    for (let j = i + 1; j < dated.length; j++) {
      const b = dated[j]!;
      const apart = differenceInCalendarDays(b.day, a.day);
      if (apart > reach) break;
      if (rules.sameDayClash && apart === 0) {
        add(a.item.key, `Same day as “${b.item.title}”`);
        add(b.item.key, `Same day as “${a.item.title}”`);
      }
      if (
        rules.promotionClash &&
        apart < rules.promotionWindowDays &&
        normalizeCampaignType(a.item.campaignType) === 'promotion' &&
        normalizeCampaignType(b.item.campaignType) === 'promotion'
      ) {
        const within = `${rules.promotionWindowDays} day${rules.promotionWindowDays === 1 ? '' : 's'}`;
        add(a.item.key, `Another promotion within ${within}: “${b.item.title}”`);
        add(b.item.key, `Another promotion within ${within}: “${a.item.title}”`);
      }
    }
  }
  return reasons;
}
