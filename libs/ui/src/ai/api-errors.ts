/** Readers of the errors RTK Query returns for a failed API call. */
import { MESSAGES } from '@mailplan/shared';

/** The HTTP status of an API error, when it has one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The server's own sentence in an error answer, if any: its JSON `message`, else its `error`
 * (the AI calls answer `{ error }`, as the spec's calls say).
 */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null)?.data as { message?: unknown; error?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.message === 'string' && data.message) return data.message;
    if (typeof data.error === 'string' && data.error) return data.error;
  }
  return undefined;
}

/** The text of an API error (the server's sentence, else the error's `message`), or `fallback`. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unknownError): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
