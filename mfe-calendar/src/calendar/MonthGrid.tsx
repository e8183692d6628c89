import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useDroppable } from '@dnd-kit/core';
import type { WeeklyCadence } from '@mailplan/shared';
import { isSameDay } from 'date-fns';
import { memo, useMemo, useRef } from 'react';
import type { CalendarCellProps } from './board-types';
import { CadenceBadge } from './CadenceBadge';
import { parseCalendarDate } from './calendar-dates';
import { rangeLabel, type CalendarEvent } from './calendar-events';
import { CellCards } from './CellCards';
import { draggableId } from './ConceptCard';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { DayEvents } from './DayEvents';
import { dayDropId, type DropTarget } from './dnd';
import type { CalendarMonth, MonthDay } from './month-dates';
import { placeholderDragId } from './PlaceholderCard';
import { clashSignature } from './useClashes';

/** Holidays and moments a day lists before "+N more". */
const DAY_EVENTS_SHOWN = 2;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const NONE: readonly never[] = [];

interface DayProps extends CalendarCellProps {
  day: MonthDay;
  isToday: boolean;
  concepts: readonly CalendarConcept[];
  placeholders: readonly CalendarPlaceholder[];
  dayEvents: readonly CalendarEvent[];
  /** This day's clash reasons as one text: the day renders again only when they change. */
  clashSignature?: string;
}

const DayCell = memo(function DayCell({
  day,
  isToday,
  concepts,
  placeholders,
  dayEvents,
  countryCount,
  getClashes,
  events,
  generating,
  canWrite,
  today,
  placeholderHandlers,
  onPickDate,
  onUnschedule,
}: DayProps) {
  const target: DropTarget = { kind: 'day', date: day.key, label: day.label };
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day.key), data: target });
  return (
    <Box
      ref={setNodeRef}
      component="section"
      role="gridcell"
      aria-label={day.label}
      data-testid="calendar-day"
      data-date={day.key}
      data-over={isOver || undefined}
      sx={{
        minWidth: 0,
        minHeight: 112,
        p: 0.5,
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isOver ? 'action.hover' : day.inMonth ? 'background.paper' : 'action.hover',
        outline: isOver ? '2px dashed' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography
          variant="caption"
          component="h3"
          aria-label={day.label}
          sx={{
            fontWeight: isToday ? 700 : 500,
            color: day.inMonth ? (isToday ? 'primary.contrastText' : 'text.primary') : 'text.disabled',
            bgcolor: isToday ? 'primary.main' : undefined,
            borderRadius: 4,
            px: 0.75,
          }}
        >
          {day.date.getDate()}
        </Typography>
        {canWrite && placeholderHandlers && (
          <IconButton
            size="small"
            aria-label={`Add placeholder on ${day.label}`}
            title="Add placeholder"
            onClick={() => placeholderHandlers.onAdd(day.key)}
            sx={{ p: 0.25, opacity: 0.6, '&:hover, &:focus-visible': { opacity: 1 } }}
          >
            <AddIcon sx={{ fontSize: 16 }} />
          </IconButton>
        )}
      </Stack>
      <DayEvents events={dayEvents} countries={countryCount} max={DAY_EVENTS_SHOWN} />
      {(concepts.length > 0 || placeholders.length > 0) && (
        <Stack spacing={0.5} sx={{ mt: 0.5 }}>
          <CellCards
            compact
            concepts={concepts}
            placeholders={placeholders}
            placeholdersReadOnly={!canWrite}
            {...{ today, getClashes, onPickDate, onUnschedule, placeholderHandlers, generating, events }}
          />
        </Stack>
      )}
    </Box>
  );
});

/**
 * The month view: whole weeks covering the month, a drop target per day (a drop schedules that
 * day), the same cards, holidays and badges as the weeks.
 */
export function MonthGrid({
  month,
  today,
  concepts,
  placeholders,
  eventsByDate,
  ranges,
  clashes,
  cadence = null,
  ...cell
}: CalendarCellProps & {
  clashes: Map<string, readonly string[]>;
  /** The strategy's weekly target: each week's row ends with its planned emails against it. */
  cadence?: WeeklyCadence | null;
  month: CalendarMonth;
  concepts: readonly CalendarConcept[];
  placeholders: readonly CalendarPlaceholder[];
  eventsByDate: Map<string, CalendarEvent[]>;
  /** Periods touching the month (seasons, back to school, ...). */
  ranges: readonly CalendarEvent[];
}) {
  // each day's cards, by date; a day whose cards did not change keeps its list (and its render)
  const lastByDay = useRef(new Map<string, CalendarConcept[]>());
  const { conceptsByDay, placeholdersByDay } = useMemo(() => {
    const first = month.weeks[0]![0]!.key;
    const last = month.weeks.at(-1)!.at(-1)!.key;
    const conceptsByDay = new Map<string, CalendarConcept[]>();
    for (const concept of concepts) {
      const date = concept.scheduledDate;
      if (!date || date < first || date > last || !parseCalendarDate(date)) continue;
      const list = conceptsByDay.get(date);
      if (list) list.push(concept);
      else conceptsByDay.set(date, [concept]);
    }
    conceptsByDay.forEach((list, day) => {
      list.sort((a, b) => a.id - b.id);
      const before = lastByDay.current.get(day);
      if (before && before.length === list.length && before.every((c, i) => c === list[i])) conceptsByDay.set(day, before);
    });
    lastByDay.current = conceptsByDay;
    const placeholdersByDay = new Map<string, CalendarPlaceholder[]>();
    for (const p of placeholders) {
      if (p.date < first || p.date > last) continue;
      const list = placeholdersByDay.get(p.date);
      if (list) list.push(p);
      else placeholdersByDay.set(p.date, [p]);
    }
    return { conceptsByDay, placeholdersByDay };
  }, [month, concepts, placeholders]);

  // a column for each week's cadence when the strategy sets one
  const columns = cadence ? 'repeat(7, minmax(0, 1fr)) 152px' : 'repeat(7, minmax(0, 1fr))';
  const plannedIn = (week: readonly MonthDay[]) =>
    week.reduce((n, day) => n + (conceptsByDay.get(day.key)?.length ?? 0) + (placeholdersByDay.get(day.key)?.length ?? 0), 0);

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {month.heading}
      </Typography>
      {ranges.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
          {ranges.map((range) => (
            <Typography key={range.id} variant="caption" data-testid="calendar-range" sx={{ color: 'success.dark', fontWeight: 500 }}>
              {rangeLabel(range)}
            </Typography>
          ))}
        </Stack>
      )}
      <Paper variant="outlined" role="grid" aria-label={`Month of ${month.heading}`} sx={{ overflow: 'hidden' }}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider' }}>
          {WEEKDAYS.map((d) => (
            <Typography key={d} role="columnheader" variant="caption" sx={{ p: 0.5, fontWeight: 600, textAlign: 'center', color: 'text.secondary' }}>
              {d}
            </Typography>
          ))}
          {cadence && (
            <Typography role="columnheader" variant="caption" sx={{ p: 0.5, fontWeight: 600, textAlign: 'center', color: 'text.secondary' }}>
              Cadence
            </Typography>
          )}
        </Box>
        {month.weeks.map((week) => (
          <Box key={week[0]!.key} role="row" sx={{ display: 'grid', gridTemplateColumns: columns }}>
            {week.map((day) => (
              <DayCell
                key={day.key}
                {...cell}
                today={today}
                day={day}
                isToday={isSameDay(day.date, today)}
                concepts={conceptsByDay.get(day.key) ?? NONE}
                placeholders={placeholdersByDay.get(day.key) ?? NONE}
                clashSignature={clashSignature(clashes, [
                  ...(conceptsByDay.get(day.key) ?? NONE).map(draggableId),
                  ...(placeholdersByDay.get(day.key) ?? NONE).map(placeholderDragId),
                ])}
                dayEvents={eventsByDate.get(day.key) ?? NONE}
              />
            ))}
            {cadence && (
              <Box role="gridcell" data-testid="month-week-cadence" sx={{ p: 0.5, borderLeft: 1, borderTop: 1, borderColor: 'divider', display: 'flex', alignItems: 'flex-start', justifyContent: 'center' }}>
                <CadenceBadge scheduled={plannedIn(week)} target={cadence} />
              </Box>
            )}
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
