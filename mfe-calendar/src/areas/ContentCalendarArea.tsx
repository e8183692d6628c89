import { Route, Routes } from 'react-router';
import { ComingSoon, NotFound } from '@mailplan/ui';

/** Exposed as `mfe_calendar/ContentCalendar`, mounted under `/content-calendar/*`. */
export default function ContentCalendarArea() {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Content Calendar" note="The six-week content calendar is coming soon." />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
