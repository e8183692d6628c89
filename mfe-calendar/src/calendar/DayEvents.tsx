import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { eventLabel, type CalendarEvent } from './calendar-events';

/** How a kind of event is marked. */
const KIND_STYLE: Record<string, { color: string; label: string }> = {
  holiday: { color: 'error.dark', label: 'Public holiday' },
  retail: { color: 'secondary.dark', label: 'Retail moment' },
  season: { color: 'success.dark', label: 'Seasonal period' },
  note: { color: 'text.secondary', label: 'Note' },
};

function EventLine({ event, countries, prefix }: { event: CalendarEvent; countries: number; prefix?: string }) {
  const style = KIND_STYLE[event.kind] ?? KIND_STYLE.note!;
  return (
    <Typography
      variant="caption"
      component="li"
      data-testid="calendar-event"
      data-kind={event.kind}
      title={`${event.name}: ${style.label.toLowerCase()}${event.countries.length ? ` in ${event.countries.join(', ')}` : ''}`}
      sx={{
        display: 'block',
        color: style.color,
        fontWeight: event.kind === 'holiday' ? 600 : 500,
        lineHeight: 1.3,
        // between words; a word wider than the day breaks only as a last resort
        overflowWrap: 'break-word',
      }}
    >
      {prefix}
      {eventLabel(event, countries)}
    </Typography>
  );
}

/**
 * A day's (or a week's) holidays and retail moments: the first `max`, then "+N more" whose
 * list shows on hover or keyboard focus.
 */
export function DayEvents({
  events,
  countries,
  max,
  prefix,
}: {
  events: readonly CalendarEvent[];
  /** How many countries the brand sells in: with more than one, each holiday names its countries. */
  countries: number;
  max: number;
  /** Written before each event (the weekly view's `Nov 27 · `). */
  prefix?: (event: CalendarEvent) => string;
}) {
  if (events.length === 0) return null;
  const shown = events.length > max ? events.slice(0, max - 1) : events;
  const rest = events.slice(shown.length);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
      {shown.map((event) => (
        <EventLine key={event.id} event={event} countries={countries} prefix={prefix?.(event)} />
      ))}
      {rest.length > 0 && (
        <li>
          <Tooltip
            describeChild
            title={
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="more-events">
                {rest.map((event) => (
                  <li key={event.id}>
                    {prefix?.(event)}
                    {eventLabel(event, countries)}
                  </li>
                ))}
              </Box>
            }
          >
            <ButtonBase
              aria-label={`${rest.length} more: ${rest.map((e) => eventLabel(e, countries)).join(', ')}`}
              sx={{ typography: 'caption', color: 'primary.main', fontWeight: 600, borderRadius: 0.5, px: 0.25 }}
            >
              +{rest.length} more
            </ButtonBase>
          </Tooltip>
        </li>
      )}
    </Box>
  );
}
