import { Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui/components';
import { BrandSettingsPage } from '../brand/BrandSettingsPage';

/** Exposed as `mfe_strategy/BrandSettings`, mounted under `/brand-settings/*`. */
export default function BrandSettingsArea() {
  return (
    <Routes>
      <Route index element={<BrandSettingsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
