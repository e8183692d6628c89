// The check of a list of texts in a model's JSON answer, shared by the tasks that ask for lists.
import { applyDecorators } from '@nestjs/common';
import { ArrayMinSize, IsArray, IsString } from 'class-validator';

// applyDecorators runs its decorators in the order given, the reverse of stacked decorators, and
// class-validator lists the problems in that order: so the list check stays the first problem named.

/** A list of texts (it may be empty). */
export const IsTextList = (): PropertyDecorator =>
  applyDecorators(IsString({ each: true, message: 'every item must be text' }), IsArray({ message: 'must be a list of texts' }));

/** A list of at least one text. */
export const IsFilledTextList = (): PropertyDecorator =>
  applyDecorators(
    IsString({ each: true, message: 'every item must be text' }),
    ArrayMinSize(1, { message: 'write at least one' }),
    IsArray({ message: 'must be a list of texts' }),
  );
