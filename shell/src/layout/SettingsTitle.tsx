import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The heading of a settings page reached from the sidebar's footer (members, email services),
 * with its description under it. Larger and bolder than an area's page title (the theme's h1).
 */
export function SettingsTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </Box>
  );
}
