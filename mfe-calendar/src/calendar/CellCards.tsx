import type { CalendarCellProps } from './board-types';
import { isInPastWeek } from './calendar-dates';
import { nearbyEvents } from './calendar-events';
import { ConceptCard, draggableId } from './ConceptCard';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { PlaceholderCard, placeholderDragId } from './PlaceholderCard';

type CellCardsProps = Pick<
  CalendarCellProps,
  'today' | 'getClashes' | 'onPickDate' | 'onUnschedule' | 'placeholderHandlers' | 'generating' | 'events'
> & {
  concepts: readonly CalendarConcept[];
  placeholders: readonly CalendarPlaceholder[];
  /** The month's small cards. */
  compact?: boolean;
  /** Placeholders without their Generate and Remove actions. */
  placeholdersReadOnly: boolean;
};

function noop() {}

/** The cards of a week block or a month's day: its concepts, then its placeholders. */
export function CellCards({ concepts, placeholders, compact, placeholdersReadOnly, ...cell }: CellCardsProps) {
  return (
    <>
      {concepts.map((concept) => (
        <ConceptCard
          key={concept.id}
          compact={compact}
          concept={concept}
          overdue={concept.campaignId == null && isInPastWeek(concept.scheduledDate, cell.today)}
          clashes={cell.getClashes(draggableId(concept))}
          onPickDate={cell.onPickDate}
          onUnschedule={cell.onUnschedule}
        />
      ))}
      {placeholders.map((placeholder) => (
        <PlaceholderCard
          key={`p${placeholder.id}`}
          compact={compact}
          placeholder={placeholder}
          clashes={cell.getClashes(placeholderDragId(placeholder))}
          near={nearbyEvents(cell.events, placeholder.date)[0]?.name}
          generating={cell.generating.has(placeholder.id)}
          readOnly={placeholdersReadOnly}
          onGenerate={cell.placeholderHandlers?.onGenerate ?? noop}
          onRemove={cell.placeholderHandlers?.onRemove ?? noop}
        />
      ))}
    </>
  );
}
