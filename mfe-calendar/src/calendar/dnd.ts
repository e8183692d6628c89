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

/** What a drop target tells the board. */
export type DropTarget =
  | { kind: 'week'; heading: string; dropDate: string; weekKey: string }
  | { kind: 'unscheduled' };

/**
 * The date a drop gives a concept: the week's start + 3 days, or null on Unscheduled Content;
 * `undefined` when the drop changes nothing (a card dropped back on its own week keeps its day).
 */
export function scheduleForDrop(concept: CalendarConcept, target: DropTarget): string | null | undefined {
  if (target.kind === 'unscheduled') return concept.scheduledDate ? null : undefined;
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

/**
 * Arrow keys move a picked-up card from one drop target to the next in reading order
 * (Unscheduled Content, then the six weeks), instead of dnd-kit's default 25 px steps.
 * `order` gives the targets' ids; `home` the target a card starts from.
 */
export function targetKeyboardCoordinates(order: () => readonly string[], home: (activeId: string) => string): KeyboardCoordinateGetter {
  return (event, { active, context: { over, collisionRect, droppableRects } }) => {
    const direction = DIRECTIONS[event.code];
    if (!direction) return undefined;
    event.preventDefault();
    if (!collisionRect) return undefined;
    const ids = order();
    const from = ids.indexOf(String(over?.id ?? home(String(active))));
    const to = Math.min(ids.length - 1, Math.max(0, from + direction));
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
    'To move this concept, press Space or Enter. Use the arrow keys to go from Unscheduled Content to each week. ' +
    'Press Space or Enter again to drop it there, or Escape to cancel.',
};

function titleOf(data: unknown): string {
  return (data as DraggableConcept | undefined)?.concept.title ?? 'The concept';
}

function describeTarget(data: unknown): string {
  const target = data as DropTarget | undefined;
  if (!target) return 'no drop target';
  return target.kind === 'week' ? `the week of ${target.heading}` : 'Unscheduled Content';
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
    const concept = (active.data.current as DraggableConcept | undefined)?.concept;
    const target = over?.data.current as DropTarget | undefined;
    if (!target || !concept) return `${title} was dropped outside the calendar and did not move.`;
    const date = scheduleForDrop(concept, target);
    if (date === undefined) return `${title} was dropped where it was and did not move.`;
    if (date === null) return `${title} was moved to Unscheduled Content.`;
    return `${title} was dropped on the week of ${target.kind === 'week' ? target.heading : ''} and scheduled for ${formatCalendarDate(date)}.`;
  },
  onDragCancel: ({ active }) => `Moving was cancelled. ${titleOf(active.data.current)} did not move.`,
};
