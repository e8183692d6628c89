import { ConflictException, applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { OptimisticLockError } from '@mikro-orm/core';
import { IsInt, IsOptional, Min } from 'class-validator';
import { EDIT_CONFLICT_MESSAGES } from '@mailplan/shared';

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
