import { delay, http, HttpResponse } from 'msw';
import type { components } from '@mailplan/api';
import type { ApiRoute, ResponseBodyOf } from './api-routes';
import { describeRequest, forgetRequestLog, requestLog, type RequestLog } from './request-log';
import { server } from './server';

/**
 * What the fake API answers: a status and a JSON body (a string is sent as it is, for answers
 * that are not JSON). Status 0 is a network failure (fetch rejects). `delayMs` holds the answer back.
 */
export interface FakeAnswer<Body = unknown> {
  status: number;
  body?: Body | string;
  delayMs?: number;
  /** Headers of the answer, e.g. a paged list's `X-Total-Count`. */
  headers?: Record<string, string>;
}

/** An error answer needs only what the UI reads: the `message`. */
type ErrorBody = Pick<components['schemas']['ErrorResponseDto'], 'message'> & Partial<components['schemas']['ErrorResponseDto']>;
type Body<Route extends string> = ResponseBodyOf<Route> | ErrorBody;
/**
 * A literal answer is checked against the route's responses; an answer computed by a function
 * (a held-back `deferred`, an answer that depends on the request) is not.
 */
type Answer<Route extends string> =
  | FakeAnswer<Body<Route>>
  | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

/** Checks each key against the API's routes and each body against that route's responses. */
export type ApiAnswers<R> = { [K in keyof R]: K extends ApiRoute ? Answer<K & string> : never };

/**
 * Answers `METHOD /path` requests (paths as the app sends them, e.g. `GET /api/modules/9`)
 * for the current test; a later answer for the same route wins. Returns the test's request log,
 * shaped like calls of `fetch`: `log.mock.calls[0]` is `[path, { method, headers, body }]`
 * (header names in lower case).
 */
export function mockApi<R extends Record<string, unknown>>(routes: R & ApiAnswers<R>): RequestLog {
  return mockRoutes(routes);
}

/**
 * `mockApi` for routes the OpenAPI document does not describe yet; bodies are not checked.
 * Prefer `mockApi`: once the route is in the document, move it there.
 */
export function mockUnlistedApi(routes: Record<string, FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>)>): RequestLog {
  return mockRoutes(routes);
}

/** Drops the current test's answers and request log (the Jest preset calls it after each test). */
export function resetMockApi() {
  server.resetHandlers();
  forgetRequestLog();
}

function mockRoutes(routes: Record<string, unknown>): RequestLog {
  const log = requestLog();
  const handlers = Object.entries(routes).map(([key, route]) => {
    const space = key.indexOf(' ');
    const method = key.slice(0, space).toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const path = key.slice(space + 1);
    return http[method](path, async ({ request }) => {
      const url = new URL(request.url);
      log(url.pathname + url.search, await describeRequest(request));
      const answer = typeof route === 'function' ? await (route as (r: Request) => FakeAnswer)(request) : (route as FakeAnswer);
      if (answer.delayMs) await delay(answer.delayMs);
      return toResponse(answer);
    });
  });
  server.use(...handlers);
  return log;
}

/** The response for a fake answer: JSON unless the body is a string or missing. */
export function toResponse({ status, body, headers }: FakeAnswer): Response {
  if (status === 0) return HttpResponse.error();
  if (body === undefined) return new HttpResponse(null, { status, headers });
  if (typeof body === 'string') return new HttpResponse(body, { status, headers });
  return HttpResponse.json(body, { status, headers });
}

/**
 * An answer that changes from one request to the next: the n-th request gets the n-th answer
 * (the last one repeats), each made from the request's JSON body. For an edit saved several times.
 */
export function answersInTurn(...answers: ((body: Record<string, unknown>) => FakeAnswer)[]) {
  let n = 0;
  return async (request: Request) => answers[Math.min(n++, answers.length - 1)]!(await request.json());
}

/** A promise the test resolves later, to hold an answer back (e.g. to see a pending state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
