import Typography from '@mui/material/Typography';

/** A concept's core message under its title, cut with an ellipsis after `lines` lines. */
export function CoreMessage({ text, lines }: { text: string; lines: number }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {text}
    </Typography>
  );
}
