// Two kinds of input no schema can meaningfully check, refused for every route before validation
// (docs/decisions.md#nul-and-nesting):
//  - text holding the NUL character (U+0000): Postgres stores no NUL in text or jsonb, so such a
//    value could never be saved, whatever the route;
//  - bodies nested deeper than any request needs: the validators walk a body recursively, and a
//    small body nested a thousand deep would exhaust their stack.
import { BadRequestException } from '@nestjs/common';
import { FORM_MESSAGES, MESSAGES } from '@mailplan/shared';
import type { ErrorDetailDto } from './error-response.dto.js';
import { ValidationFailedException } from './errors.js';

/**
 * Objects and lists a body may nest: the deepest documented request (brand settings) nests 4, a
 * campaign's content 3. Far below what exhausts the validators' stack (about a thousand).
 */
export const MAX_BODY_NESTING = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_LIST = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_LIST = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text opens more than `max` objects or lists inside one another, read from the raw
 * bytes in one pass before the text is parsed (brackets inside strings do not count). The
 * structural characters are ASCII, so UTF-8 text can be scanned byte by byte.
 */
export function jsonNestedDeeperThan(bytes: Uint8Array, max = MAX_BODY_NESTING): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const byte of bytes) {
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_LIST) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_LIST) depth -= 1;
  }
  return false;
}

/** An error body-parser passes on when a JSON body nests too deeply (mapped to 400 in body-parsers.ts). */
export class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(MESSAGES.bodyTooDeep);
  }
}

const NUL = '\u0000';

/** A path segment as a message shows it: a NUL in a key written as its JSON escape. */
const shown = (key: string) => key.replaceAll(NUL, '\\u0000');
const join = (path: string, key: string) => (path ? `${path}.${shown(key)}` : shown(key));

/**
 * Every string (value or key) of `value` holding a NUL, each with its dotted path (the paths
 * validation errors use: `moduleInstances.0.fields.title`), and whether it nests deeper than
 * MAX_BODY_NESTING. Stops descending at that depth, so its own recursion stays shallow.
 */
export function inspectInput(value: unknown, path = ''): { nul: ErrorDetailDto[]; tooDeep: boolean } {
  const nul: ErrorDetailDto[] = [];
  let tooDeep = false;
  const walk = (v: unknown, at: string, depth: number): void => {
    if (typeof v === 'string') {
      if (v.includes(NUL)) nul.push({ path: at, message: FORM_MESSAGES.nulCharacter(at || 'The request') });
      return;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) return;
    if (depth >= MAX_BODY_NESTING) {
      tooDeep = true;
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, join(at, String(i)), depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(v)) {
      const where = join(at, key);
      if (key.includes(NUL)) nul.push({ path: where, message: FORM_MESSAGES.nulCharacter(where) });
      walk(item, where, depth + 1);
    }
  };
  walk(value, path, 0);
  return { nul, tooDeep };
}

/**
 * Refuses a request value (a body, a query, a path parameter, named `name` when the route reads
 * one by name) that nests too deeply (400 "The request body is nested too deeply ...") or holds a
 * NUL (400 naming every such field, in the validation errors' shape).
 */
export function assertStorableInput(value: unknown, name = ''): void {
  const { nul, tooDeep } = inspectInput(value, name);
  if (tooDeep) throw new BadRequestException(MESSAGES.bodyTooDeep);
  if (nul.length) throw new ValidationFailedException(nul);
}

/** Text without NUL characters: text read from a file or a model's answer, which no user can correct. */
export const withoutNul = (text: string): string => (text.includes(NUL) ? text.replaceAll(NUL, '') : text);

/**
 * Whether a database error says a value held a NUL (or another character Postgres cannot store):
 * the data is at fault, not the database, so it answers 400 rather than an outage's 503.
 *  - 22021 character_not_in_repertoire: a NUL in a bound text parameter;
 *  - 22P05 untranslatable_character: `\u0000` in JSON text cast to jsonb;
 *  - 08P01 protocol_violation "invalid message format": MikroORM writes values into the query
 *    text, and a NUL ends that text early, so the server reads a message of the wrong length.
 *    The driver writes every other message correctly, so this error means a NUL.
 * Looks through MikroORM's wrappers (which copy the code and message) and `cause`.
 */
export function isUnstorableText(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (e.code === '22021' || e.code === '22P05') return true;
  if (e.code === '08P01' && typeof e.message === 'string' && /^invalid message format/.test(e.message)) return true;
  return isUnstorableText(e.cause, depth + 1);
}
