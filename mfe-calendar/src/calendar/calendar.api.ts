import { freeze, original } from '@reduxjs/toolkit';
import { api } from '@mailplan/api';
import type { ConceptDto } from '@mailplan/api';

export interface ScheduleChange {
  id: number;
  /** `yyyy-mm-dd`, or null to take the concept off the calendar. */
  scheduledDate: string | null;
}

/**
 * The calendar's calls (part 1, section 7): the concept list, and `PATCH {scheduledDate}`.
 *
 * A schedule change is optimistic: the cached list is patched at once, so a dropped card shows in
 * its new week before the server answers; a failed call undoes the patch (the card returns) and
 * the caller shows the toast; a successful one refetches the list (the `Concept` tag, which the
 * concepts screens' lists share).
 */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarConcepts: build.query<ConceptDto[], void>({
      query: () => ({ url: '/api/email-concepts' }),
      // frozen (deeply, in one pass) before the store takes it: Immer then skips the 2,000 concepts
      // when storing the list and when a change to one of them is stored
      transformResponse: (list: ConceptDto[]) => freeze(list, true),
      providesTags: [{ type: 'Concept' as const, id: 'LIST' }],
    }),
    scheduleConcept: build.mutation<ConceptDto, ScheduleChange>({
      query: ({ id, scheduledDate }) => ({
        url: `/api/email-concepts/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { scheduledDate },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Concept' as const, id: 'LIST' },
              { type: 'Concept' as const, id },
            ],
      async onQueryStarted({ id, scheduledDate }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          calendarApi.util.updateQueryData('getCalendarConcepts', undefined, (concepts) => {
            // looked up in the list itself: reading the draft's items would draft each one (2,000)
            const i = (original(concepts) ?? concepts).findIndex((c) => c.id === id);
            if (i >= 0) concepts[i].scheduledDate = scheduledDate;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetCalendarConceptsQuery, useScheduleConceptMutation } = calendarApi;
