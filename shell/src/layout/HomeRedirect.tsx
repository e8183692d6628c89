import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { type AppDispatch } from '@mailplan/api';
import { brandApi } from '@mailplan/api/endpoints/brand';
import { homePath } from '../auth/after-login';
import { FullPageSpinner } from '../auth/FullPageSpinner';

/** `/`: to the concepts when a strategy was generated, otherwise to the strategy wizard. */
export function HomeRedirect() {
  const dispatch = useDispatch<AppDispatch>();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    homePath(() => dispatch(brandApi.endpoints.getBrandSettings.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap()).then(
      (path) => !cancelled && setTarget(path),
    );
    return () => {
      cancelled = true;
    };
  }, [dispatch]);
  return target ? <Navigate to={target} replace /> : <FullPageSpinner />;
}
