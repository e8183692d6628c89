import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import type { ReactNode } from 'react';
import type { CalendarView } from './board-types';
import { navigationButtons, WEEK_NAVIGATION_STEP } from './calendar-dates';

interface CalendarNavigationProps {
  view: CalendarView;
  onView: (view: CalendarView) => void;
  /** Weeks from the current ones (a multiple of WEEK_NAVIGATION_STEP). */
  weekOffset: number;
  onWeekOffset: (change: (offset: number) => number) => void;
  /** Months from the current one. */
  monthOffset: number;
  onMonthOffset: (change: (offset: number) => number) => void;
  /** Buttons at the end of the row (Add placeholder, Conflict rules). */
  toolbar?: ReactNode;
}

/** The view switch (Weeks, Month) and the buttons that move the view through time. */
export function CalendarNavigation({ view, onView, weekOffset, onWeekOffset, monthOffset, onMonthOffset, toolbar }: CalendarNavigationProps) {
  const buttons = navigationButtons(weekOffset);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      <Box role="group" aria-label="Calendar view" sx={{ display: 'inline-flex' }}>
        <Button
          variant={view === 'weeks' ? 'contained' : 'outlined'}
          aria-pressed={view === 'weeks'}
          onClick={() => onView('weeks')}
          sx={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        >
          Weeks
        </Button>
        <Button
          variant={view === 'month' ? 'contained' : 'outlined'}
          aria-pressed={view === 'month'}
          onClick={() => onView('month')}
          sx={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }}
        >
          Month
        </Button>
      </Box>
      {view === 'weeks' ? (
        <>
          <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => onWeekOffset((o) => o - WEEK_NAVIGATION_STEP)}>
            Previous Weeks
          </Button>
          {buttons.today && (
            <Button variant="outlined" startIcon={<TodayIcon />} onClick={() => onWeekOffset(() => 0)}>
              Today
            </Button>
          )}
          {buttons.next && (
            <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => onWeekOffset((o) => o + WEEK_NAVIGATION_STEP)}>
              Next Weeks
            </Button>
          )}
        </>
      ) : (
        <>
          <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => onMonthOffset((o) => o - 1)}>
            Previous Month
          </Button>
          {monthOffset !== 0 && (
            <Button variant="outlined" startIcon={<TodayIcon />} onClick={() => onMonthOffset(() => 0)}>
              This Month
            </Button>
          )}
          <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => onMonthOffset((o) => o + 1)}>
            Next Month
          </Button>
        </>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {toolbar}
    </Stack>
  );
}
