import { Route } from 'react-router';
import { AreaRoutes } from '@mailplan/ui/components';
import { BrandSettingsPage } from '../brand/BrandSettingsPage';

/** Exposed as `mfe_strategy/BrandSettings`, mounted under `/brand-settings/*`. */
export default function BrandSettingsArea() {
  return (
    <AreaRoutes>
      <Route index element={<BrandSettingsPage />} />
    </AreaRoutes>
  );
}
