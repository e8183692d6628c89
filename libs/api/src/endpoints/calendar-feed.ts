import { api } from '@mailplan/api';
import { keepFirst } from './keep-first';
import type { CalendarFeedDto, CalendarShareDto, CreatedCalendarFeedDto, CreatedCalendarShareDto, SharedCalendarDto } from '../generated';
import { apiRoute, type ApiBody } from '../routes';

export type CreateCalendarShareRequest = ApiBody<'/api/calendar-shares', 'post'>;
export type CreateCalendarFeedRequest = ApiBody<'/api/calendar-feeds', 'post'>;

/** One entry of the share page: a scheduled concept or a placeholder. */
export type SharedCalendarItem = SharedCalendarDto['items'][number];
/** The share page's answer: its items, the brand's countries and their holidays and retail moments. */
export type SharedCalendar = SharedCalendarDto;

const FEEDS = { type: 'CalendarFeed' as const, id: 'LIST' };
const SHARES = { type: 'CalendarShare' as const, id: 'LIST' };

/**
 * The calendar's secret feeds and read-only share links (`/api/calendar-feeds`,
 * `/api/calendar-shares`), and the public page a share link opens (`/api/shared-calendars/{token}`,
 * no session). A new feed or link's address is only in the answer that made it.
 */
export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => keepFirst({
    getCalendarFeeds: build.query<CalendarFeedDto[], void>({
      query: () => apiRoute('get', '/api/calendar-feeds'),
      providesTags: [FEEDS],
    }),
    createCalendarFeed: build.mutation<CreatedCalendarFeedDto, CreateCalendarFeedRequest>({
      query: (body) => apiRoute('post', '/api/calendar-feeds', undefined, { body }),
      invalidatesTags: [FEEDS],
    }),
    revokeCalendarFeed: build.mutation<void, number>({
      query: (id) => apiRoute('delete', '/api/calendar-feeds/{id}', { id }),
      invalidatesTags: [FEEDS],
    }),
    getCalendarShares: build.query<CalendarShareDto[], void>({
      query: () => apiRoute('get', '/api/calendar-shares'),
      providesTags: [SHARES],
    }),
    createCalendarShare: build.mutation<CreatedCalendarShareDto, CreateCalendarShareRequest>({
      query: (body) => apiRoute('post', '/api/calendar-shares', undefined, { body }),
      invalidatesTags: [SHARES],
    }),
    revokeCalendarShare: build.mutation<void, number>({
      query: (id) => apiRoute('delete', '/api/calendar-shares/{id}', { id }),
      invalidatesTags: [SHARES],
    }),
    getSharedCalendar: build.query<SharedCalendar, string>({
      query: (token) => apiRoute('get', '/api/shared-calendars/{token}', { token }),
    }),
  }),
});

export const {
  useGetCalendarFeedsQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  useGetCalendarSharesQuery,
  useCreateCalendarShareMutation,
  useRevokeCalendarShareMutation,
  useGetSharedCalendarQuery,
} = calendarFeedApi;
