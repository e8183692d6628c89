import type { ApiError } from '@mailplan/api/request';

/**
 * The `message` of the API's own JSON answer to a failed call, when it has one. A network failure
 * (status 0), or an answer that is not the API's (a proxy's HTML page), has none: the caller shows
 * its own default text.
 */
export function errorMessage(error: unknown): string | undefined {
  const { status, data } = (error ?? {}) as Partial<ApiError>;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return status && typeof message === 'string' && message ? message : undefined;
}
