import { Route, Routes } from 'react-router';
import { ComingSoon, NotFound } from '@mailplan/ui';

/** Exposed as `mfe_strategy/EmailConcepts`, mounted under `/email-concepts/*`. */
export default function EmailConceptsArea() {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Email Concepts" note="Campaign concepts for your strategy are coming soon." />} />
      <Route path="edit/:id" element={<ComingSoon title="Edit Email Concept" note="Editing a concept is coming soon." />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
