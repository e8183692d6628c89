import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '@mailplan/ui/components';
import { AppLayout } from '../layout/AppLayout';
import { HomeRedirect } from '../layout/HomeRedirect';
import { FullPageSpinner } from '../auth/FullPageSpinner';
import { RemoteArea } from '../federation/RemoteArea';
import { REMOTE_AREAS, remoteLoader } from '../federation/areas';
import { AnthropicTestPage } from './anthropic-test-route';

const MembersPage = lazy(() => import('../members/MembersPage'));
const EmailServicesPage = lazy(() => import('../connections/EmailServicesPage'));

/**
 * Everything behind the login: the layout with the sidebar, the `/` redirect, the remote areas,
 * the Anthropic API test page, the members page and the 404 page. Loaded lazily after the session is known.
 */
export default function AuthenticatedApp() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRedirect />} />
        {REMOTE_AREAS.map(({ path, area, id }) => (
          <Route key={path} path={path} element={<RemoteArea key={id} area={area} load={remoteLoader(id)} />} />
        ))}
        <Route
          path="/anthropic-test"
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <AnthropicTestPage />
            </Suspense>
          }
        />
        <Route
          path="/members"
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <MembersPage />
            </Suspense>
          }
        />
        <Route
          path="/settings/email-services"
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <EmailServicesPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
