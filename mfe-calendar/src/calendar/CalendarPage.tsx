import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RuleIcon from '@mui/icons-material/Rule';
import { useToast } from '@mailplan/ui';
import { RetryAlert } from '@mailplan/ui/components';
import { CALENDAR_SETTINGS_DEFAULTS, weeklyCadence } from '@mailplan/shared';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toCalendarDate } from './calendar-dates';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetCalendarEventsQuery, useGetCalendarSettingsQuery, useUpdateCalendarSettingsMutation } from '@mailplan/api/endpoints/calendar';
import { CalendarBoard, type CalendarView } from './CalendarBoard';
import { eventsSpan, nearbyEvents } from './calendar-events';
import { browserCountry, openingDays } from './calendar-page';
import { BackToConcepts, CalendarSkeleton } from './CalendarSkeleton';
import { GettingStarted } from './GettingStarted';
import { ShareCalendarButton } from './ShareCalendarButton';
import { SuggestedAdditions } from './SuggestedAdditions';
import { useCalendarConcepts } from './useCalendarConcepts';
import { usePlaceholders } from './usePlaceholders';
import { useToday } from './useToday';

export { UPDATE_FAILED_TOAST } from './calendar-page';

// Dialogs load when first opened.
const PlaceholderDialog = lazy(() => import('./PlaceholderDialog'));
const ClashSettingsDialog = lazy(() => import('./ClashSettingsDialog'));
const GenerateSlotDialog = lazy(() => import('./GenerateSlotDialog'));

/** /content-calendar */
export function CalendarPage() {
  const today = useToday();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const initialView: CalendarView = params.get('view') === 'month' ? 'month' : 'weeks';

  const settings = useGetCalendarSettingsQuery().data ?? CALENDAR_SETTINGS_DEFAULTS;
  const { concepts, unscheduledMore, rows, suggestions, selectedCount, onSchedule, setDays, isLoading, failed, retry, readingDays } = useCalendarConcepts(
    () => openingDays(today, initialView),
    settings.promotionWindowDays,
  );

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
  }, [setDays]);
  const country = useMemo(browserCountry, []);
  const eventsQuery = useGetCalendarEventsQuery(span ? { ...span, country } : { from: '', to: '' }, { skip: !span });
  const events = eventsQuery.data?.events;
  const cadence = weeklyCadence(eventsQuery.data?.sendFrequency);
  const [saveSettings, settingsSave] = useUpdateCalendarSettingsMutation();
  const [editingRules, setEditingRules] = useState(false);
  const { placeholders, handlers: placeholderHandlers, generating, generate, adding, setAdding, creating, create, confirming, setConfirming } = usePlaceholders();

  if (isLoading) {
    return (
      <Box>
        <BackToConcepts />
        <CalendarSkeleton />
      </Box>
    );
  }

  if (failed) {
    const error = failed.error;
    const message = error && 'message' in error ? String(error.message) : '';
    return (
      <Box>
        <BackToConcepts />
        <RetryAlert message={`The content calendar could not be loaded. ${message}`} onRetry={retry} />
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
        {readingDays && <LinearProgress aria-label="Loading the weeks shown" />}
      </Box>
      <CalendarBoard
        concepts={concepts}
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
            saving={creating}
            onCancel={() => setAdding(null)}
            onSave={create}
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
