import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { normalizeCampaignType, type CampaignType } from '@mailplan/shared';
import type { ChipProps } from '@mui/material/Chip';
import { CAMPAIGN_TYPE_BADGE_VARIANTS, CAMPAIGN_TYPE_LABELS, type CampaignTypeBadgeVariant } from './campaign-types';

/** The spec's badge variants drawn with MUI's Chip. */
const CHIP_PROPS: Record<CampaignTypeBadgeVariant, Pick<ChipProps, 'color' | 'variant'>> = {
  default: { color: 'primary', variant: 'filled' },
  secondary: { color: 'secondary', variant: 'filled' },
  destructive: { color: 'error', variant: 'filled' },
  outline: { color: 'default', variant: 'outlined' },
};

/**
 * The dot's colour per type: one each, so the five types the spec draws as outline badges still
 * tell apart in the month grid (docs/decisions.md#month-view-fit).
 */
const DOT_COLORS: Record<CampaignType, string> = {
  product_spotlight: 'primary.main',
  education: 'secondary.main',
  promotion: 'error.main',
  community: 'success.main',
  news: 'info.main',
  event: 'warning.main',
  thought_leadership: 'grey.700',
  other: 'grey.400',
};

/**
 * The campaign-type badge; an unknown type shows as Other. `dot`: the month grid's form, a
 * coloured dot that fits a narrow day, its type named on hover (a plain title, not MUI's Tooltip:
 * a month shows many cards) and to screen readers.
 */
export function TypeBadge({ type, dot = false }: { type: string; dot?: boolean }) {
  const known = normalizeCampaignType(type);
  const variant = CAMPAIGN_TYPE_BADGE_VARIANTS[known];
  const label = CAMPAIGN_TYPE_LABELS[known];
  if (dot) {
    return (
      <Box
        component="span"
        role="img"
        aria-label={label}
        title={label}
        data-testid="type-dot"
        data-type={known}
        sx={{ display: 'inline-block', flex: 'none', width: 10, height: 10, borderRadius: '50%', bgcolor: DOT_COLORS[known] }}
      />
    );
  }
  return <Chip size="small" label={label} data-variant={variant} {...CHIP_PROPS[variant]} />;
}
