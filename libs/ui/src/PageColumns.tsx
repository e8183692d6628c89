import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A page's main column and its side column: side by side on wide screens (from `lg`), one under
 * the other below that. `main` and `side` are their shares of the row's width (2 and 1: two
 * thirds and one third); `minmax(0, …)` lets a long word wrap instead of widening a column.
 */
export function PageColumns({ main, side, children }: { main: number; side: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: `minmax(0, ${main}fr) minmax(0, ${side}fr)` },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
