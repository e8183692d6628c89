import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { visuallyHidden } from '@mailplan/ui/components';

/**
 * The conflict badge of a card, with the reasons written out beside it. A compact card (the month
 * grid's) keeps the reasons out of sight, for its narrow day: on hover (the badge's title) and for
 * screen readers; the weekly board and the day's "+N more" show them in full.
 */
export function ClashBadge({ reasons, compact = false }: { reasons: readonly string[]; compact?: boolean }) {
  return (
    // positioned: the hidden reasons of a compact card stay inside its 1 px box, not the window's width
    <Box data-testid="clash-badge" sx={{ mt: 0.5, position: 'relative' }}>
      <Chip size="small" color="error" icon={<WarningAmberIcon />} label="Conflict" title={compact ? reasons.join('\n') : undefined} />
      {reasons.map((reason) => (
        <Typography
          key={reason}
          variant="caption"
          color="error"
          component="p"
          sx={compact ? visuallyHidden : { lineHeight: 1.3, mt: 0.25, overflowWrap: 'break-word' }}
        >
          {reason}
        </Typography>
      ))}
    </Box>
  );
}
