/**
 * The fields of an email concept the calendar reads. The API's concept (generated `ConceptDto`)
 * has these and more; the calendar's logic is written against this narrower shape so that it can
 * be tested with plain objects.
 */
export interface CalendarConcept {
  id: number;
  campaignType: string;
  title: string;
  coreMessage: string;
  selected: boolean;
  rejected: boolean;
  scheduledDate: string | null;
  createdAt: string;
  campaignId?: number | null;
}

/** A placeholder: a dated slot with a type and a note, before a concept fills it. */
export interface CalendarPlaceholder {
  id: number;
  date: string;
  campaignType: string;
  note: string;
}
