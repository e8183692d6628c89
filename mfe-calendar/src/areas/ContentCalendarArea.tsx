import { Route } from 'react-router';
import { AreaRoutes } from '@mailplan/ui/components';
import { CalendarPage } from '../calendar/CalendarPage';

/** Exposed as `mfe_calendar/ContentCalendar`, mounted under `/content-calendar/*`. */
export default function ContentCalendarArea() {
  return (
    <AreaRoutes>
      <Route index element={<CalendarPage />} />
    </AreaRoutes>
  );
}
