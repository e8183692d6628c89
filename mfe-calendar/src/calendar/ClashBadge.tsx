import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

/** The conflict badge of a card, with the reasons written out beside it. */
export function ClashBadge({ reasons }: { reasons: readonly string[] }) {
  return (
    <Box data-testid="clash-badge" sx={{ mt: 0.5 }}>
      <Chip size="small" color="error" icon={<WarningAmberIcon />} label="Conflict" />
      {reasons.map((reason) => (
        <Typography key={reason} variant="caption" color="error" component="p" sx={{ lineHeight: 1.3, mt: 0.25, wordBreak: 'break-word' }}>
          {reason}
        </Typography>
      ))}
    </Box>
  );
}
