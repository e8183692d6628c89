import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useToast } from '@mailplan/ui';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { WEEKS_SHOWN } from './calendar-dates';
import { useGetConceptsQuery, useUpdateConceptMutation } from '@mailplan/api';
import { CalendarBoard } from './CalendarBoard';
import { compositionRows, isPlanned, suggestedAdditions } from './composition';
import { ConceptCardSkeleton } from './ConceptCard';
import type { CalendarConcept } from './concept-types';
import { GettingStarted } from './GettingStarted';
import { ShareCalendarButton } from './ShareCalendarButton';
import { SuggestedAdditions } from './SuggestedAdditions';
import { useToday } from './useToday';

/** The toast of a failed calendar update (the spec's error catalogue). */
export const UPDATE_FAILED_TOAST = {
  title: 'Update failed',
  description: 'There was a problem updating your calendar.',
  variant: 'destructive',
} as const;

function BackToConcepts() {
  return (
    <Button component={Link} to="/email-concepts" startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
      Back to Concepts
    </Button>
  );
}

function CalendarSkeleton() {
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

/** /content-calendar */
export function CalendarPage() {
  const today = useToday();
  const toast = useToast();
  // the concepts screens' list: a change made here shows there, and the other way round
  const { data: concepts, isLoading, isError, error, refetch } = useGetConceptsQuery();
  const [updateConcept] = useUpdateConceptMutation();

  const planned = useMemo(() => (concepts ?? []).filter(isPlanned), [concepts]);
  const suggestions = useMemo(() => suggestedAdditions(concepts ?? []), [concepts]);
  const rows = useMemo(() => compositionRows(concepts ?? []), [concepts]);

  const onSchedule = useCallback(
    (concept: CalendarConcept, scheduledDate: string | null) => {
      // shown in its new week at once, undone when the server refuses; the list is read again after
      updateConcept({ id: concept.id, changes: { scheduledDate }, optimistic: true, refetchList: true })
        .unwrap()
        .catch(() => toast({ ...UPDATE_FAILED_TOAST }));
    },
    [updateConcept, toast],
  );

  if (isLoading) {
    return (
      <Box>
        <BackToConcepts />
        <CalendarSkeleton />
      </Box>
    );
  }

  if (isError || !concepts) {
    const message = error && 'message' in error ? String(error.message) : '';
    return (
      <Box>
        <BackToConcepts />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          The content calendar could not be loaded. {message}
        </Alert>
      </Box>
    );
  }

  if (planned.length === 0) {
    return (
      <Box>
        <BackToConcepts />
        <GettingStarted rows={rows} />
      </Box>
    );
  }

  return (
    <Box>
      <BackToConcepts />
      <Box sx={{ mb: 3 }}>
        <ShareCalendarButton />
        <Typography variant="h4" component="h1">
          Email Content Calendar
        </Typography>
        <Typography color="text.secondary">Drag and drop concepts to schedule them on the weekly timeline.</Typography>
      </Box>
      <CalendarBoard
        concepts={planned}
        today={today}
        onSchedule={onSchedule}
        aside={suggestions.length > 0 ? <SuggestedAdditions suggestions={suggestions} /> : null}
      />
    </Box>
  );
}
