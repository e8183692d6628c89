import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import LoginPage from '../auth/LoginPage';
import { FullPageSpinner } from '../auth/FullPageSpinner';

// Only the login page is in the first download; the store, the layout, the remote loader and the
// other pages come when they are needed.
const RegisterPage = lazy(() => import('../auth/RegisterPage'));
const SignedInRoutes = lazy(() => import('./SignedInRoutes'));

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}
