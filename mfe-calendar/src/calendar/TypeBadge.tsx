import Chip from '@mui/material/Chip';
import { normalizeCampaignType } from '@mailplan/shared';
import type { ChipProps } from '@mui/material/Chip';
import { CAMPAIGN_TYPE_BADGE_VARIANTS, CAMPAIGN_TYPE_LABELS, type CampaignTypeBadgeVariant } from './campaign-types';

/** The spec's badge variants drawn with MUI's Chip. */
const CHIP_PROPS: Record<CampaignTypeBadgeVariant, Pick<ChipProps, 'color' | 'variant'>> = {
  default: { color: 'primary', variant: 'filled' },
  secondary: { color: 'secondary', variant: 'filled' },
  destructive: { color: 'error', variant: 'filled' },
  outline: { color: 'default', variant: 'outlined' },
};

/** The campaign-type badge; an unknown type shows as Other. */
export function TypeBadge({ type }: { type: string }) {
  const known = normalizeCampaignType(type);
  const variant = CAMPAIGN_TYPE_BADGE_VARIANTS[known];
  return <Chip size="small" label={CAMPAIGN_TYPE_LABELS[known]} data-variant={variant} {...CHIP_PROPS[variant]} />;
}
