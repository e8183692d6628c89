import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WeeklyCadence } from '@mailplan/shared';
import { format } from 'date-fns';
import { memo, useMemo, useRef } from 'react';
import type { CalendarCellProps } from './board-types';
import { CadenceBadge } from './CadenceBadge';
import { parseCalendarDate, toCalendarDate, weekIndexOf, type CalendarWeek } from './calendar-dates';
import { rangeLabel, rangesIn, type CalendarEvent } from './calendar-events';
import { CellCards } from './CellCards';
import { draggableId } from './ConceptCard';
import type { CalendarConcept, CalendarPlaceholder } from './concept-types';
import { DayEvents } from './DayEvents';
import type { DropTarget } from './dnd';
import { DropZone } from './DropZone';
import { placeholderDragId } from './PlaceholderCard';
import { clashSignature } from './useClashes';

/** Holidays and moments a week block lists before "+N more". */
const WEEK_EVENTS_SHOWN = 3;

interface WeekBlockProps extends CalendarCellProps {
  week: CalendarWeek;
  concepts: readonly CalendarConcept[];
  placeholders: readonly CalendarPlaceholder[];
  clashSignature?: string;
  dayEvents: readonly CalendarEvent[];
  ranges: readonly CalendarEvent[];
  cadence?: WeeklyCadence | null;
}

const WeekBlock = memo(function WeekBlock({
  week,
  concepts,
  placeholders,
  today,
  getClashes,
  onPickDate,
  onUnschedule,
  placeholderHandlers,
  generating,
  dayEvents,
  ranges,
  events,
  countryCount,
  canWrite,
  cadence,
}: WeekBlockProps) {
  const target: DropTarget = { kind: 'week', heading: week.heading, dropDate: week.dropDate, weekKey: week.key };
  const empty = concepts.length === 0 && placeholders.length === 0;
  return (
    <DropZone id={week.key} target={target} label={`Week of ${week.heading}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {week.heading}
        </Typography>
        {cadence && <CadenceBadge scheduled={concepts.length + placeholders.length} target={cadence} />}
      </Stack>
      {(dayEvents.length > 0 || ranges.length > 0) && (
        <Box sx={{ mb: 1 }} data-testid="week-events">
          <DayEvents
            events={dayEvents}
            countries={countryCount}
            max={WEEK_EVENTS_SHOWN}
            prefix={(e) => `${format(parseCalendarDate(e.start)!, 'EEE MMM d')} · `}
          />
          {ranges.map((range) => (
            <Typography key={range.id} variant="caption" component="p" data-testid="calendar-range" sx={{ color: 'success.dark', lineHeight: 1.3 }}>
              {rangeLabel(range)}
            </Typography>
          ))}
        </Box>
      )}
      {empty ? (
        <Box
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            py: 3,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">Drag content here</Typography>
        </Box>
      ) : (
        <Stack spacing={1}>
          <CellCards
            concepts={concepts}
            placeholders={placeholders}
            placeholdersReadOnly={!canWrite || !placeholderHandlers}
            {...{ today, getClashes, onPickDate, onUnschedule, placeholderHandlers, generating, events }}
          />
        </Stack>
      )}
    </DropZone>
  );
});

/** Groups items into the visible weeks, keeping a week's list when its items did not change. */
function useGroups<T>(
  items: readonly T[],
  keys: readonly string[],
  groupOf: (item: T) => number,
  order: (a: T, b: T) => number,
): T[][] {
  const last = useRef(new Map<string, T[]>());
  return useMemo(() => {
    const groups: T[][] = keys.map(() => []);
    for (const item of items) {
      const index = groupOf(item);
      if (index >= 0) groups[index]!.push(item);
    }
    groups.forEach((list) => list.sort(order));
    const kept = groups.map((list, i) => {
      const before = last.current.get(keys[i]!);
      return before && before.length === list.length && before.every((c, j) => c === list[j]) ? before : list;
    });
    last.current = new Map(keys.map((k, i) => [k, kept[i]!]));
    return kept;
    // groupOf and order are read for these items and keys only
  }, [items, keys]);
}

function byDateThenId(a: CalendarConcept, b: CalendarConcept) {
  const ad = a.scheduledDate ?? '';
  const bd = b.scheduledDate ?? '';
  return ad === bd ? a.id - b.id : ad < bd ? -1 : 1;
}

const byPlaceholderDate = (a: CalendarPlaceholder, b: CalendarPlaceholder) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1);

interface WeekViewProps extends CalendarCellProps {
  weeks: readonly CalendarWeek[];
  concepts: readonly CalendarConcept[];
  placeholders: readonly CalendarPlaceholder[];
  clashes: Map<string, readonly string[]>;
  /** The one-day holidays and moments, by date. */
  eventsByDate: Map<string, CalendarEvent[]>;
  cadence?: WeeklyCadence | null;
}

/**
 * The weeks view (the spec's view, the default): a block per week, a drop target that gives a
 * card the week's drop day, with its holidays, cadence and cards. A week whose cards did not
 * change keeps its list, so only the weeks a change touches render again.
 */
export function WeekView({ weeks, concepts, placeholders, clashes, eventsByDate, cadence = null, ...cell }: WeekViewProps) {
  const { events } = cell;
  const weekKeys = useMemo(() => weeks.map((w) => w.key), [weeks]);
  const byWeek = useGroups(concepts, weekKeys, (c) => (parseCalendarDate(c.scheduledDate) ? weekIndexOf(weeks, c.scheduledDate) : -1), byDateThenId);
  const placeholdersByWeek = useGroups(placeholders, weekKeys, (p) => weekIndexOf(weeks, p.date), byPlaceholderDate);
  const weekEvents = useMemo(
    () =>
      weeks.map((week) => {
        const list: CalendarEvent[] = [];
        for (let i = 0; i < 7; i++) {
          const day = new Date(week.start.getFullYear(), week.start.getMonth(), week.start.getDate() + i);
          list.push(...(eventsByDate.get(toCalendarDate(day)) ?? []));
        }
        return { days: list, ranges: rangesIn(events, week.key, toCalendarDate(week.end)) };
      }),
    [weeks, events, eventsByDate],
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {weeks.map((week, i) => (
        <WeekBlock
          key={week.key}
          {...cell}
          week={week}
          concepts={byWeek[i]!}
          placeholders={placeholdersByWeek[i]!}
          clashSignature={clashSignature(clashes, [...byWeek[i]!.map(draggableId), ...placeholdersByWeek[i]!.map(placeholderDragId)])}
          dayEvents={weekEvents[i]!.days}
          ranges={weekEvents[i]!.ranges}
          cadence={cadence}
        />
      ))}
    </Box>
  );
}
