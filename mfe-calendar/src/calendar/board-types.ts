import type { CalendarEvent } from './calendar-events';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';

/** The six weeks (the spec's view, the default) or a month grid. */
export type CalendarView = 'weeks' | 'month';

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

/** What the week blocks and the month's days show alike. */
export interface CalendarCellProps {
  today: Date;
  /** Reads the current clashes (a stable function); `clashSignature` tells when a block's changed. */
  getClashes: (key: string) => readonly string[] | undefined;
  onPickDate: (c: CalendarConcept) => void;
  onUnschedule: (c: CalendarConcept) => void;
  placeholderHandlers?: PlaceholderHandlers;
  generating: ReadonlySet<number>;
  events: readonly CalendarEvent[];
  countryCount: number;
  canWrite: boolean;
}
