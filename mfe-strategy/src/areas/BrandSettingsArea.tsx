import { Route, Routes } from 'react-router';
import { ComingSoon, NotFound } from '@mailplan/ui';

/** Exposed as `mfe_strategy/BrandSettings`, mounted under `/brand-settings/*`. */
export default function BrandSettingsArea() {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Brand Settings" note="Your brand profile, fonts, colours and files will be edited here soon." />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
