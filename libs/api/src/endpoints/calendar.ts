import { AI_TIMEOUT_MS, api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { CalendarEventsDto, CalendarSettingsDto, FilledPlaceholderDto, PlaceholderDto } from '../generated';
import { apiRoute, withSearch, type ApiBody } from '../routes';
import { conceptAdded } from './concepts';

export type CalendarEventsRequest = { from: string; to: string; country?: string };
export type CalendarSettingsChanges = ApiBody<'/api/calendar/settings', 'put'>;
export type PlaceholderInput = ApiBody<'/api/calendar/placeholders', 'post'>;
export type PlaceholderChanges = ApiBody<'/api/calendar/placeholders/{id}', 'patch'>;
export type FillPlaceholderRequest = ApiBody<'/api/calendar/placeholders/{id}/generate', 'post'> & { id: number };

const PLACEHOLDERS = { type: 'CalendarPlaceholder' as const, id: 'LIST' };
const SETTINGS = { type: 'CalendarSettings' as const, id: 'ONE' };

/**
 * The content calendar's own data (`/api/calendar/...`): the holidays, retail moments and seasons
 * of a span of days (they depend on the brand kit's countries and survey, so a brand save reads
 * them again), the organization's clash rules, and placeholders.
 */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getCalendarEvents: build.query<CalendarEventsDto, CalendarEventsRequest>({
      query: ({ from, to, country }) => withSearch(apiRoute('get', '/api/calendar/events'), country ? { from, to, country } : { from, to }),
      providesTags: ['BrandSettings'],
    }),
    getCalendarSettings: build.query<CalendarSettingsDto, void>({
      query: () => apiRoute('get', '/api/calendar/settings'),
      providesTags: [SETTINGS],
    }),
    updateCalendarSettings: build.mutation<CalendarSettingsDto, CalendarSettingsChanges>({
      query: (body) => apiRoute('put', '/api/calendar/settings', undefined, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(calendarApi.util.upsertQueryData('getCalendarSettings', undefined, data));
      },
    }),
    getPlaceholders: build.query<PlaceholderDto[], void>({
      query: () => apiRoute('get', '/api/calendar/placeholders'),
      providesTags: [PLACEHOLDERS],
    }),
    createPlaceholder: build.mutation<PlaceholderDto, PlaceholderInput>({
      query: (body) => apiRoute('post', '/api/calendar/placeholders', undefined, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(calendarApi.util.updateQueryData('getPlaceholders', undefined, (list) => void list.push(data)));
      },
    }),
    /** Moves a placeholder (shown in its new place at once, undone when the server refuses). */
    updatePlaceholder: build.mutation<PlaceholderDto, { id: number; changes: PlaceholderChanges }>({
      query: ({ id, changes }) => apiRoute('patch', '/api/calendar/placeholders/{id}', { id }, { body: changes }),
      async onQueryStarted({ id, changes }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          calendarApi.util.updateQueryData('getPlaceholders', undefined, (list) => {
            const slot = list.find((p) => p.id === id);
            if (slot) Object.assign(slot, changes);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    deletePlaceholder: build.mutation<void, number>({
      query: (id) => apiRoute('delete', '/api/calendar/placeholders/{id}', { id }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(calendarApi.util.updateQueryData('getPlaceholders', undefined, (list) => list.filter((p) => p.id !== id)));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** "Generate a concept for this slot": answers when the concept is written and scheduled. */
    fillPlaceholder: build.mutation<FilledPlaceholderDto, FillPlaceholderRequest>({
      query: ({ id, ...body }) => apiRoute('post', '/api/calendar/placeholders/{id}/generate', { id }, { body, timeoutMs: AI_TIMEOUT_MS }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(calendarApi.util.updateQueryData('getPlaceholders', undefined, (list) => list.filter((p) => p.id !== id)));
        conceptAdded(dispatch as never, getState, data.concept);
      },
    }),
  }),
});

export const {
  useGetCalendarEventsQuery,
  useGetCalendarSettingsQuery,
  useUpdateCalendarSettingsMutation,
  useGetPlaceholdersQuery,
  useCreatePlaceholderMutation,
  useUpdatePlaceholderMutation,
  useDeletePlaceholderMutation,
  useFillPlaceholderMutation,
} = calendarApi;
