import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui';
import { GuidelinesGeneratorPage } from '../guidelines/GuidelinesGeneratorPage';

/** Exposed as `mfe_strategy/BrandGuidelines`, mounted under `/brand-guidelines/*`. */
export default function BrandGuidelinesArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="generate" replace />} />
      <Route path="generate" element={<GuidelinesGeneratorPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
