import type { BaseQueryFn } from '@reduxjs/toolkit/query';

/** A request as the endpoints describe it: a path under the API origin, a method and an optional body. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** The error every endpoint reports: `message` is the text shown to the user. */
export interface ApiError {
  status: number;
  message: string;
  data?: unknown;
}

const WRITE_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The spec's request semantics (part 1, section 7):
 * - reads: a non-OK answer is an error whose text is `{status}: {body text}`;
 * - writes: a non-OK answer uses the JSON body's `message`, else `An unknown error occurred`,
 *   else `Request failed with status {status}`; a 204 yields `{}`;
 * - every call sends the session cookie; FormData bodies are sent as multipart.
 */
export const apiBaseQuery =
  (baseUrl = ''): BaseQueryFn<ApiRequest | string, unknown, ApiError> =>
  (args) =>
    performRequest(args, baseUrl);

/** One request with the spec's semantics; never throws, answers `{ data }` or `{ error }`. */
export async function performRequest(
  args: ApiRequest | string,
  baseUrl = '',
): Promise<{ data: unknown; error?: undefined } | { error: ApiError; data?: undefined }> {
  const req: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const method = req.method ?? 'GET';
  const isRead = method === 'GET';
  const headers: Record<string, string> = isRead ? {} : { ...WRITE_HEADERS };
  let body: BodyInit | undefined;
  if (req.body instanceof FormData) body = req.body;
  else if (!isRead) {
    headers['Content-Type'] = 'application/json';
    if (req.body !== undefined) body = JSON.stringify(req.body);
  }
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${req.url}`, { method, headers, body, credentials: 'include' });
  } catch (e) {
    return { error: { status: 0, message: e instanceof Error ? e.message : 'Network error' } };
  }
  if (isRead) {
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      return { error: { status: res.status, message: `${res.status}: ${text}`, data: safeJson(text) } };
    }
    try {
      return { data: await res.json() };
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
