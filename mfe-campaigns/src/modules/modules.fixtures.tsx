import { renderWithProviders } from '@mailplan/testing';
import ModulesArea from './ModulesArea';

export { moduleFixture, moduleSummaryFixture } from '@mailplan/testing';

/** Renders the Modules area as the shell mounts it (`/modules/*`); toasts are recorded in `toast`. */
export const renderModules = (path: string) =>
  renderWithProviders(<ModulesArea />, { route: path, path: '/modules/*', toasts: 'spy' });
