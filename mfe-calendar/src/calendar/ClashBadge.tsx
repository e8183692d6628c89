import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

/** Out of sight, still read by screen readers (the usual clip pattern). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The conflict badge of a card, with the reasons written out beside it. A compact card (the month
 * grid's) keeps the reasons out of sight, for its narrow day: on hover (the badge's title) and for
 * screen readers; the weekly board and the day's "+N more" show them in full.
 */
export function ClashBadge({ reasons, compact = false }: { reasons: readonly string[]; compact?: boolean }) {
  return (
    <Box data-testid="clash-badge" sx={{ mt: 0.5 }}>
      <Chip size="small" color="error" icon={<WarningAmberIcon />} label="Conflict" title={compact ? reasons.join('\n') : undefined} />
      {reasons.map((reason) => (
        <Typography
          key={reason}
          variant="caption"
          color="error"
          component="p"
          sx={compact ? VISUALLY_HIDDEN : { lineHeight: 1.3, mt: 0.25, wordBreak: 'break-word' }}
        >
          {reason}
        </Typography>
      ))}
    </Box>
  );
}
