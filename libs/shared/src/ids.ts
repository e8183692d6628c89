/**
 * Row ids. Every table's id is a Postgres `integer`, so an id is a whole number from 1 to
 * 2^31-1; a larger number cannot name a row, and sending it to Postgres fails the query.
 * docs/decisions.md#row-ids
 */

/** The largest value a Postgres `integer` column holds, so the largest id a row can have. */
export const MAX_ID = 2_147_483_647;

/** True when `value` is a whole number from 1 to {@link MAX_ID}, so it could name a row. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/**
 * An id written in a path or a query: digits only (no sign, exponent or spaces), from 1 to
 * {@link MAX_ID}. Returns null for anything else.
 */
export function parseRowId(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
