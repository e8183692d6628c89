import { KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CalendarView, PlaceholderHandlers } from './board-types';
import { parseCalendarDate, toCalendarDate, weekStart, type CalendarWeek } from './calendar-dates';
import { draggableId, type DraggableConcept } from './ConceptCard';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { dayDropId, scheduleForDrop, targetKeyboardCoordinates, UNSCHEDULED_ID, type DropTarget } from './dnd';
import type { CalendarMonth } from './month-dates';
import { placeholderDragId } from './PlaceholderCard';

interface CalendarDndOptions {
  view: CalendarView;
  weeks: readonly CalendarWeek[];
  month: CalendarMonth;
  concepts: readonly CalendarConcept[];
  placeholders: readonly CalendarPlaceholder[];
  onSchedule: (concept: CalendarConcept, scheduledDate: string | null) => void;
  placeholderHandlers?: PlaceholderHandlers;
}

/**
 * Dragging cards between Unscheduled Content and the weeks or days, with the mouse, touch or the
 * keyboard: the keyboard moves between targets in reading order and a card starts from where it
 * is shown. Returns what DndContext takes and the item being dragged (for its overlay).
 */
export function useCalendarDnd({ view, weeks, month, concepts, placeholders, onSchedule, placeholderHandlers }: CalendarDndOptions) {
  const [dragging, setDragging] = useState<DraggableConcept | null>(null);

  // read through refs: dnd-kit keeps the coordinate getter it was first given
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

  return { sensors, dragging, onDragStart, onDragEnd, onDragCancel };
}
