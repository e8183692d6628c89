import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { type CalendarEventDto } from '@mailplan/api';
import { useGetSharedCalendarQuery, type SharedCalendarItem } from '@mailplan/api/endpoints/calendar-feed';
import { PageTitle, campaignTypeLabel } from '@mailplan/ui/components';
import { PublicLinkError, PublicLinkLoading } from '../app/PublicLinkStates';
import StoreProvider from '../app/StoreProvider';
import { SHARED_WEEKS, parseDay, sharedWeeks, showDay, weekIndex, type SharedWeek } from './shared-calendar-dates';

export const SHARED_CALENDAR_TEXTS = {
  readOnly: 'Read-only view',
  unavailableTitle: 'This calendar link is not available',
  unavailable: 'It has expired or was revoked. Ask whoever shared it with you for a new link.',
  failed: 'The calendar could not be loaded. Please try again in a moment.',
  retry: 'Retry',
  previous: 'Previous Weeks',
  next: 'Next Weeks',
  today: 'Today',
  empty: 'Nothing scheduled',
  events: 'Holidays and retail moments',
  placeholder: 'Placeholder',
} as const;

/** How a kind of event is marked, as on the Content Calendar. */
const EVENT_STYLE: Record<string, { color: string; label: string }> = {
  holiday: { color: 'error.dark', label: 'Public holiday' },
  retail: { color: 'secondary.dark', label: 'Retail moment' },
};

/** `Christmas Day (US, GB)`: the countries are named when the brand sells in more than one, as on the calendar. */
function eventName(event: CalendarEventDto, countries: number): string {
  return countries > 1 && event.countries.length > 0 ? `${event.name} (${event.countries.join(', ')})` : event.name;
}

/** `Thu, Dec 25 · ` for a day, `Dec 15 – Dec 31 · ` for a period. */
function eventDays(event: CalendarEventDto): string {
  const start = parseDay(event.start);
  const end = parseDay(event.end);
  if (!start || !end) return '';
  return event.start === event.end ? `${format(start, 'EEE, MMM d')} · ` : `${format(start, 'MMM d')} – ${format(end, 'MMM d')} · `;
}

/** The holidays and retail moments that touch a week, by first day. */
function weekEvents(events: readonly CalendarEventDto[], week: SharedWeek): CalendarEventDto[] {
  const from = format(week.start, 'yyyy-MM-dd');
  const to = format(addDays(week.start, 6), 'yyyy-MM-dd');
  return events.filter((e) => EVENT_STYLE[e.kind] && e.start <= to && e.end >= from);
}

function WeekEvents({ events, countries }: { events: readonly CalendarEventDto[]; countries: number }) {
  if (!events.length) return null;
  return (
    <Box component="ul" aria-label={SHARED_CALENDAR_TEXTS.events} sx={{ listStyle: 'none', m: 0, mb: 1, p: 0 }}>
      {events.map((event) => {
        const style = EVENT_STYLE[event.kind]!;
        return (
          <Typography
            key={event.id}
            component="li"
            variant="caption"
            data-testid="shared-calendar-event"
            data-kind={event.kind}
            title={`${event.name}: ${style.label.toLowerCase()}${event.countries.length ? ` in ${event.countries.join(', ')}` : ''}`}
            sx={{ display: 'block', color: style.color, fontWeight: event.kind === 'holiday' ? 600 : 500, lineHeight: 1.4, overflowWrap: 'anywhere' }}
          >
            {eventDays(event)}
            {eventName(event, countries)}
          </Typography>
        );
      })}
    </Box>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, md: 4 } }}>
      {children}
    </Box>
  );
}

function Item({ item }: { item: SharedCalendarItem }) {
  const placeholder = item.kind === 'placeholder';
  return (
    <Paper
      component="li"
      variant="outlined"
      // a placeholder is a reserved day, not content yet: drawn dashed, as on the calendar
      sx={{ p: 1, listStyle: 'none', minWidth: 0, overflowWrap: 'anywhere', ...(placeholder && { borderStyle: 'dashed', bgcolor: 'action.hover' }) }}
      data-testid="shared-calendar-item"
      data-kind={item.kind}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {item.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={campaignTypeLabel(item.campaignType)} />
        <Typography variant="caption" color="text.secondary">
          {showDay(item.date)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {item.status}
      </Typography>
    </Paper>
  );
}

function SharedCalendar({ token }: { token: string }) {
  const { data, error, isLoading, refetch } = useGetSharedCalendarQuery(token);
  const [offset, setOffset] = useState(0);
  const weeks = useMemo(() => sharedWeeks(new Date(), offset), [offset]);
  const byWeek = useMemo(() => {
    const out = weeks.map(() => [] as SharedCalendarItem[]);
    for (const item of data?.items ?? []) {
      const i = weekIndex(weeks, item.date);
      if (i >= 0) out[i]!.push(item);
    }
    return out;
  }, [weeks, data]);

  if (isLoading) {
    return <PublicLinkLoading label="Loading the calendar" />;
  }
  if (error || !data) {
    const gone = !!error && 'status' in error && error.status === 404;
    return (
      <PublicLinkError gone={gone} reason={SHARED_CALENDAR_TEXTS.unavailable} texts={SHARED_CALENDAR_TEXTS} onRetry={() => void refetch()} />
    );
  }
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <PageTitle
          title={data.name}
          subtitle={
            <>
              {SHARED_CALENDAR_TEXTS.readOnly} · link valid until {format(new Date(data.expiresAt), 'MMM d, yyyy')}
            </>
          }
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOffset((o) => o - SHARED_WEEKS)}>
            {SHARED_CALENDAR_TEXTS.previous}
          </Button>
          {offset !== 0 && (
            <Button variant="outlined" onClick={() => setOffset(0)}>
              {SHARED_CALENDAR_TEXTS.today}
            </Button>
          )}
          <Button variant="outlined" onClick={() => setOffset((o) => o + SHARED_WEEKS)}>
            {SHARED_CALENDAR_TEXTS.next}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {weeks.map((week, i) => (
          <Paper key={week.key} component="section" variant="outlined" aria-label={week.heading} sx={{ p: 1.5, minHeight: 140, minWidth: 0 }} data-testid="shared-calendar-week">
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {week.heading}
            </Typography>
            <WeekEvents events={weekEvents(data.events ?? [], week)} countries={data.countries?.length ?? 0} />
            {byWeek[i]!.length ? (
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
                {byWeek[i]!.map((item, j) => (
                  <Item key={`${item.date}-${j}`} item={item} />
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {SHARED_CALENDAR_TEXTS.empty}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
    </>
  );
}

/**
 * /shared/calendar/:token: the read-only calendar a share link opens, for someone without an
 * account (no session, outside the signed-in layout). An expired or revoked link says so.
 */
export default function SharedCalendarPage() {
  const { token = '' } = useParams();
  return (
    <StoreProvider>
      <Frame>
        <SharedCalendar token={token} />
      </Frame>
    </StoreProvider>
  );
}
