import { Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui/components';
import { CalendarPage } from '../calendar/CalendarPage';

/** Exposed as `mfe_calendar/ContentCalendar`, mounted under `/content-calendar/*`. */
export default function ContentCalendarArea() {
  return (
    <Routes>
      <Route index element={<CalendarPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
