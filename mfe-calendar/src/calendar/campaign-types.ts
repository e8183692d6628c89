import type { CampaignType } from '@mailplan/shared';

/** The 8 categories' names as the calendar shows them (the spec's concept categories). */
export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  product_spotlight: 'Product Spotlight',
  education: 'Education',
  community: 'Community',
  promotion: 'Promotion',
  news: 'News',
  event: 'Event',
  thought_leadership: 'Thought Leadership',
  other: 'Other',
};

export type CampaignTypeBadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** Badge variant per type (the spec's business constants). */
export const CAMPAIGN_TYPE_BADGE_VARIANTS: Record<CampaignType, CampaignTypeBadgeVariant> = {
  product_spotlight: 'default',
  education: 'secondary',
  community: 'outline',
  promotion: 'destructive',
  news: 'outline',
  event: 'outline',
  thought_leadership: 'outline',
  other: 'outline',
};
