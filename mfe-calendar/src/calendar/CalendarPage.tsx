import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddIcon from '@mui/icons-material/Add';
import RuleIcon from '@mui/icons-material/Rule';
import { useToast } from '@mailplan/ui';
import { CALENDAR_SETTINGS_DEFAULTS, countryOfLocale, weeklyCadence } from '@mailplan/shared';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toCalendarDate, visibleWeeks, WEEKS_SHOWN, widenDays } from './calendar-dates';
import { useCan } from '@mailplan/api/endpoints/auth';
import {
  useCreatePlaceholderMutation,
  useDeletePlaceholderMutation,
  useFillPlaceholderMutation,
  useGetCalendarEventsQuery,
  useGetCalendarSettingsQuery,
  useGetPlaceholdersQuery,
  useUpdateCalendarSettingsMutation,
  useUpdatePlaceholderMutation,
} from '@mailplan/api/endpoints/calendar';
import {
  type ConceptCounts,
  type ConceptRange,
  useGetConceptCountsQuery,
  useGetPlannedConceptsQuery,
  useGetSuggestibleConceptsQuery,
  useGetUnscheduledConceptsInfiniteQuery,
  useUpdateConceptMutation,
} from '@mailplan/api/endpoints/concepts';
import { CalendarBoard, type CalendarView, type PlaceholderHandlers, type UnscheduledMore } from './CalendarBoard';
import { eventsSpan, nearbyEvents } from './calendar-events';
import type { CalendarPlaceholder } from './concept-types';
import { compositionRows, neededTypes, suggestedAdditions, type SelectedByType } from './composition';
import { calendarMonth } from './month-dates';
import { ConceptCardSkeleton } from './ConceptCard';
import type { CalendarConcept } from './concept-types';
import { GettingStarted } from './GettingStarted';
import { ShareCalendarButton } from './ShareCalendarButton';
import { SuggestedAdditions } from './SuggestedAdditions';
import { useToday } from './useToday';

// Dialogs load when first opened.
const PlaceholderDialog = lazy(() => import('./PlaceholderDialog'));
const ClashSettingsDialog = lazy(() => import('./ClashSettingsDialog'));
const GenerateSlotDialog = lazy(() => import('./GenerateSlotDialog'));

const NO_PLACEHOLDERS: CalendarPlaceholder[] = [];

/** The days a view shows when the page opens (the board says when they change). */
function openingDays(today: Date, view: CalendarView): ConceptRange {
  if (view === 'month') {
    const month = calendarMonth(today, 0);
    return { from: toCalendarDate(month.first), to: toCalendarDate(month.last) };
  }
  const weeks = visibleWeeks(today, 0);
  return { from: weeks[0]!.key, to: toCalendarDate(weeks.at(-1)!.end) };
}

/** The selected (and not rejected) concepts of each type, from the counts. */
function selectedOf(counts: ConceptCounts | undefined): SelectedByType {
  return Object.fromEntries(Object.entries(counts ?? {}).map(([type, count]) => [type, count.selected]));
}

/** The browser's country: the holidays shown until the brand kit names the countries it sells in. */
function browserCountry(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  for (const locale of [...(navigator.languages ?? []), navigator.language]) {
    const country = countryOfLocale(locale);
    if (country) return country;
  }
  return undefined;
}

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
  const [params, setParams] = useSearchParams();
  const initialView: CalendarView = params.get('view') === 'month' ? 'month' : 'weeks';

  // What the page reads is bounded by what it shows, never the whole history: the planned
  // concepts of the days shown, Unscheduled Content a page at a time, the counts (the composition)
  // and a few concepts to suggest. They share the concepts screens' cache: a change made here
  // shows there, and the other way round.
  const [days, setDays] = useState<ConceptRange>(() => openingDays(today, initialView));
  const settings = useGetCalendarSettingsQuery().data ?? CALENDAR_SETTINGS_DEFAULTS;
  // with the promotion window's days on each side: a card on the first or last day shown is
  // compared with a promotion just beyond it
  const readDays = useMemo(() => widenDays(days, settings.promotionWindowDays) ?? days, [days, settings.promotionWindowDays]);
  const counts = useGetConceptCountsQuery();
  const plannedQuery = useGetPlannedConceptsQuery(readDays);
  const unscheduledQuery = useGetUnscheduledConceptsInfiniteQuery();
  const rows = useMemo(() => compositionRows(selectedOf(counts.data)), [counts.data]);
  const needed = neededTypes(rows);
  const suggestible = useGetSuggestibleConceptsQuery({ types: needed }, { skip: !counts.data || needed.length === 0 });
  const [updateConcept] = useUpdateConceptMutation();

  const canWrite = useCan('content.write');
  const canEditRules = useCan('brand.write');
  const onViewChange = useCallback(
    (view: CalendarView) => setParams((p) => {
      const next = new URLSearchParams(p);
      if (view === 'month') next.set('view', 'month');
      else next.delete('view');
      return next;
    }, { replace: true }),
    [setParams],
  );

  // what the board shows decides which days' holidays are read (whole months, so moves reuse them)
  const [span, setSpan] = useState<{ from: string; to: string } | null>(null);
  const onRangeChange = useCallback((first: Date, last: Date) => {
    setSpan(eventsSpan(first, last));
    const from = toCalendarDate(first);
    const to = toCalendarDate(last);
    setDays((d) => (d.from === from && d.to === to ? d : { from, to }));
  }, []);
  const country = useMemo(browserCountry, []);
  const eventsQuery = useGetCalendarEventsQuery(span ? { ...span, country } : { from: '', to: '' }, { skip: !span });
  const events = eventsQuery.data?.events;
  const cadence = weeklyCadence(eventsQuery.data?.sendFrequency);
  const [saveSettings, settingsSave] = useUpdateCalendarSettingsMutation();
  const placeholders = useGetPlaceholdersQuery().data ?? NO_PLACEHOLDERS;
  const [createPlaceholder, creation] = useCreatePlaceholderMutation();
  const [updatePlaceholder] = useUpdatePlaceholderMutation();
  const [deletePlaceholder] = useDeletePlaceholderMutation();
  const [fillPlaceholder] = useFillPlaceholderMutation();
  const [adding, setAdding] = useState<string | null>(null);
  const [editingRules, setEditingRules] = useState(false);
  const [confirming, setConfirming] = useState<CalendarPlaceholder | null>(null);
  const [generating, setGenerating] = useState<ReadonlySet<number>>(() => new Set());

  const generate = useCallback(
    (placeholder: CalendarPlaceholder, modelType: string) => {
      setConfirming(null);
      setGenerating((s) => new Set(s).add(placeholder.id));
      fillPlaceholder({ id: placeholder.id, modelType: modelType as never })
        .unwrap()
        .then((filled) => toast({ title: 'Concept generated', description: `“${filled.concept.title}” is scheduled for this slot.` }))
        .catch((error: { message?: string }) =>
          toast({ title: 'Generation failed', description: error?.message ?? 'The concept could not be generated. Please try again.', variant: 'destructive' }),
        )
        .finally(() =>
          setGenerating((s) => {
            const next = new Set(s);
            next.delete(placeholder.id);
            return next;
          }),
        );
    },
    [fillPlaceholder, toast],
  );
  const placeholderHandlers = useMemo<PlaceholderHandlers>(
    () => ({
      onMove: (placeholder, date) =>
        void updatePlaceholder({ id: placeholder.id, changes: { date } })
          .unwrap()
          .catch(() => toast({ ...UPDATE_FAILED_TOAST })),
      onGenerate: (placeholder) => setConfirming(placeholder),
      onRemove: (placeholder) =>
        void deletePlaceholder(placeholder.id)
          .unwrap()
          .catch(() => toast({ ...UPDATE_FAILED_TOAST })),
      onAdd: (date) => setAdding(date),
    }),
    [updatePlaceholder, deletePlaceholder, toast],
  );

  const scheduled = plannedQuery.data;
  const unscheduledPages = unscheduledQuery.data?.pages;
  // the days shown and the concepts with no date read so far (each once: a move may briefly hold one in both)
  const planned = useMemo(() => {
    const byId = new Map<number, CalendarConcept>();
    for (const concept of scheduled ?? []) byId.set(concept.id, concept);
    for (const page of unscheduledPages ?? []) for (const concept of page.items) byId.set(concept.id, concept);
    return [...byId.values()];
  }, [scheduled, unscheduledPages]);
  const { fetchNextPage, isFetchingNextPage } = unscheduledQuery;
  const unscheduledMore = useMemo<UnscheduledMore | undefined>(() => {
    if (!unscheduledPages?.length) return undefined;
    const read = unscheduledPages.reduce((n, page) => n + page.items.length, 0);
    return { left: Math.max(0, unscheduledPages.at(-1)!.total - read), loading: isFetchingNextPage, onShowMore: () => void fetchNextPage() };
  }, [unscheduledPages, isFetchingNextPage, fetchNextPage]);
  const suggestions = useMemo(() => suggestedAdditions(rows, suggestible.data ?? {}), [rows, suggestible.data]);
  const selectedCount = rows.reduce((n, row) => n + row.selected, 0);

  const onSchedule = useCallback(
    (concept: CalendarConcept, scheduledDate: string | null) => {
      // shown in its new week (or back in Unscheduled Content) at once, undone when the server refuses
      updateConcept({ id: concept.id, changes: { scheduledDate }, optimistic: true })
        .unwrap()
        .catch(() => toast({ ...UPDATE_FAILED_TOAST }));
    },
    [updateConcept, toast],
  );

  const failed = [counts, plannedQuery, unscheduledQuery].find((q) => q.isError);
  const isError = !!failed;
  const error = failed?.error;
  const refetch = () => {
    for (const query of [counts, plannedQuery, unscheduledQuery]) if (query.isError) void query.refetch();
  };
  // Getting Started as soon as the counts say nothing is selected; the board once its days and
  // the first page of Unscheduled Content are in
  const isLoading = !isError && (!counts.data || (selectedCount > 0 && (!scheduled || !unscheduledPages)));

  if (isLoading) {
    return (
      <Box>
        <BackToConcepts />
        <CalendarSkeleton />
      </Box>
    );
  }

  if (isError) {
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

  if (selectedCount === 0) {
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
      {/* the days just navigated to, while they are read (the board shows their weeks at once) */}
      <Box sx={{ height: 4, mb: 1 }}>
        {plannedQuery.isFetching && !plannedQuery.currentData && <LinearProgress aria-label="Loading the weeks shown" />}
      </Box>
      <CalendarBoard
        concepts={planned}
        unscheduledMore={unscheduledMore}
        today={today}
        onSchedule={onSchedule}
        aside={suggestions.length > 0 ? <SuggestedAdditions suggestions={suggestions} /> : null}
        toolbar={
          <>
            {canWrite && (
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(toCalendarDate(today))}>
                Add placeholder
              </Button>
            )}
            <Button variant="text" startIcon={<RuleIcon />} onClick={() => setEditingRules(true)}>
              Conflict rules
            </Button>
          </>
        }
        placeholders={placeholders}
        placeholderHandlers={placeholderHandlers}
        generating={generating}
        events={events}
        countryCount={eventsQuery.data?.countries.length ?? 0}
        rules={settings}
        cadence={cadence}
        canWrite={canWrite}
        onRangeChange={onRangeChange}
        initialView={initialView}
        onViewChange={onViewChange}
      />
      <Suspense fallback={null}>
        {adding && (
          <PlaceholderDialog
            initialDate={adding}
            saving={creation.isLoading}
            onCancel={() => setAdding(null)}
            onSave={(draft) => {
              createPlaceholder(draft)
                .unwrap()
                .then(() => setAdding(null))
                .catch((error: { message?: string }) =>
                  toast({ title: 'Placeholder not saved', description: error?.message ?? 'Please try again.', variant: 'destructive' }),
                );
            }}
          />
        )}
        {editingRules && (
          <ClashSettingsDialog
            rules={settings}
            readOnly={!canEditRules}
            saving={settingsSave.isLoading}
            onCancel={() => setEditingRules(false)}
            onSave={(rules) => {
              saveSettings(rules)
                .unwrap()
                .then(() => setEditingRules(false))
                .catch((error: { message?: string }) =>
                  toast({ title: 'Rules not saved', description: error?.message ?? 'Please try again.', variant: 'destructive' }),
                );
            }}
          />
        )}
        {confirming && (
          <GenerateSlotDialog
            placeholder={confirming}
            near={nearbyEvents(events ?? [], confirming.date)[0]?.name}
            onCancel={() => setConfirming(null)}
            onGenerate={(modelType) => generate(confirming, modelType)}
          />
        )}
      </Suspense>
    </Box>
  );
}
