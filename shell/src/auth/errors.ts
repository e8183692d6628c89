import type { ApiError } from '@mailplan/api/request';

/**
 * The user-facing text of a failed call, when the API gave one. A network failure (status 0)
 * has none: the caller shows its own default text.
 */
export function errorMessage(error: unknown): string | undefined {
  const { message, status } = (error ?? {}) as Partial<ApiError>;
  return status && typeof message === 'string' && message ? message : undefined;
}

/** The `message` of the API's JSON answer itself, when it has one (not a text made up for a failed call). */
export function serverMessage(error: unknown): string | undefined {
  const { status, data } = (error ?? {}) as Partial<ApiError>;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return status && typeof message === 'string' && message ? message : undefined;
}
