import {
  BadRequestException,
  ConflictException,
  Injectable,
  UseInterceptors,
  applyDecorators,
  createParamDecorator,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProperty } from '@nestjs/swagger';
import { OptimisticLockError } from '@mikro-orm/core';
import { IsInt, IsOptional, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { EDIT_CONFLICT_MESSAGES, MAX_ID } from '@mailplan/shared';

/**
 * Optimistic concurrency for the records people edit in forms (campaigns, concepts;
 * docs/decisions.md#edit-conflicts). The row has a `version` that every change raises by one;
 * a save that names the version it started from is refused with 409 when the stored one is
 * newer, and the answer carries the stored copy as `current` so the form can show what changed.
 * A save without a version is written over whatever is stored (last write wins).
 */
export class EditConflictException<T = unknown> extends ConflictException {
  constructor(
    message: string,
    readonly current: T,
  ) {
    super({ message, current });
  }
}

/** A version the client sent (a positive integer), or none. */
export function sentVersion(version: unknown): number | undefined {
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : undefined;
}

/**
 * Refuses (409, nothing staged) a save that started from another version than the stored one.
 * `current` reads the stored copy for the answer.
 */
export async function assertFreshVersion<T>(sent: unknown, stored: number, message: string, current: () => Promise<T>): Promise<void> {
  const version = sentVersion(sent);
  if (version !== undefined && version !== stored) throw new EditConflictException(message, await current());
}

/**
 * Writes the staged change; the update's WHERE names the version that was read, so a save that
 * another one overtook between the read and the write changes nothing and answers 409 with the
 * stored copy (with or without a version sent: the two arrived at the same moment).
 */
export async function flushVersioned<T>(flush: () => Promise<void>, message: string, current: () => Promise<T>): Promise<void> {
  try {
    await flush();
  } catch (e) {
    if (e instanceof OptimisticLockError) throw new EditConflictException(message, await current());
    throw e;
  }
}

/**
 * Whether two stored values are the same: JSON compared with every object's keys sorted, since
 * Postgres' jsonb answers an object's keys in its own order and a body in the client's.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Sets on `row` the values of `changes` that differ from what it holds (`undefined` means "not
 * sent") and answers the names of those that did. When none did, the row is left untouched, so
 * MikroORM writes nothing and the version stays: a save that changes nothing is not a change
 * (docs/decisions.md#edit-conflicts).
 */
export function assignChanged<T extends object>(row: T, changes: { [K in keyof T]?: T[K] }): (keyof T & string)[] {
  const changed: (keyof T & string)[] = [];
  for (const key of Object.keys(changes) as (keyof T & string)[]) {
    const value = changes[key];
    if (value === undefined || sameValue(row[key], value)) continue;
    row[key] = value as T[keyof T & string];
    changed.push(key);
  }
  return changed;
}

// ---- ETag and If-Match ------------------------------------------------------------------------

/** Texts of the If-Match checks (the API's own; no screen sends the header). */
export const IF_MATCH_MESSAGES = {
  malformed: 'If-Match must be * or one ETag this API answered for the record, like W/"3"',
  disagrees: "If-Match and the body's version name different versions: send one, or the same in both",
} as const;

/** The ETag of a versioned record's answer: its version, weak (docs/decisions.md#etag-if-match). */
export function versionTag(version: number): string {
  return `W/"${version}"`;
}

const VERSION_TAG = /^(?:W\/)?"([1-9]\d{0,9})"$/;

/**
 * What an If-Match header asks for: nothing (absent), any stored version (`*`), or one version
 * (`W/"3"` or `"3"`: the version is what is compared, weak or strong). Anything else, a list of
 * several tags included, is refused with 400 (it can never match a version this API answered).
 */
export function parseIfMatch(header: string | string[] | undefined): number | '*' | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(', ') : header).trim();
  if (text === '*') return '*';
  const version = VERSION_TAG.exec(text)?.[1];
  if (version === undefined || Number(version) > MAX_ID) throw new BadRequestException(IF_MATCH_MESSAGES.malformed);
  return Number(version);
}

/** The request's If-Match header, parsed (a malformed one answers 400 before anything is read). */
export const IfMatch = createParamDecorator((_: unknown, ctx: ExecutionContext) => parseIfMatch(ctx.switchToHttp().getRequest<Request>().headers['if-match']));

/**
 * The version a write must start from: the body's, or If-Match's (`*` asks for none). Both sent
 * and naming different versions is a 400: the client is confused about what it read.
 */
export function editVersion(body: number | undefined, ifMatch: number | '*' | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch === '*') return body;
  if (body !== undefined && body !== ifMatch) throw new BadRequestException(IF_MATCH_MESSAGES.disagrees);
  return ifMatch;
}

/** Sets the ETag of an answer that is a versioned record (a body with an integer `version`). */
@Injectable()
export class VersionTagInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = ctx.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        const version = (body as { version?: unknown } | null)?.version;
        if (typeof version === 'number' && Number.isInteger(version)) res.setHeader('ETag', versionTag(version));
        return body;
      }),
    );
  }
}

/** The ETag header of a versioned record's answer, for its response's `headers` in the OpenAPI document. */
export const VERSION_ETAG_HEADER = {
  ETag: {
    description: 'The record\'s version as a weak tag (`W/"3"`). Send it back as `If-Match` (or as the body\'s `version`) to have a stale write refused.',
    schema: { type: 'string', example: 'W/"3"' },
  },
};

/** A route answering a versioned record: the answer carries its ETag. */
export const AnswersVersionTag = () => UseInterceptors(VersionTagInterceptor);

/** A route answering a versioned record `type` with 200: the answer carries its ETag, and the document says so. */
export const AnswersVersioned = (type: Type) => applyDecorators(AnswersVersionTag(), ApiOkResponse({ type, headers: VERSION_ETAG_HEADER }));

/**
 * A write that honours If-Match: documents the header (the operation's description says so too)
 * and sets the answer's ETag.
 */
export const VersionedWrite = (stale: string) =>
  applyDecorators(
    AnswersVersionTag(),
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        `The ETag of the copy the write started from (\`W/"3"\` or \`"3"\`), instead of or beside the body's \`version\`. ${stale} ` +
        '`*` matches any stored version. A malformed value, or one naming another version than the body\'s, answers 400.',
      schema: { type: 'string', example: 'W/"3"' },
    }),
  );

/** The sentence each read of a versioned record carries in its description. */
export const VERSIONED_READ_NOTE =
  'Versioned: the answer carries the record\'s version as its ETag (`W/"3"`); a write sends it back as If-Match (or as the body\'s `version`) to have a stale write refused.';

/** The sentence each versioned write's description carries. */
export const VERSIONED_WRITE_NOTE =
  'Versioned: send the version the edit started from as If-Match (the ETag of the read) or as the body\'s `version`; a stale one answers 409 and nothing is written.';

/** The `version` a record's answer carries (every change raises it by one). */
export const VersionProperty = () =>
  ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 3,
    description: 'Raised by one at every change. Send it back with an edit to have a stale edit refused (409) instead of written over a newer copy.',
  });

/** The optional `version` of an edit's body: the version the edit started from. */
export const SentVersionProperty = () =>
  applyDecorators(
    // no example: a client that sends none (the spec's plain calls) is the common case
    ApiProperty({
      required: false,
      type: 'integer',
      minimum: 1,
      description:
        'The version the edit started from (the `version` of the copy the form loaded). When the stored copy has another version ' +
        '(someone saved in between) the edit answers 409 with the stored copy as `current` and changes nothing. Without it the edit ' +
        'is written over the stored copy (last write wins).',
    }),
    IsOptional(),
    IsInt({ message: EDIT_CONFLICT_MESSAGES.versionInvalid }),
    Min(1, { message: EDIT_CONFLICT_MESSAGES.versionInvalid }),
  );
