import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { WEEKS_SHOWN } from './calendar-dates';
import { ConceptCardSkeleton } from './ConceptCard';

/** The way back to the concepts page, above every state of the calendar. */
export function BackToConcepts() {
  return (
    <Button component={Link} to="/email-concepts" startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
      Back to Concepts
    </Button>
  );
}

/** The calendar's shape while its first reads arrive. */
export function CalendarSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the content calendar">
      <Skeleton variant="text" width={320} height={44} />
      <Skeleton variant="text" width={420} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' } }}>
        <Stack spacing={1}>
          <Skeleton variant="text" width={180} height={32} />
          <ConceptCardSkeleton />
          <ConceptCardSkeleton />
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
          {Array.from({ length: WEEKS_SHOWN }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={160} data-testid="week-skeleton" />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
