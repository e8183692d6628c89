import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { formatCalendarDate, parseCalendarDate, toCalendarDate, weekStart } from './calendar-dates';
import type { DraggableConcept } from './ConceptCard';
import type { CalendarConcept } from './concept-types';

/** The droppable id of the Unscheduled Content panel; weeks use their start date (`yyyy-mm-dd`). */
export const UNSCHEDULED_ID = 'unscheduled';

/** The droppable id of a day of the month view. */
export const dayDropId = (date: string) => `day-${date}`;

/** What a drop target tells the board. */
export type DropTarget =
  | { kind: 'week'; heading: string; dropDate: string; weekKey: string }
  | { kind: 'day'; date: string; label: string }
  | { kind: 'unscheduled' };

/**
 * The date a drop gives a concept: the week's start + 3 days on a week of the weekly view, the day
 * itself on a day of the month view, or null on Unscheduled Content; `undefined` when the drop
 * changes nothing (a card dropped back on its own week or day keeps its date).
 */
export function scheduleForDrop(concept: Pick<CalendarConcept, 'scheduledDate'>, target: DropTarget): string | null | undefined {
  if (target.kind === 'unscheduled') return concept.scheduledDate ? null : undefined;
  if (target.kind === 'day') return concept.scheduledDate === target.date ? undefined : target.date;
  const current = parseCalendarDate(concept.scheduledDate);
  if (current && toCalendarDate(weekStart(current)) === target.weekKey) return undefined;
  return target.dropDate;
}

/**
 * The pointer decides where a mouse or touch drag lands; a keyboard drag (no pointer) lands on
 * the target its card overlaps most, else the nearest one.
 */
export const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const overlapping = rectIntersection(args);
  return overlapping.length > 0 ? overlapping : closestCenter(args);
};

const DIRECTIONS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const VERTICAL = new Set(['ArrowDown', 'ArrowUp']);

/**
 * Arrow keys move a picked-up card from one drop target to the next in reading order
 * (Unscheduled Content, then the six weeks or the month's days), instead of dnd-kit's default
 * 25 px steps. `order` gives the targets' ids; `home` the target a card starts from; `rowLength`
 * how far Up and Down go (7 in the month view: the same weekday a week away; Unscheduled Content,
 * first in the order, is reached from the first row).
 */
export function targetKeyboardCoordinates(
  order: () => readonly string[],
  home: (activeId: string) => string,
  rowLength: () => number = () => 1,
): KeyboardCoordinateGetter {
  return (event, { active, context: { over, collisionRect, droppableRects } }) => {
    const direction = DIRECTIONS[event.code];
    if (!direction) return undefined;
    event.preventDefault();
    if (!collisionRect) return undefined;
    const ids = order();
    const from = ids.indexOf(String(over?.id ?? home(String(active))));
    const step = VERTICAL.has(event.code) && from > 0 ? rowLength() : 1;
    let to = from + direction * step;
    to = Math.min(ids.length - 1, Math.max(0, to));
    const rect = droppableRects.get(ids[to]!);
    if (!rect) return undefined;
    // The card's top-left, placed so that it sits inside the target near its heading.
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + Math.min(rect.height / 2, 48) - Math.min(collisionRect.height / 2, 24),
    };
  };
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this concept, press Space or Enter. Use the arrow keys to go from Unscheduled Content to each week, or in the month view to each day. ' +
    'Press Space or Enter again to drop it there, or Escape to cancel.',
};

function titleOf(data: unknown): string {
  const item = data as DraggableConcept | undefined;
  return item?.concept?.title ?? (item?.placeholder ? 'The placeholder' : 'The concept');
}

function describeTarget(data: unknown): string {
  const target = data as DropTarget | undefined;
  if (!target) return 'no drop target';
  if (target.kind === 'day') return target.label;
  return target.kind === 'week' ? `the week of ${target.heading}` : 'Unscheduled Content';
}

/** The date a dragged item has (a concept's scheduled date, a placeholder's date). */
export function dateOf(item: DraggableConcept | undefined): { scheduledDate: string | null } | undefined {
  if (item?.concept) return item.concept;
  if (item?.placeholder) return { scheduledDate: item.placeholder.date };
  return undefined;
}

/** What a screen reader hears while a concept is picked up, moved and dropped. */
export const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${titleOf(active.data.current)} is over ${describeTarget(over.data.current)}.`
      : `${titleOf(active.data.current)} is no longer over a drop target.`,
  onDragEnd: ({ active, over }) => {
    const title = titleOf(active.data.current);
    const item = dateOf(active.data.current as DraggableConcept | undefined);
    const target = over?.data.current as DropTarget | undefined;
    if (!target || !item) return `${title} was dropped outside the calendar and did not move.`;
    const date = scheduleForDrop(item, target);
    if (date === undefined) return `${title} was dropped where it was and did not move.`;
    if (date === null) return `${title} was moved to Unscheduled Content.`;
    if (target.kind === 'day') return `${title} was dropped on ${target.label} and scheduled for that day.`;
    return `${title} was dropped on the week of ${target.kind === 'week' ? target.heading : ''} and scheduled for ${formatCalendarDate(date)}.`;
  },
  onDragCancel: ({ active }) => `Moving was cancelled. ${titleOf(active.data.current)} did not move.`,
};
