import { Navigate, Route, Routes } from 'react-router';
import { ComingSoon, NotFound } from '@mailplan/ui';

/** Exposed as `mfe_strategy/BrandGuidelines`, mounted under `/brand-guidelines/*`. */
export default function BrandGuidelinesArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="generate" replace />} />
      <Route path="generate" element={<ComingSoon title="Brand Guidelines" note="AI-written brand guidelines are coming soon." />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
