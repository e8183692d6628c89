import Box from '@mui/material/Box';
import { CampaignStatusChip } from '@mailplan/ui/components';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@mailplan/shared';

/**
 * The status in a campaign list row: plain markup (the rows avoid per-row MUI components), styled
 * by STATUS_TAG_SX in the table's one style rule; render it before the name. A draft shows nothing: it is where every
 * campaign starts, so a list that never used review looks as before.
 */
export function StatusTag({ status }: { status: CampaignStatus | undefined }) {
  if (!status || status === 'draft') return null;
  return (
    <span className={`mp-status mp-status-${status}`} data-testid="campaign-status" data-status={status}>
      {CAMPAIGN_STATUS_LABELS[status]}
    </span>
  );
}

export const STATUS_TAG_SX = {
  // placed before the name and floated right: a long name is cut before the tag, never the tag
  '& .mp-status': {
    float: 'right',
    ml: 1,
    px: 1,
    borderRadius: 8,
    typography: 'caption',
    fontWeight: 500,
    lineHeight: '20px',
  },
  '& .mp-status-in_review': { bgcolor: 'info.main', color: 'info.contrastText' },
  '& .mp-status-changes_requested': { bgcolor: 'warning.main', color: 'warning.contrastText' },
  '& .mp-status-approved': { bgcolor: 'success.main', color: 'success.contrastText' },
} as const;

/** The status beside a campaign's name on its page; nothing for a draft, as in the list. */
export function HeaderStatus({ status }: { status: CampaignStatus | undefined }) {
  if (!status || status === 'draft') return null;
  return (
    <Box component="span" sx={{ ml: 1.5, display: 'inline-flex', verticalAlign: 'middle' }}>
      <CampaignStatusChip status={status} />
    </Box>
  );
}
