import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireUser } from '../auth/RequireUser';
import StoreProvider from './StoreProvider';

const CreateOrganizationPage = lazy(() => import('../auth/CreateOrganizationPage'));
const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));

/** Every page that needs a session: the store, the access rules, then the page. */
export default function SignedInRoutes() {
  return (
    <StoreProvider>
      <Routes>
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
