import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { WeeklyCadence } from '@mailplan/shared';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CalendarCellProps, CalendarView, PlaceholderHandlers, UnscheduledMore } from './board-types';
import { CalendarNavigation } from './CalendarNavigation';
import { parseCalendarDate, toCalendarDate, visibleWeeks } from './calendar-dates';
import { notesIn, oneDayEventsByDate, rangesIn, type CalendarEvent } from './calendar-events';
import type { ClashRules } from './clashes';
import { ConceptCardView } from './ConceptCard';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { announcements, collisionDetection, screenReaderInstructions } from './dnd';
import { MonthGrid } from './MonthGrid';
import { calendarMonth } from './month-dates';
import { UnscheduledPanel } from './UnscheduledPanel';
import { useCalendarDnd } from './useCalendarDnd';
import { useClashes } from './useClashes';
import { useUnscheduledPanel } from './useUnscheduledPanel';
import { WeekView } from './WeekView';

export type { CalendarView, PlaceholderHandlers, UnscheduledMore } from './board-types';

// The picker (and @mui/x-date-pickers with it) loads when a date is first clicked.
const ScheduleDateDialog = lazy(() => import('./ScheduleDateDialog'));

const NO_PLACEHOLDERS: readonly CalendarPlaceholder[] = [];
const NO_EVENTS: readonly CalendarEvent[] = [];
const NO_IDS: ReadonlySet<number> = new Set();
const NO_RULES: ClashRules = { sameDayClash: false, promotionClash: false, promotionWindowDays: 7 };

export interface CalendarBoardProps {
  /** The planned concepts (selected and not rejected) of the days shown, and those with no date read so far. */
  concepts: readonly CalendarConcept[];
  /** 'Show more' under Unscheduled Content, when more planned concepts have no date. */
  unscheduledMore?: UnscheduledMore;
  today: Date;
  /** Sets or clears a concept's date; the board shows the change at once. */
  onSchedule: (concept: CalendarConcept, scheduledDate: string | null) => void;
  /** Shown under Unscheduled Content (the Suggested Additions card). */
  aside?: ReactNode;
  /** Buttons beside the view switch (Add placeholder, Conflict rules). */
  toolbar?: ReactNode;
  placeholders?: readonly CalendarPlaceholder[];
  placeholderHandlers?: PlaceholderHandlers;
  /** Placeholders a concept is being generated for. */
  generating?: ReadonlySet<number>;
  /** Holidays, retail moments, seasons and notes of the days shown. */
  events?: readonly CalendarEvent[];
  /** How many countries the brand sells in. */
  countryCount?: number;
  rules?: ClashRules;
  /** The strategy's weekly target; null: no cadence badges. */
  cadence?: WeeklyCadence | null;
  /** Whether the role may write content: placeholders' buttons and handles. */
  canWrite?: boolean;
  /** The first and last day the board shows, whenever they change (the page asks for their events). */
  onRangeChange?: (first: Date, last: Date) => void;
  initialView?: CalendarView;
  onViewChange?: (view: CalendarView) => void;
}

/**
 * The planning board: Unscheduled Content on the left; on the right the six weeks (the spec's
 * view, the default) or a month grid, with the mouse, touch or the keyboard (dnd-kit's keyboard
 * sensor, with screen-reader announcements). Holidays and retail moments, conflict badges,
 * cadence and placeholders show in both views.
 */
export function CalendarBoard({
  concepts,
  unscheduledMore,
  today,
  onSchedule,
  aside,
  toolbar,
  placeholders = NO_PLACEHOLDERS,
  placeholderHandlers,
  generating = NO_IDS,
  events = NO_EVENTS,
  countryCount = 0,
  rules = NO_RULES,
  cadence = null,
  canWrite = true,
  onRangeChange,
  initialView = 'weeks',
  onViewChange,
}: CalendarBoardProps) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [offset, setOffset] = useState(0);
  const [monthOffset, setMonthOffset] = useState(0);
  const [picking, setPicking] = useState<CalendarConcept | null>(null);
  const panel = useUnscheduledPanel(view);

  const weeks = useMemo(() => visibleWeeks(today, offset), [today, offset]);
  const month = useMemo(() => calendarMonth(today, monthOffset), [today, monthOffset]);
  const first = view === 'month' ? month.first : weeks[0]!.start;
  const last = view === 'month' ? month.last : weeks.at(-1)!.end;
  const firstKey = toCalendarDate(first);
  const lastKey = toCalendarDate(last);
  useEffect(() => {
    onRangeChange?.(first, last);
    // the days, not the Date objects
  }, [firstKey, lastKey, onRangeChange]);

  const chooseView = (next: CalendarView) => {
    setView(next);
    onViewChange?.(next);
  };

  const unscheduled = useMemo(() => concepts.filter((c) => !parseCalendarDate(c.scheduledDate)), [concepts]);
  const { clashes, getClashes } = useClashes(concepts, placeholders, rules);
  const eventsByDate = useMemo(() => oneDayEventsByDate(events), [events]);
  const notes = useMemo(() => notesIn(events, firstKey, lastKey), [events, firstKey, lastKey]);
  const { dragging, ...dnd } = useCalendarDnd({ view, weeks, month, concepts, placeholders, onSchedule, placeholderHandlers });

  const onPickDate = useCallback((concept: CalendarConcept) => setPicking(concept), []);
  const onUnschedule = useCallback((concept: CalendarConcept) => onSchedule(concept, null), [onSchedule]);
  const cell: CalendarCellProps = { today, getClashes, onPickDate, onUnschedule, placeholderHandlers, generating, events, countryCount, canWrite };

  return (
    <DndContext collisionDetection={collisionDetection} accessibility={{ announcements, screenReaderInstructions }} {...dnd}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // hidden, the panel gives its column to the board (the month's days need it)
          gridTemplateColumns: panel.shown ? { xs: '1fr', md: '300px minmax(0, 1fr)' } : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {panel.shown && (
          <Stack spacing={3} id="unscheduled-content">
            <UnscheduledPanel concepts={unscheduled} more={unscheduledMore} onPickDate={onPickDate} onUnschedule={onUnschedule} />
            {aside}
          </Stack>
        )}

        <Box component="section" aria-label={view === 'month' ? 'Month' : 'Weeks'}>
          <Button
            size="small"
            startIcon={<ViewSidebarOutlinedIcon fontSize="small" />}
            aria-expanded={panel.shown}
            aria-controls={panel.shown ? 'unscheduled-content' : undefined}
            onClick={panel.toggle}
            sx={{ mb: 1 }}
          >
            {panel.shown ? 'Hide Unscheduled Content' : `Show Unscheduled Content (${unscheduled.length}${unscheduledMore?.left ? '+' : ''})`}
          </Button>
          <CalendarNavigation
            view={view}
            onView={chooseView}
            weekOffset={offset}
            onWeekOffset={setOffset}
            monthOffset={monthOffset}
            onMonthOffset={setMonthOffset}
            toolbar={toolbar}
          />

          {notes.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="calendar-notes" sx={{ mb: 1.5 }}>
              From your strategy’s seasonal periods: {notes.join(' · ')}
            </Typography>
          )}

          {view === 'weeks' ? (
            <WeekView {...cell} weeks={weeks} concepts={concepts} placeholders={placeholders} clashes={clashes} eventsByDate={eventsByDate} cadence={cadence} />
          ) : (
            <MonthGrid
              {...cell}
              month={month}
              concepts={concepts}
              placeholders={placeholders}
              eventsByDate={eventsByDate}
              ranges={rangesIn(events, toCalendarDate(month.start), toCalendarDate(new Date(month.start.getFullYear(), month.start.getMonth() + 1, 0)))}
              clashes={clashes}
              cadence={cadence}
            />
          )}
          {/* the Suggested Additions card stays on the page, under the board */}
          {!panel.shown && aside && <Box sx={{ mt: 3 }}>{aside}</Box>}
        </Box>
      </Box>

      <DragOverlay dropAnimation={null}>
        {dragging?.concept ? (
          <ConceptCardView concept={dragging.concept} overlay compact={view === 'month'} />
        ) : dragging?.placeholder ? (
          <Paper variant="outlined" sx={{ p: 1, borderStyle: 'dashed', boxShadow: 6 }}>
            <Typography variant="body2">Placeholder: {dragging.placeholder.note || 'no note'}</Typography>
          </Paper>
        ) : null}
      </DragOverlay>

      {picking && (
        <Suspense fallback={null}>
          <ScheduleDateDialog
            title={picking.title}
            scheduledDate={picking.scheduledDate}
            today={today}
            onCancel={() => setPicking(null)}
            onConfirm={(date) => {
              setPicking(null);
              onSchedule(picking, date);
            }}
          />
        </Suspense>
      )}
    </DndContext>
  );
}
