import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { WeeklyCadence } from '@mailplan/shared';
import { format } from 'date-fns';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CadenceBadge } from './CadenceBadge';
import {
  isInPastWeek,
  navigationButtons,
  parseCalendarDate,
  toCalendarDate,
  visibleWeeks,
  weekIndexOf,
  weekStart,
  WEEK_NAVIGATION_STEP,
  type CalendarWeek,
} from './calendar-dates';
import { nearbyEvents, notesIn, oneDayEventsByDate, rangeLabel, rangesIn, type CalendarEvent } from './calendar-events';
import { findClashes, type ClashRules, type PlannedItem } from './clashes';
import { ConceptCard, ConceptCardView, draggableId, type DraggableConcept } from './ConceptCard';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { DayEvents } from './DayEvents';
import {
  announcements,
  collisionDetection,
  dayDropId,
  scheduleForDrop,
  screenReaderInstructions,
  targetKeyboardCoordinates,
  UNSCHEDULED_ID,
  type DropTarget,
} from './dnd';
import { MonthGrid } from './MonthGrid';
import { calendarMonth } from './month-dates';
import { PlaceholderCard, placeholderDragId } from './PlaceholderCard';

// The picker (and @mui/x-date-pickers with it) loads when a date is first clicked.
const ScheduleDateDialog = lazy(() => import('./ScheduleDateDialog'));

/** Holidays and moments a week block lists before "+N more". */
const WEEK_EVENTS_SHOWN = 3;

export type CalendarView = 'weeks' | 'month';

const NO_PLACEHOLDERS: readonly CalendarPlaceholder[] = [];
const NO_EVENTS: readonly CalendarEvent[] = [];
const NO_IDS: ReadonlySet<number> = new Set();
const NO_RULES: ClashRules = { sameDayClash: false, promotionClash: false, promotionWindowDays: 7 };

export interface PlaceholderHandlers {
  /** A placeholder dropped on another week or day. */
  onMove: (placeholder: CalendarPlaceholder, date: string) => void;
  onGenerate: (placeholder: CalendarPlaceholder) => void;
  onRemove: (placeholder: CalendarPlaceholder) => void;
  /** "Add placeholder" on a day of the month view. */
  onAdd: (date: string) => void;
}

/** The rest of a long Unscheduled Content, read a page at a time. */
export interface UnscheduledMore {
  /** Planned concepts with no date not read yet. */
  left: number;
  loading: boolean;
  onShowMore: () => void;
}

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

function byDateThenId(a: CalendarConcept, b: CalendarConcept) {
  const ad = a.scheduledDate ?? '';
  const bd = b.scheduledDate ?? '';
  return ad === bd ? a.id - b.id : ad < bd ? -1 : 1;
}

export function DropZone({ id, target, label, children }: { id: string; target: DropTarget; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id, data: target });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={label}
      variant="outlined"
      data-testid={target.kind === 'week' ? 'calendar-week' : 'unscheduled-panel'}
      data-over={isOver || undefined}
      sx={{
        p: 1.5,
        height: '100%',
        minHeight: 160,
        transition: 'background-color 120ms, border-color 120ms',
        bgcolor: isOver ? 'action.hover' : 'background.paper',
        borderColor: isOver ? 'primary.main' : undefined,
        borderStyle: isOver ? 'dashed' : 'solid',
      }}
    >
      {children}
    </Paper>
  );
}

/** Keeps the arrays of reasons that did not change, so that only the cards whose clashes changed render again. */
function useStableClashes(items: readonly PlannedItem[], rules: ClashRules): Map<string, readonly string[]> {
  const last = useRef(new Map<string, readonly string[]>());
  return useMemo(() => {
    const found = findClashes(items, rules);
    const kept = new Map<string, readonly string[]>();
    for (const [key, reasons] of found) {
      const before = last.current.get(key);
      kept.set(key, before && before.join('\n') === reasons.join('\n') ? before : reasons);
    }
    last.current = kept;
    return kept;
  }, [items, rules]);
}

/** The clash reasons of a block's cards as one text: a block renders again only when it changes. */
export function clashSignature(clashes: Map<string, readonly string[]>, keys: readonly string[]): string {
  let out = '';
  for (const key of keys) {
    const reasons = clashes.get(key);
    if (reasons) out += `${key}=${reasons.join('|')};`;
  }
  return out;
}

interface BlockProps {
  concepts: readonly CalendarConcept[];
  placeholders: readonly CalendarPlaceholder[];
  today: Date;
  /** Reads the current clashes (a stable function); `clashSignature` tells when this block's changed. */
  getClashes: (key: string) => readonly string[] | undefined;
  clashSignature?: string;
  onPickDate: (c: CalendarConcept) => void;
  onUnschedule: (c: CalendarConcept) => void;
  placeholderHandlers?: PlaceholderHandlers;
  generating: ReadonlySet<number>;
  events: readonly CalendarEvent[];
  countryCount: number;
  canWrite: boolean;
}

const WeekBlock = memo(function WeekBlock({
  week,
  concepts,
  placeholders,
  today,
  getClashes,
  onPickDate,
  onUnschedule,
  placeholderHandlers,
  generating,
  dayEvents,
  ranges,
  events,
  countryCount,
  canWrite,
  cadence,
}: BlockProps & { week: CalendarWeek; dayEvents: readonly CalendarEvent[]; ranges: readonly CalendarEvent[]; cadence?: WeeklyCadence | null }) {
  const target: DropTarget = { kind: 'week', heading: week.heading, dropDate: week.dropDate, weekKey: week.key };
  const empty = concepts.length === 0 && placeholders.length === 0;
  return (
    <DropZone id={week.key} target={target} label={`Week of ${week.heading}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {week.heading}
        </Typography>
        {cadence && <CadenceBadge scheduled={concepts.length + placeholders.length} target={cadence} />}
      </Stack>
      {(dayEvents.length > 0 || ranges.length > 0) && (
        <Box sx={{ mb: 1 }} data-testid="week-events">
          <DayEvents
            events={dayEvents}
            countries={countryCount}
            max={WEEK_EVENTS_SHOWN}
            prefix={(e) => `${format(parseCalendarDate(e.start)!, 'EEE MMM d')} · `}
          />
          {ranges.map((range) => (
            <Typography key={range.id} variant="caption" component="p" data-testid="calendar-range" sx={{ color: 'success.dark', lineHeight: 1.3 }}>
              {rangeLabel(range)}
            </Typography>
          ))}
        </Box>
      )}
      {empty ? (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            py: 3,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">Drag content here</Typography>
        </Box>
      ) : (
        <Stack spacing={1}>
          {concepts.map((concept) => (
            <ConceptCard
              key={concept.id}
              concept={concept}
              overdue={concept.campaignId == null && isInPastWeek(concept.scheduledDate, today)}
              clashes={getClashes(draggableId(concept))}
              onPickDate={onPickDate}
              onUnschedule={onUnschedule}
            />
          ))}
          {placeholders.map((placeholder) => (
            <PlaceholderCard
              key={`p${placeholder.id}`}
              placeholder={placeholder}
              clashes={getClashes(placeholderDragId(placeholder))}
              near={nearbyEvents(events, placeholder.date)[0]?.name}
              generating={generating.has(placeholder.id)}
              readOnly={!canWrite || !placeholderHandlers}
              onGenerate={placeholderHandlers?.onGenerate ?? noop}
              onRemove={placeholderHandlers?.onRemove ?? noop}
            />
          ))}
        </Stack>
      )}
    </DropZone>
  );
});

function noop() {}

/** Groups items into the visible weeks, keeping a week's list when its items did not change. */
function useGroups<T>(
  items: readonly T[],
  keys: readonly string[],
  groupOf: (item: T) => number,
  order: (a: T, b: T) => number,
): T[][] {
  const last = useRef(new Map<string, T[]>());
  return useMemo(() => {
    const groups: T[][] = keys.map(() => []);
    for (const item of items) {
      const index = groupOf(item);
      if (index >= 0) groups[index]!.push(item);
    }
    groups.forEach((list) => list.sort(order));
    const kept = groups.map((list, i) => {
      const before = last.current.get(keys[i]!);
      return before && before.length === list.length && before.every((c, j) => c === list[j]) ? before : list;
    });
    last.current = new Map(keys.map((k, i) => [k, kept[i]!]));
    return kept;
    // groupOf and order are read for these items and keys only
  }, [items, keys]);
}

const byPlaceholderDate = (a: CalendarPlaceholder, b: CalendarPlaceholder) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1);

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
  const [dragging, setDragging] = useState<DraggableConcept | null>(null);

  const weeks = useMemo(() => visibleWeeks(today, offset), [today, offset]);
  const month = useMemo(() => calendarMonth(today, monthOffset), [today, monthOffset]);
  const buttons = navigationButtons(offset);
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
  const weekKeys = useMemo(() => weeks.map((w) => w.key), [weeks]);
  const byWeek = useGroups(concepts, weekKeys, (c) => (parseCalendarDate(c.scheduledDate) ? weekIndexOf(weeks, c.scheduledDate) : -1), byDateThenId);
  const placeholdersByWeek = useGroups(placeholders, weekKeys, (p) => weekIndexOf(weeks, p.date), byPlaceholderDate);

  const planned = useMemo<PlannedItem[]>(
    () => [
      ...concepts.map((c) => ({ key: draggableId(c), date: c.scheduledDate, campaignType: c.campaignType, title: c.title })),
      ...placeholders.map((p) => ({ key: placeholderDragId(p), date: p.date, campaignType: p.campaignType, title: p.note || 'Placeholder' })),
    ],
    [concepts, placeholders],
  );
  const clashes = useStableClashes(planned, rules);
  const clashesRef = useRef(clashes);
  clashesRef.current = clashes;
  const getClashes = useCallback((key: string) => clashesRef.current.get(key), []);

  const eventsByDate = useMemo(() => oneDayEventsByDate(events), [events]);
  const weekEvents = useMemo(
    () =>
      weeks.map((week) => {
        const list: CalendarEvent[] = [];
        for (let i = 0; i < 7; i++) {
          const day = new Date(week.start.getFullYear(), week.start.getMonth(), week.start.getDate() + i);
          list.push(...(eventsByDate.get(toCalendarDate(day)) ?? []));
        }
        return { days: list, ranges: rangesIn(events, week.key, toCalendarDate(week.end)) };
      }),
    [weeks, events, eventsByDate],
  );
  const notes = useMemo(() => notesIn(events, firstKey, lastKey), [events, firstKey, lastKey]);

  // The keyboard moves between targets in reading order; a card starts from where it is shown.
  const order = useRef<string[]>([]);
  order.current = [UNSCHEDULED_ID, ...(view === 'month' ? month.weeks.flat().map((d) => dayDropId(d.key)) : weeks.map((w) => w.key))];
  const viewRef = useRef(view);
  viewRef.current = view;
  // a card's home target, worked out only for the card the keyboard picks up
  const datesById = useMemo(
    () => new Map<string, string | null>([...concepts.map((c) => [draggableId(c), c.scheduledDate] as const), ...placeholders.map((p) => [placeholderDragId(p), p.date] as const)]),
    [concepts, placeholders],
  );
  const datesRef = useRef(datesById);
  datesRef.current = datesById;
  const coordinateGetter = useMemo(
    () =>
      targetKeyboardCoordinates(
        () => order.current,
        (id) => {
          const date = parseCalendarDate(datesRef.current.get(id));
          if (!date) return UNSCHEDULED_ID;
          return viewRef.current === 'month' ? dayDropId(toCalendarDate(date)) : toCalendarDate(weekStart(date));
        },
        () => (viewRef.current === 'month' ? 7 : 1),
      ),
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const onDragStart = useCallback((event: DragStartEvent) => {
    setDragging((event.active.data.current as DraggableConcept | undefined) ?? null);
  }, []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragging(null);
      const item = active.data.current as DraggableConcept | undefined;
      const target = over?.data.current as DropTarget | undefined;
      if (!item || !target) return;
      if (item.concept) {
        const date = scheduleForDrop(item.concept, target);
        if (date !== undefined) onSchedule(item.concept, date);
      } else if (item.placeholder) {
        const date = scheduleForDrop({ scheduledDate: item.placeholder.date }, target);
        // a placeholder always has a date: Unscheduled Content does not take it
        if (date) placeholderHandlers?.onMove(item.placeholder, date);
      }
    },
    [onSchedule, placeholderHandlers],
  );
  const onDragCancel = useCallback(() => setDragging(null), []);
  const onPickDate = useCallback((concept: CalendarConcept) => setPicking(concept), []);
  const onUnschedule = useCallback((concept: CalendarConcept) => onSchedule(concept, null), [onSchedule]);

  const blockProps: BlockProps = {
    concepts: [],
    placeholders: [],
    today,
    getClashes,
    onPickDate,
    onUnschedule,
    placeholderHandlers,
    generating,
    events,
    countryCount,
    canWrite,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <DropZone id={UNSCHEDULED_ID} target={{ kind: 'unscheduled' }} label="Unscheduled Content">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Unscheduled Content
            </Typography>
            {unscheduled.length === 0 && !unscheduledMore?.left ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                All content has been scheduled!
              </Typography>
            ) : (
              <Stack spacing={1}>
                {unscheduled.map((concept) => (
                  <ConceptCard key={concept.id} concept={concept} overdue={false} onPickDate={onPickDate} onUnschedule={onUnschedule} />
                ))}
                {unscheduledMore && unscheduledMore.left > 0 && (
                  <Button onClick={unscheduledMore.onShowMore} disabled={unscheduledMore.loading}>
                    Show more ({unscheduledMore.left} left)
                  </Button>
                )}
              </Stack>
            )}
          </DropZone>
          {aside}
        </Stack>

        <Box component="section" aria-label={view === 'month' ? 'Month' : 'Weeks'}>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Box role="group" aria-label="Calendar view" sx={{ display: 'inline-flex' }}>
              <Button
                variant={view === 'weeks' ? 'contained' : 'outlined'}
                aria-pressed={view === 'weeks'}
                onClick={() => chooseView('weeks')}
                sx={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
              >
                Weeks
              </Button>
              <Button
                variant={view === 'month' ? 'contained' : 'outlined'}
                aria-pressed={view === 'month'}
                onClick={() => chooseView('month')}
                sx={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }}
              >
                Month
              </Button>
            </Box>
            {view === 'weeks' ? (
              <>
                <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => setOffset((o) => o - WEEK_NAVIGATION_STEP)}>
                  Previous Weeks
                </Button>
                {buttons.today && (
                  <Button variant="outlined" startIcon={<TodayIcon />} onClick={() => setOffset(0)}>
                    Today
                  </Button>
                )}
                {buttons.next && (
                  <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => setOffset((o) => o + WEEK_NAVIGATION_STEP)}>
                    Next Weeks
                  </Button>
                )}
              </>
            ) : (
              <>
                <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => setMonthOffset((o) => o - 1)}>
                  Previous Month
                </Button>
                {monthOffset !== 0 && (
                  <Button variant="outlined" startIcon={<TodayIcon />} onClick={() => setMonthOffset(0)}>
                    This Month
                  </Button>
                )}
                <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => setMonthOffset((o) => o + 1)}>
                  Next Month
                </Button>
              </>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {toolbar}
          </Stack>

          {notes.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="calendar-notes" sx={{ mb: 1.5 }}>
              From your strategy’s seasonal periods: {notes.join(' · ')}
            </Typography>
          )}

          {view === 'weeks' ? (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {weeks.map((week, i) => (
                <WeekBlock
                  key={week.key}
                  {...blockProps}
                  week={week}
                  concepts={byWeek[i]!}
                  placeholders={placeholdersByWeek[i]!}
                  clashSignature={clashSignature(clashes, [...byWeek[i]!.map(draggableId), ...placeholdersByWeek[i]!.map(placeholderDragId)])}
                  dayEvents={weekEvents[i]!.days}
                  ranges={weekEvents[i]!.ranges}
                  cadence={cadence}
                />
              ))}
            </Box>
          ) : (
            <MonthGrid
              month={month}
              today={today}
              concepts={concepts}
              placeholders={placeholders}
              eventsByDate={eventsByDate}
              ranges={rangesIn(events, toCalendarDate(month.start), toCalendarDate(new Date(month.start.getFullYear(), month.start.getMonth() + 1, 0)))}
              countryCount={countryCount}
              clashes={clashes}
              events={events}
              generating={generating}
              canWrite={canWrite}
              placeholderHandlers={placeholderHandlers}
              onPickDate={onPickDate}
              onUnschedule={onUnschedule}
              cadence={cadence}
            />
          )}
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
