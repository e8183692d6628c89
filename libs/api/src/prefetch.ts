// WHEN TO USE: a request a directly opened page cannot do without (the current user, the remote
// manifest, an area page's main list) whose answer does not depend on anything the app decides
// later. The shell's entry chunk starts it (shell/src/early.ts) before the app's code has even
// downloaded; the first reader of the same URL takes the answer instead of asking again. Add one
// only if the bench's "/modules shows its modules" figure improves. Anything else: an ordinary
// endpoint. Free of RTK and React: the entry chunk imports it (`@mailplan/api/prefetch`) before
// sharing is set up, and the store's base query reads the same map.
import { campaignPageRequest, CONCEPT_COUNTS_REQUEST, FIRST_CAMPAIGN_PAGE, unscheduledConceptsRequest } from './pages';
import { apiRoute } from './routes';

/** What a prefetched request answered: its status and body text, read like any other answer. */
export interface PrefetchedAnswer {
  status: number;
  ok: boolean;
  text: string;
  /** `X-Total-Count` of a paged list read. */
  totalCount?: number;
}

/** The number a paged list read's `X-Total-Count` header says, if it has one. */
export function totalCountOf(headers: Headers | undefined): number | undefined {
  const value = typeof headers?.get === 'function' ? headers.get('X-Total-Count') : null;
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** An answer not taken by then is dropped: the page that wanted it was not opened after all. */
export const PREFETCH_MAX_AGE_MS = 15_000;

/** As long as the app's own requests may take (REQUEST_TIMEOUT_MS of the base query). */
const PREFETCH_TIMEOUT_MS = 30_000;

/** The current user: `me` takes it (a 401 means nobody is signed in). */
export const CURRENT_USER_URL = apiRoute('get', '/api/auth/me').url;

/** The list reads an area's first page may start early, by name (`prefetch` in shell/src/federation/areas.tsx). */
export const PREFETCH_LISTS = {
  // the campaign table's first page in its default order (./pages)
  campaigns: campaignPageRequest(FIRST_CAMPAIGN_PAGE).url,
  // the calendar's Unscheduled Content, first page (its weeks' days depend on the day and the view)
  unscheduledConcepts: unscheduledConceptsRequest(0).url,
  // the concepts page's first read: how many concepts each category holds (it reads a category's
  // concepts when the category is opened)
  conceptCounts: CONCEPT_COUNTS_REQUEST.url,
} as const;
export type PrefetchList = keyof typeof PREFETCH_LISTS;

type Entry = { answer: Promise<PrefetchedAnswer>; at: number };

/**
 * One map per page, even if two copies of this module run (the shell's entry chunk imports it
 * directly, the store through the shared `@mailplan/api`, which a page could take from a remote).
 */
const pageScope = globalThis as { [key: symbol]: Map<string, Entry> | undefined };
const entries = (pageScope[Symbol.for('mailplan.prefetch')] ??= new Map<string, Entry>());

/**
 * Starts `GET url` now, with the session cookie (`init` may add headers or a cache mode), and
 * keeps its answer for the first `takePrefetched(url)`. Resolves with the answer, rejects when
 * the transfer fails.
 */
export function prefetch(url: string, init: RequestInit = {}): Promise<PrefetchedAnswer> {
  const answer = fetch(url, { credentials: 'include', signal: AbortSignal.timeout(PREFETCH_TIMEOUT_MS), ...init }).then(
    async (res) => ({ status: res.status, ok: res.ok, text: await res.text(), totalCount: totalCountOf(res.headers) }),
  );
  answer.catch(() => {});
  entries.set(url, { answer, at: Date.now() });
  return answer;
}

/** The answer `prefetch(url)` started, once; none when there is none or it is too old. */
export function takePrefetched(url: string): Promise<PrefetchedAnswer> | undefined {
  const entry = entries.get(url);
  if (!entry) return undefined;
  entries.delete(url);
  return Date.now() - entry.at <= PREFETCH_MAX_AGE_MS ? entry.answer : undefined;
}

/** The parsed body of an OK prefetched answer; undefined for any other answer or a failed transfer. */
export async function prefetchedJson(answer: Promise<PrefetchedAnswer> | undefined): Promise<{ body: unknown; totalCount?: number } | undefined> {
  const taken = await answer?.catch(() => undefined);
  if (!taken?.ok) return undefined;
  try {
    return { body: JSON.parse(taken.text), totalCount: taken.totalCount };
  } catch {
    return undefined;
  }
}

/** A write, or another session, may change what a prefetched answer says: none is taken after one. */
export function dropPrefetched(): void {
  entries.clear();
}
