import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mailplan/shared/csrf';
import type { ApiRequest } from './api-request';
import { dropPrefetched, prefetchedJson, takePrefetched, totalCountOf } from './prefetch';

export type { ApiRequest } from './api-request';

/** Requests that take longer fail with TIMEOUT_MESSAGE; an endpoint may set its own `timeoutMs`. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** What a read's answer says beside its body: `totalCount` of a paged list read (`X-Total-Count`). */
export interface ApiMeta {
  totalCount?: number;
}

/** The error every endpoint reports: `message` is the text shown to the user. */
export interface ApiError {
  status: number;
  message: string;
  data?: unknown;
}

const WRITE_HEADERS = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/**
 * The spec's request semantics (its calls):
 * - reads: a non-OK answer is an error whose text is `{status}: {body text}`;
 * - writes: a non-OK answer uses the JSON body's `message`, else `An unknown error occurred`,
 *   else `Request failed with status {status}`; a 204 yields `{}`;
 * - every call sends the session cookie; FormData bodies are sent as multipart.
 */
export const apiBaseQuery =
  (baseUrl = ''): BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> =>
  (args, { signal }) =>
    performRequest(args, baseUrl, signal);

/** `meta` of a paged read's answer; nothing for any other. */
const withTotal = (totalCount: number | undefined): { meta?: ApiMeta } => (totalCount === undefined ? {} : { meta: { totalCount } });

type Answer = { data: unknown; error?: undefined; meta?: ApiMeta } | { error: ApiError; data?: undefined; meta?: ApiMeta };

/** One request with the spec's semantics; never throws, answers `{ data }` or `{ error }`. */
export async function performRequest(
  args: ApiRequest | string,
  baseUrl = '',
  signal?: AbortSignal,
): Promise<Answer> {
  const req: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const method = req.method ?? 'GET';
  const isRead = method === 'GET';
  if (!isRead) dropPrefetched();
  else if (!baseUrl) {
    // the same read, started by the page before its code arrived (./prefetch); asked again when
    // that answer was not OK
    const early = await prefetchedJson(takePrefetched(req.url));
    if (early) return { data: early.body, ...withTotal(early.totalCount) };
  }
  const headers: Record<string, string> = isRead ? {} : { ...WRITE_HEADERS };
  let body: BodyInit | undefined;
  if (req.body instanceof FormData) body = req.body;
  else if (!isRead) {
    headers['Content-Type'] = 'application/json';
    if (req.body !== undefined) body = JSON.stringify(req.body);
  }
  // RTK Query aborts `signal` when nobody waits for the answer any more; the time limit aborts too.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await readResponse(`${baseUrl}${req.url}`, { method, headers, body, credentials: 'include', signal: controller.signal }, isRead);
  } catch (e) {
    if (timedOut) return { error: { status: 0, message: TIMEOUT_MESSAGE } };
    if (signal?.aborted) return { error: { status: 0, message: 'The request was cancelled' } };
    return { error: { status: 0, message: e instanceof Error ? e.message : 'Network error' } };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Sends the request and reads the answer by the spec's rules; throws only when the transfer fails. */
async function readResponse(
  url: string,
  init: RequestInit,
  isRead: boolean,
): Promise<Answer> {
  const res = await fetch(url, init);
  if (isRead) {
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      return { error: { status: res.status, message: `${res.status}: ${text}`, data: safeJson(text) } };
    }
    try {
      return { data: await res.json(), ...withTotal(totalCountOf(res.headers)) };
    } catch {
      return { error: { status: res.status, message: `${res.status}: invalid JSON in the response` } };
    }
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const json = safeJson(text) as { message?: unknown } | undefined;
    let message: string;
    if (json && typeof json === 'object') {
      message = typeof json.message === 'string' && json.message ? json.message : 'An unknown error occurred';
    } else {
      message = `Request failed with status ${res.status}`;
    }
    return { error: { status: res.status, message, data: json } };
  }
  if (res.status === 204) return { data: {} };
  const text = await res.text();
  return { data: text ? (safeJson(text) ?? {}) : {} };
}

/**
 * The same request for code that runs without the store (the shell's login and registration
 * pages): resolves with the data, rejects with the ApiError.
 */
export async function apiRequest<T>(args: ApiRequest | string, baseUrl = ''): Promise<T> {
  const result = await performRequest(args, baseUrl);
  if (result.error) throw result.error;
  return result.data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
