// Requests a directly opened signed-in page needs, started by the entry chunk before the app's
// code (React, MUI, the store, the federation loader) has even downloaded: the current user, and
// on a remote area's route the remote manifest, whose answer names the remoteEntry.js to preload,
// and on an area's first page its main list (`prefetch` in federation/areas.tsx). They go into the
// prefetch map of @mailplan/api (see WHEN TO USE there), whose first reader of each URL takes the
// answer: the `me` query, the remote loader, the list's endpoint. Tested by app/speed-up.spec.tsx.
import { CURRENT_USER_URL, prefetch, PREFETCH_LISTS } from '@mailplan/api/prefetch';
import { areaFor, areaRoot } from './federation/areas';
import { MANIFEST_URL } from './federation/manifest-url';

/** Pages that never need the session up front. */
const SIGNED_OUT_PAGES = ['/auth/login', '/auth/register'];

/** Starts the early requests for `pathname` (once, at start-up). */
export function startEarlyRequests(pathname: string): void {
  if (SIGNED_OUT_PAGES.includes(pathname)) return;
  prefetch(CURRENT_USER_URL);
  const area = areaFor(pathname);
  if (!area) return;
  if (pathname.replace(/\/$/, '') === areaRoot(area)) for (const list of area.prefetch ?? []) prefetch(PREFETCH_LISTS[list]);
  const remoteName = area.id.split('/')[0];
  prefetch(MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } }).then(({ ok, text }) => {
    const entry = ok ? (JSON.parse(text) as Record<string, unknown> | null)?.[remoteName] : undefined;
    if (typeof entry === 'string' && entry) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = entry;
      document.head.appendChild(link);
    }
  }, () => {}).catch(() => {});
}
