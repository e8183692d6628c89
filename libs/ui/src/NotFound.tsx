import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The fallback page for unknown paths (the spec's route table), used by the shell and every area. */
export function NotFound() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary">Did you forget to add the page to the router?</Typography>
    </Box>
  );
}
