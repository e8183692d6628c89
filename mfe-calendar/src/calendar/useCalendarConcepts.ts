import { useToast } from '@mailplan/ui';
import {
  type ConceptRange,
  useGetConceptCountsQuery,
  useGetPlannedConceptsQuery,
  useGetSuggestibleConceptsQuery,
  useGetUnscheduledConceptsInfiniteQuery,
  useUpdateConceptMutation,
} from '@mailplan/api/endpoints/concepts';
import { useCallback, useMemo, useState } from 'react';
import type { UnscheduledMore } from './board-types';
import { widenDays } from './calendar-dates';
import { selectedOf, UPDATE_FAILED_TOAST } from './calendar-page';
import { compositionRows, neededTypes, suggestedAdditions } from './composition';
import type { CalendarConcept } from './concept-types';

/**
 * The concepts the calendar shows, bounded by what it shows, never the whole history: the planned
 * concepts of `days` (with the promotion window's days on each side, so that a card on the first
 * or last day is compared with a promotion just beyond it), Unscheduled Content a page at a time,
 * the counts (the composition) and a few concepts to suggest. They share the concepts screens'
 * cache: a change made here shows there, and the other way round.
 */
export function useCalendarConcepts(openingDays: () => ConceptRange, promotionWindowDays: number) {
  const toast = useToast();
  const [days, setDays] = useState<ConceptRange>(openingDays);
  const readDays = useMemo(() => widenDays(days, promotionWindowDays) ?? days, [days, promotionWindowDays]);
  const counts = useGetConceptCountsQuery();
  const plannedQuery = useGetPlannedConceptsQuery(readDays);
  const unscheduledQuery = useGetUnscheduledConceptsInfiniteQuery();
  const rows = useMemo(() => compositionRows(selectedOf(counts.data)), [counts.data]);
  const needed = neededTypes(rows);
  const suggestible = useGetSuggestibleConceptsQuery({ types: needed }, { skip: !counts.data || needed.length === 0 });
  const [updateConcept] = useUpdateConceptMutation();

  const scheduled = plannedQuery.data;
  const unscheduledPages = unscheduledQuery.data?.pages;
  // the days shown and the concepts with no date read so far, each once; the days' copy wins, as
  // a drop changes that list at once (a card dropped on Unscheduled Content keeps it, with no date,
  // until both lists are read again)
  const concepts = useMemo(() => {
    const byId = new Map<number, CalendarConcept>();
    for (const page of unscheduledPages ?? []) for (const concept of page.items) byId.set(concept.id, concept);
    for (const concept of scheduled ?? []) byId.set(concept.id, concept);
    return [...byId.values()];
  }, [scheduled, unscheduledPages]);
  const { fetchNextPage, isFetchingNextPage } = unscheduledQuery;
  const unscheduledMore = useMemo<UnscheduledMore | undefined>(() => {
    if (!unscheduledPages?.length) return undefined;
    const read = unscheduledPages.reduce((n, page) => n + page.items.length, 0);
    return { left: Math.max(0, unscheduledPages.at(-1)!.total - read), loading: isFetchingNextPage, onShowMore: () => void fetchNextPage() };
  }, [unscheduledPages, isFetchingNextPage, fetchNextPage]);
  const suggestions = useMemo(() => suggestedAdditions(rows, suggestible.data ?? {}), [rows, suggestible.data]);
  const selectedCount = rows.reduce((n, row) => n + row.selected, 0);

  const onSchedule = useCallback(
    (concept: CalendarConcept, scheduledDate: string | null) => {
      // shown in its new week (or back in Unscheduled Content) at once, undone when the server refuses
      updateConcept({ id: concept.id, changes: { scheduledDate }, shownOn: readDays })
        .unwrap()
        .catch(() => toast({ ...UPDATE_FAILED_TOAST }));
    },
    [updateConcept, toast, readDays],
  );

  const queries = [counts, plannedQuery, unscheduledQuery];
  const failed = queries.find((q) => q.isError);
  const retry = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };
  // Getting Started as soon as the counts say nothing is selected; the board once its days and
  // the first page of Unscheduled Content are in
  const isLoading = !failed && (!counts.data || (selectedCount > 0 && (!scheduled || !unscheduledPages)));
  /** The days just navigated to, while they are read (the board shows their weeks at once). */
  const readingDays = plannedQuery.isFetching && !plannedQuery.currentData;

  return { concepts, unscheduledMore, rows, suggestions, selectedCount, onSchedule, setDays, isLoading, failed, retry, readingDays };
}
