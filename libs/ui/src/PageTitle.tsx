import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's heading, the one h1 of the page, with the line that says what the page is for under
 * it. Pages put it first, alone or beside their main action. The areas' pages use the `h4` style;
 * the settings pages reached from the sidebar's footer (members, email services) the larger,
 * bolder `h1` style of the theme.
 */
export function PageTitle({ title, subtitle, variant = 'h4' }: { title: ReactNode; subtitle: ReactNode; variant?: 'h4' | 'h1' }) {
  return (
    <Box>
      <Typography variant={variant} component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </Box>
  );
}
