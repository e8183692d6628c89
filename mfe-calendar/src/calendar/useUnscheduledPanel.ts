import { useCallback, useState } from 'react';
import type { CalendarView } from './board-types';

const storageKey = (view: CalendarView) => `mailplan.calendar.unscheduled.${view}`;

/**
 * Whether Unscheduled Content is shown beside the board, per view and remembered in this
 * browser. Until the user chooses, the weeks show it and the month hides it: the month's seven
 * columns need the width (docs/decisions.md#month-view-fit).
 */
function readShown(view: CalendarView): boolean {
  try {
    const saved = window.localStorage.getItem(storageKey(view));
    if (saved === 'shown') return true;
    if (saved === 'hidden') return false;
  } catch {
    // storage refused (private mode, a policy): the default, not remembered
  }
  return view === 'weeks';
}

export function useUnscheduledPanel(view: CalendarView) {
  const [shown, setShown] = useState(() => ({ weeks: readShown('weeks'), month: readShown('month') }));
  const toggle = useCallback(() => {
    setShown((before) => {
      const next = { ...before, [view]: !before[view] };
      try {
        window.localStorage.setItem(storageKey(view), next[view] ? 'shown' : 'hidden');
      } catch {
        // not remembered; the choice still holds while the page is open
      }
      return next;
    });
  }, [view]);
  return { shown: shown[view], toggle };
}
