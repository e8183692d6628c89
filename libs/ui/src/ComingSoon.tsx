import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A page heading with a short note, for screens whose area exists but whose content is not built yet. */
export function ComingSoon({ title, note = 'This screen is coming soon.' }: { title: string; note?: string }) {
  return (
    <Box>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{note}</Typography>
    </Box>
  );
}
