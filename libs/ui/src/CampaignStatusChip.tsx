import Chip, { type ChipProps } from '@mui/material/Chip';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@mailplan/shared';

const COLOR: Record<CampaignStatus, ChipProps['color']> = {
  draft: 'default',
  in_review: 'info',
  changes_requested: 'warning',
  approved: 'success',
};

/**
 * A campaign's approval status as a small chip ('Draft', 'In review', 'Changes requested',
 * 'Approved'): on the campaign list and detail, and on the calendar's cards of linked concepts.
 */
export function CampaignStatusChip({ status, size = 'small' }: { status: CampaignStatus | undefined | null; size?: ChipProps['size'] }) {
  if (!status) return null;
  return (
    <Chip
      size={size}
      label={CAMPAIGN_STATUS_LABELS[status] ?? status}
      color={COLOR[status] ?? 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      data-testid="campaign-status"
      data-status={status}
      sx={{ fontWeight: 500 }}
    />
  );
}
