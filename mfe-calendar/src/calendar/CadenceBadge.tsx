import Chip from '@mui/material/Chip';
import { cadenceStatus, type WeeklyCadence } from '@mailplan/shared';

const STATUS = {
  under: { text: 'under', color: 'warning' },
  on: { text: 'on target', color: 'success' },
  over: { text: 'over', color: 'error' },
} as const;

/** A week's scheduled emails against the strategy's weekly target: under, on or over. */
export function CadenceBadge({ scheduled, target }: { scheduled: number; target: WeeklyCadence }) {
  const status = cadenceStatus(scheduled, target);
  const { text, color } = STATUS[status];
  return (
    <Chip
      size="small"
      variant={status === 'on' ? 'filled' : 'outlined'}
      color={color}
      data-testid="cadence-badge"
      data-status={status}
      label={`${scheduled} of ${target.label} · ${text}`}
      title={`${scheduled} planned this week; your strategy's send frequency asks for ${target.label} a week`}
      sx={{ flexShrink: 0 }}
    />
  );
}
