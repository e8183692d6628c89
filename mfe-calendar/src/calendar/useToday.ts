import { useEffect, useState } from 'react';
import { addDays, startOfDay } from 'date-fns';

/**
 * Today in the user's time zone; the calendar's "current week" moves on at local midnight while
 * the page stays open.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => startOfDay(new Date()));
  useEffect(() => {
    const now = new Date();
    const untilMidnight = addDays(startOfDay(now), 1).getTime() - now.getTime();
    const timer = window.setTimeout(() => setToday(startOfDay(new Date())), untilMidnight + 1000);
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
