import { Route, Routes } from 'react-router';
import { ModuleCreatePage } from './ModuleCreatePage';
import { ModuleDetailPage, ModuleNotFound } from './ModuleDetailPage';
import { ModuleListPage } from './ModuleListPage';

/**
 * The Modules area, exposed as `mfe_campaigns/Modules` and mounted by the shell under
 * `/modules/*`: paths here are relative to it. Store, theme and toasts come from the host.
 */
export default function ModulesArea() {
  return (
    <Routes>
      <Route index element={<ModuleListPage />} />
      <Route path="new" element={<ModuleCreatePage />} />
      <Route path=":id" element={<ModuleDetailPage />} />
      <Route path="*" element={<ModuleNotFound />} />
    </Routes>
  );
}
