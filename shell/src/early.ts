// WHEN TO USE: a request a directly opened page cannot do without (the session, a remote's
// manifest, an area page's main list: `earlyReads` in federation/areas.tsx) whose answer does not
// depend on anything the app decides later. Add it here only if
// the bench's "/modules shows its modules" figure improves; the consumer takes the answer once
// (take*) and falls back to its own request. Anything else: an ordinary RTK Query endpoint.
// Fenced by shell/src/app/speed-up.spec.tsx.
// Requests a directly opened signed-in page needs, started by the entry chunk before the app's
// code (React, MUI, the store, the federation loader) has even downloaded: the session check, and
// on a remote area's route the remote manifest, whose answer names the remoteEntry.js to preload.
// The app takes each answer once, instead of sending the same request much later.
import { areaFor, areaRoot } from './federation/areas';
import { MANIFEST_URL } from './federation/manifest-url';

/** Pages that never need the session up front. */
const SIGNED_OUT_PAGES = ['/auth/login', '/auth/register'];

let session: Promise<Response> | undefined;
let manifest: Promise<unknown> | undefined;
let reads: [string, Promise<unknown>][] = [];

/** As long as the app's own requests may take (REQUEST_TIMEOUT_MS of @mailplan/api). */
const READ_TIMEOUT_MS = 30_000;

/** The parsed body of an OK answer to `GET url`; rejects otherwise. */
function read(url: string): Promise<unknown> {
  const body = fetch(url, { credentials: 'include', signal: AbortSignal.timeout(READ_TIMEOUT_MS) }).then((res) => {
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  });
  body.catch(() => {});
  return body;
}

/** Starts the early requests for `pathname` (once, at start-up). */
export function startEarlyRequests(pathname: string): void {
  if (SIGNED_OUT_PAGES.includes(pathname)) return;
  session = fetch('/api/auth/me', { credentials: 'include' });
  session.catch(() => {});
  const area = areaFor(pathname);
  if (!area) return;
  if (pathname.replace(/\/$/, '') === areaRoot(area)) reads = (area.earlyReads ?? []).map((url) => [url, read(url)]);
  const remoteName = area.id.split('/')[0];
  manifest = fetch(MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`${MANIFEST_URL} answered ${res.status}`);
    const body = (await res.json()) as Record<string, unknown> | null;
    const entry = body?.[remoteName];
    if (typeof entry === 'string' && entry) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = entry;
      document.head.appendChild(link);
    }
    return body;
  });
  manifest.catch(() => {});
}

/** The early session check's answer, once; later checks make their own request. */
export function takeEarlySession(): Promise<Response> | undefined {
  const taken = session;
  session = undefined;
  return taken;
}

/**
 * The early reads of the area page opened (URL and the parsed body of an OK answer), once: the
 * app hands them to @mailplan/api (`offerEarlyRead`), whose first GET of each URL takes it.
 */
export function takeEarlyReads(): [string, Promise<unknown>][] {
  const taken = reads;
  reads = [];
  return taken;
}

/** The early manifest's parsed body, once. */
export function takeEarlyManifest(): Promise<unknown> | undefined {
  const taken = manifest;
  manifest = undefined;
  return taken;
}
