import { ConnectionException } from '@mikro-orm/core';

/** What an API user is told while the database (or another service we depend on) cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a few seconds.';

/** Seconds a client should wait before retrying a 503 (a restarted Postgres is back within about 5 s). */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors met when the database server is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN']);

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), too many
 * connections, and shutdown or start-up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now).
 */
const SERVER_CODES = /^(08\d{3}|08P01|53300|57P0[123])$/;

/** node-postgres reports a lost or unusable connection with these messages and no code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /^Client has encountered a connection error/i,
];

/**
 * Whether an error means "the database (or another service we depend on) cannot be reached right
 * now": a 503 the client may retry, as opposed to a fault in a query or in our code. Recognises the driver's raw errors (the session
 * store uses the pool directly), MikroORM's wrappers (which copy the driver error's code and
 * message) and errors whose `cause` or `errors` (AggregateError of several addresses) say so.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof ConnectionException) return true;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SERVER_CODES.test(e.code))) return true;
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDependencyUnavailable(inner, depth + 1))) return true;
  return isDependencyUnavailable(e.cause, depth + 1);
}
