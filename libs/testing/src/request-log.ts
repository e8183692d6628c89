import { http, HttpResponse } from 'msw';

// The current test's request log, and the answer for requests no test answered. The fake API's
// server (./server) and the answers tests add (./mock-api) both write to this log, so it lives
// in a module of its own that imports neither of them.

/** The request as the API received it; `body` is the text of a JSON body or the multipart form. */
export interface SentRequest {
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

/** A mock called as `(path, request)` for every request the fake API received, in order. */
export type RequestLog = jest.Mock<void, [string, SentRequest]>;

let log: RequestLog | undefined;

/** The requests the fake API received during the current test (all routes, answered or not). */
export function requestLog(): RequestLog {
  log ??= jest.fn();
  return log;
}

/** Forgets the current test's request log (the next `requestLog()` starts a new one). */
export function forgetRequestLog() {
  log = undefined;
}

/**
 * Answers requests no test answered like an unreachable server (fetch rejects), after logging
 * them, so `expect(requestLog()).not.toHaveBeenCalled()` also sees them.
 */
export const unexpectedRequest = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  requestLog()(url.pathname + url.search, await describeRequest(request));
  console.warn(`Unexpected request ${request.method} ${url.pathname}: no mockApi answer for it`);
  return HttpResponse.error();
});

/** The request as a test reads it in the log: method, headers (names in lower case) and body. */
export async function describeRequest(request: Request): Promise<SentRequest> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  let body: SentRequest['body'];
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const copy = request.clone();
    body = (headers['content-type'] ?? '').startsWith('multipart/form-data') ? await copy.formData() : await copy.text();
    if (body === '') body = undefined;
  }
  return { method: request.method, headers, body };
}
