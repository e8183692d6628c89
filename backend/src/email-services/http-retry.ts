/** How a client waits out a 429: the answer's Retry-After, within limits. */
export const RATE_LIMIT = {
  /** Tries after the first 429 before giving up. */
  retries: 3,
  /** Longest wait accepted from Retry-After; longer ones give up (the job may run again later). */
  maxWaitMs: 60_000,
  /** Wait when a 429 names no Retry-After. */
  defaultWaitMs: 1_000,
};

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date); the default when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  if (!header) return RATE_LIMIT.defaultWaitMs;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : RATE_LIMIT.defaultWaitMs;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
