import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import LoginPage from '../auth/LoginPage';
import { FullPageSpinner } from '../auth/FullPageSpinner';
import { pendingPrefetch } from '../federation/areas';
import { lazyNow } from './lazy-now';
import { settledValue, track } from './settled';

// Only the login page is in the first download; the store, the layout, the remote loader and the
// other pages come when they are needed.
const RegisterPage = lazy(() => import('../auth/RegisterPage'));
const InvitationPage = lazy(() => import('../members/InvitationPage'));
const SharedCalendarPage = lazy(() => import('../shared-calendar/SharedCalendarPage'));
const ReviewPage = lazy(() => import('../review/ReviewPage'));
let signedInRoutes: ReturnType<typeof loadSignedInRoutes> | undefined;
const loadSignedInRoutes = () => track(import('./SignedInRoutes'));
const SignedInRoutes = lazyNow(() => (signedInRoutes ??= loadSignedInRoutes()));

/**
 * Longest wait for a signed-in page's code before rendering it with its own spinners. Only this
 * page waits: new pages go inside SignedInRoutes (or a remote) and need nothing of this. Raise it
 * and a slow network shows one spinner longer; lower it and a direct open may flash two spinners.
 */
const CODE_WAIT_MS = 1000;

/**
 * The signed-in pages, once their code (the routes, the layout and, on a remote area's URL, the
 * remote started early) has arrived or CODE_WAIT_MS have passed. The spinner meanwhile is a plain
 * render, not a Suspense fallback: React delays revealing content up to 300 ms after a fallback
 * appeared, which would hold back a page whose code is all there.
 */
function SignedInPage() {
  const [code] = useState(() => {
    signedInRoutes ??= loadSignedInRoutes();
    const remote = pendingPrefetch(window.location.pathname);
    // a failure is shown by the page itself, as without the wait
    const all = signedInRoutes.then((m) => Promise.all([m.authenticatedApp, remote])).catch(() => undefined);
    return track(Promise.race([all, new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))]).then(() => true));
  });
  const [ready, setReady] = useState(() => settledValue(code) !== undefined);
  useEffect(() => {
    let live = true;
    void code.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [code]);
  return ready ? <SignedInRoutes /> : <FullPageSpinner />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/invitations/:token" element={<InvitationPage />} />
        <Route path="/shared/calendar/:token" element={<SharedCalendarPage />} />
        <Route path="/review/:token" element={<ReviewPage />} />
        <Route path="*" element={<SignedInPage />} />
      </Routes>
    </Suspense>
  );
}
