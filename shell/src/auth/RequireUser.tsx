import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMeQuery } from '@mailplan/api/endpoints/auth';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * The spec's access rules: a spinner while the session resolves, no user →
 * /auth/login, a user without an organization → /auth/create-organization (unless that is the
 * page being guarded).
 */
export function RequireUser({ children, allowWithoutOrganization = false }: { children: ReactNode; allowWithoutOrganization?: boolean }) {
  const { data: user, isLoading, isError } = useMeQuery();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (!user || isError) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  if (!allowWithoutOrganization && !user.organizationId) return <Navigate to="/auth/create-organization" replace />;
  return <>{children}</>;
}
