import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireUser } from '../auth/RequireUser';
import StoreProvider from './StoreProvider';
import { lazyNow } from './lazy-now';
import { track } from './settled';

const CreateOrganizationPage = lazy(() => import('../auth/CreateOrganizationPage'));
// Most signed-in visits end in the layout: its code comes while the session is being checked.
export const authenticatedApp = track(import('./AuthenticatedApp'));
const AuthenticatedApp = lazyNow(() => authenticatedApp);

/** Every page that needs a session: the store, the access rules, then the page. */
export default function SignedInRoutes() {
  return (
    <StoreProvider>
      <Routes>
        {/* without the layout: its visitor has no organization yet (docs/decisions.md#create-organization-no-sidebar) */}
        <Route
          path="/auth/create-organization"
          element={
            <RequireUser allowWithoutOrganization>
              <CreateOrganizationPage />
            </RequireUser>
          }
        />
        <Route
          path="*"
          element={
            <RequireUser>
              <AuthenticatedApp />
            </RequireUser>
          }
        />
      </Routes>
    </StoreProvider>
  );
}
