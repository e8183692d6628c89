/** The server's own sentence in an error answer (its JSON `message`), if any. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null)?.data as { message?: unknown } | undefined;
  if (data && typeof data === 'object' && typeof data.message === 'string' && data.message) return data.message;
  return undefined;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
