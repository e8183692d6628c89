import { Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui';
import { ConceptEditPage } from '../concepts/ConceptEditPage';
import { ConceptsPage } from '../concepts/ConceptsPage';

/** Exposed as `mfe_strategy/EmailConcepts`, mounted under `/email-concepts/*`. */
export default function EmailConceptsArea() {
  return (
    <Routes>
      <Route index element={<ConceptsPage />} />
      <Route path="edit/:id" element={<ConceptEditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
