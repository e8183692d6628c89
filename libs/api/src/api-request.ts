// The request shape on its own, so that the route and page helpers (routes.ts, pages.ts) can name
// it without importing the base query, which imports them through ./prefetch.

/** A request as the endpoints describe it: a path under the API origin, a method and an optional body. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** How long to wait for the answer, in milliseconds (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}
