import { mockApi, renderWithProviders, type RequestLog } from '@mailplan/testing';
import ModulesArea from './ModulesArea';

export { moduleFixture, moduleSummaryFixture } from '@mailplan/testing';

/**
 * Renders the Modules area as the shell mounts it (`/modules/*`); toasts are recorded in `toast`.
 * The previews read the brand settings for the `{{brand.*}}` tokens: no brand record unless the
 * test answers that route itself.
 */
export const renderModules = (path: string) => {
  mockApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
  return renderWithProviders(<ModulesArea />, { route: path, path: '/modules/*', toasts: 'spy' });
};

/** The paths of the requests a test's screen sent, leaving out the previews' brand settings read. */
export const sentPaths = (log: RequestLog) => log.mock.calls.map(([path]) => path).filter((path) => path !== '/api/brand-settings');
