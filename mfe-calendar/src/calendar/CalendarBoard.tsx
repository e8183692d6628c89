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
import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
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
import { ConceptCard, ConceptCardView, draggableId, type DraggableConcept } from './ConceptCard';
import type { CalendarConcept } from './concept-types';
import {
  announcements,
  collisionDetection,
  scheduleForDrop,
  screenReaderInstructions,
  targetKeyboardCoordinates,
  UNSCHEDULED_ID,
  type DropTarget,
} from './dnd';

// The picker (and @mui/x-date-pickers with it) loads when a date is first clicked.
const ScheduleDateDialog = lazy(() => import('./ScheduleDateDialog'));

/** Unscheduled concepts shown before "Show more": keeps a large backlog quick to open. */
export const UNSCHEDULED_PAGE = 50;

export interface CalendarBoardProps {
  /** The planned concepts: selected and not rejected. */
  concepts: readonly CalendarConcept[];
  today: Date;
  /** Sets or clears a concept's date; the board shows the change at once. */
  onSchedule: (concept: CalendarConcept, scheduledDate: string | null) => void;
  /** Shown under Unscheduled Content (the Suggested Additions card). */
  aside?: ReactNode;
}

function byDateThenId(a: CalendarConcept, b: CalendarConcept) {
  const ad = a.scheduledDate ?? '';
  const bd = b.scheduledDate ?? '';
  return ad === bd ? a.id - b.id : ad < bd ? -1 : 1;
}

function DropZone({ id, target, label, children }: { id: string; target: DropTarget; label: string; children: ReactNode }) {
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

const WeekBlock = memo(function WeekBlock({
  week,
  concepts,
  today,
  onPickDate,
  onUnschedule,
}: {
  week: CalendarWeek;
  concepts: readonly CalendarConcept[];
  today: Date;
  onPickDate: (c: CalendarConcept) => void;
  onUnschedule: (c: CalendarConcept) => void;
}) {
  const target: DropTarget = { kind: 'week', heading: week.heading, dropDate: week.dropDate, weekKey: week.key };
  return (
    <DropZone id={week.key} target={target} label={`Week of ${week.heading}`}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {week.heading}
      </Typography>
      {concepts.length === 0 ? (
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
              onPickDate={onPickDate}
              onUnschedule={onUnschedule}
            />
          ))}
        </Stack>
      )}
    </DropZone>
  );
});

/**
 * The planning board: Unscheduled Content on the left, six weeks on the right, with the mouse,
 * touch or the keyboard (dnd-kit's keyboard sensor, with screen-reader announcements).
 */
export function CalendarBoard({ concepts, today, onSchedule, aside }: CalendarBoardProps) {
  const [offset, setOffset] = useState(0);
  const [unscheduledShown, setUnscheduledShown] = useState(UNSCHEDULED_PAGE);
  const [picking, setPicking] = useState<CalendarConcept | null>(null);
  const [dragging, setDragging] = useState<CalendarConcept | null>(null);

  const weeks = useMemo(() => visibleWeeks(today, offset), [today, offset]);
  const buttons = navigationButtons(offset);

  // A week whose cards are the same as before keeps its list, so a drop renders only the two weeks it changes.
  const lastByWeek = useRef(new Map<string, CalendarConcept[]>());
  const { unscheduled, byWeek } = useMemo(() => {
    const unscheduled: CalendarConcept[] = [];
    const byWeek: CalendarConcept[][] = weeks.map(() => []);
    for (const concept of concepts) {
      if (!parseCalendarDate(concept.scheduledDate)) {
        unscheduled.push(concept);
        continue;
      }
      const index = weekIndexOf(weeks, concept.scheduledDate);
      if (index >= 0) byWeek[index]!.push(concept);
    }
    byWeek.forEach((list) => list.sort(byDateThenId));
    const kept = byWeek.map((list, i) => {
      const before = lastByWeek.current.get(weeks[i]!.key);
      return before && before.length === list.length && before.every((c, j) => c === list[j]) ? before : list;
    });
    lastByWeek.current = new Map(weeks.map((w, i) => [w.key, kept[i]!]));
    return { unscheduled, byWeek: kept };
  }, [concepts, weeks]);

  // The keyboard moves between targets in reading order; a card starts from where it is shown.
  const order = useRef<string[]>([]);
  order.current = [UNSCHEDULED_ID, ...weeks.map((w) => w.key)];
  // a card's home target, worked out only for the card the keyboard picks up
  const conceptsById = useMemo(() => new Map(concepts.map((c) => [draggableId(c), c])), [concepts]);
  const byDraggableId = useRef(conceptsById);
  byDraggableId.current = conceptsById;
  const coordinateGetter = useMemo(
    () =>
      targetKeyboardCoordinates(
        () => order.current,
        (id) => {
          const date = parseCalendarDate(byDraggableId.current.get(id)?.scheduledDate);
          return date ? toCalendarDate(weekStart(date)) : UNSCHEDULED_ID;
        },
      ),
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const onDragStart = useCallback((event: DragStartEvent) => {
    setDragging((event.active.data.current as DraggableConcept | undefined)?.concept ?? null);
  }, []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragging(null);
      const concept = (active.data.current as DraggableConcept | undefined)?.concept;
      const target = over?.data.current as DropTarget | undefined;
      if (!concept || !target) return;
      const date = scheduleForDrop(concept, target);
      if (date !== undefined) onSchedule(concept, date);
    },
    [onSchedule],
  );
  const onDragCancel = useCallback(() => setDragging(null), []);
  const onPickDate = useCallback((concept: CalendarConcept) => setPicking(concept), []);
  const onUnschedule = useCallback((concept: CalendarConcept) => onSchedule(concept, null), [onSchedule]);

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
            {unscheduled.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                All content has been scheduled!
              </Typography>
            ) : (
              <Stack spacing={1}>
                {unscheduled.slice(0, unscheduledShown).map((concept) => (
                  <ConceptCard
                    key={concept.id}
                    concept={concept}
                    overdue={false}
                    onPickDate={onPickDate}
                    onUnschedule={onUnschedule}
                  />
                ))}
                {unscheduled.length > unscheduledShown && (
                  <Button onClick={() => setUnscheduledShown((n) => n + UNSCHEDULED_PAGE)}>
                    Show more ({unscheduled.length - unscheduledShown} left)
                  </Button>
                )}
              </Stack>
            )}
          </DropZone>
          {aside}
        </Stack>

        <Box component="section" aria-label="Weeks">
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => setOffset((o) => o - WEEK_NAVIGATION_STEP)}>
              Previous Weeks
            </Button>
            {buttons.today && (
              <Button variant="outlined" startIcon={<TodayIcon />} onClick={() => setOffset(0)}>
                Today
              </Button>
            )}
            {buttons.next && (
              <Button
                variant="outlined"
                endIcon={<ChevronRightIcon />}
                onClick={() => setOffset((o) => o + WEEK_NAVIGATION_STEP)}
              >
                Next Weeks
              </Button>
            )}
          </Stack>
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
                week={week}
                concepts={byWeek[i]!}
                today={today}
                onPickDate={onPickDate}
                onUnschedule={onUnschedule}
              />
            ))}
          </Box>
        </Box>
      </Box>

      <DragOverlay dropAnimation={null}>{dragging ? <ConceptCardView concept={dragging} overlay /> : null}</DragOverlay>

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
