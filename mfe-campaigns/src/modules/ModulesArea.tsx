import { Route } from 'react-router';
import { AreaRoutes } from '@mailplan/ui/components';
import { withNumericId } from '../numeric-id-route';
import { ModuleCreatePage } from './ModuleCreatePage';
import { ModuleDetailPage } from './ModuleDetailPage';
import { ModuleListPage } from './ModuleListPage';

/**
 * The Modules area, exposed as `mfe_campaigns/Modules` and mounted by the shell under
 * `/modules/*`: paths here are relative to it. Store, theme and toasts come from the host. A path
 * outside the spec's route table shows the 404 page.
 */
export default function ModulesArea() {
  return (
    <AreaRoutes>
      <Route index element={<ModuleListPage />} />
      <Route path="new" element={<ModuleCreatePage />} />
      <Route path=":id" element={withNumericId(<ModuleDetailPage />)} />
    </AreaRoutes>
  );
}
