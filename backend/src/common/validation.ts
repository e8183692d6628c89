// How a request body is checked: the DTO class a route declares is the one set of rules (its
// class-validator decorators, with the spec's messages from @mailplan/shared). Multipart text is
// turned into that shape first (multipart-form.pipe.ts); the global ValidationPipe made here then
// checks it and answers every problem at once. `validateShape` applies the same rules to any
// value, such as a model's JSON answer.
import { BadRequestException, ValidationPipe, applyDecorators, type ArgumentMetadata, type Type, type ValidationError } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, plainToInstance } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf, validate, type ValidationOptions } from 'class-validator';
import type { ErrorDetailDto } from './error-response.dto.js';
import { ValidationFailedException } from './errors.js';
import { assertStorableInput } from './request-input.js';

/** Flattens class-validator's tree into `{path, message}` pairs, parents before children. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): ErrorDetailDto[] {
  const out: ErrorDetailDto[] = [];
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // class-validator lists constraints innermost-decorator first; the first one declared wins.
    const messages = Object.entries(constraints)
      .reverse()
      // A shape problem of the value itself ("must be a list") explains more than its items'.
      .sort(([a], [b]) => Number(a === 'nestedValidation') - Number(b === 'nestedValidation'))
      .map(([kind, message]) => (kind === 'whitelistValidation' ? `Unexpected field: ${path}` : message));
    for (const message of new Set(messages)) out.push({ path, message });
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, path));
  }
  return out;
}

// ---- when a field is checked ---------------------------------------------------------------------

/** Checked whenever the field is in the body, null included (null is refused, not skipped). */
export const IfSent = (options?: ValidationOptions): PropertyDecorator => ValidateIf((_, value) => value !== undefined, options);

/** Checked unless it is missing, null or '' (an empty form field means "not given"). */
export const IfFilled = (options?: ValidationOptions): PropertyDecorator =>
  ValidateIf((_, value) => value !== undefined && value !== null && value !== '', options);

export const isBlank = (value: unknown): value is undefined | null | '' => value === undefined || value === null || value === '';

// ---- the body as a whole -------------------------------------------------------------------------

const BODY_MESSAGE = Symbol('body message');

interface BodyMessageRule {
  message: string;
  whenNoneOf?: readonly string[];
}

/**
 * The one answer (400 with `message`) for a body that is not an object (an array, a number), or,
 * with `whenNoneOf`, that holds none of those fields: given before any field is checked, instead
 * of a problem per field.
 */
export function BodyMessage(message: string, options: { whenNoneOf?: readonly string[] } = {}): ClassDecorator {
  return (target) => Reflect.defineMetadata(BODY_MESSAGE, { message, whenNoneOf: options.whenNoneOf } satisfies BodyMessageRule, target);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkBody(value: unknown, metatype: ArgumentMetadata['metatype']): void {
  const rule = metatype ? (Reflect.getMetadata(BODY_MESSAGE, metatype) as BodyMessageRule | undefined) : undefined;
  if (!rule) return;
  if (value === undefined || value === null) {
    if (rule.whenNoneOf) throw new BadRequestException(rule.message);
    return; // an empty body is an empty object
  }
  if (!isObject(value) || (rule.whenNoneOf && !rule.whenNoneOf.some((key) => value[key] !== undefined))) {
    throw new BadRequestException(rule.message);
  }
}

/**
 * The global ValidationPipe. Before any DTO rule, every body, query and path parameter is refused
 * when it holds a NUL or nests too deeply (request-input.ts): JSON, multipart fields (as
 * MultipartFormPipe shaped them), query strings and route parameters alike. Then the DTO's
 * `@BodyMessage` is looked at.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') assertStorableInput(value, metadata.data ?? '');
    if (metadata.type === 'body') checkBody(value, metadata.metatype);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}

// ---- any value -----------------------------------------------------------------------------------

export type ShapeCheck<T> = { ok: true; value: T } | { ok: false; problems: ErrorDetailDto[] };

/**
 * Checks a value against a DTO class with the rules a route body meets, and answers the instance
 * (trimmed and converted as the class says) or every problem with its path. A model's JSON answer
 * is checked so (ai-json.util.ts). Fields the class does not have are kept by default, or, with
 * `unknownFields: 'refuse'`, reported as a request body's are.
 */
export async function validateShape<T extends object>(
  shape: Type<T>,
  value: unknown,
  options: { unknownFields?: 'keep' | 'refuse' } = {},
): Promise<ShapeCheck<T>> {
  if (!isObject(value)) return { ok: false, problems: [{ path: '', message: 'must be a JSON object' }] };
  const refuse = options.unknownFields === 'refuse';
  const instance = plainToInstance(shape, value);
  const errors = await validate(instance, {
    whitelist: refuse,
    forbidNonWhitelisted: refuse,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  return errors.length ? { ok: false, problems: flattenValidationErrors(errors) } : { ok: true, value: instance };
}

/** Problems as one line each, `path: message` (how a retry prompt and a log show them). */
export const problemLines = (problems: ErrorDetailDto[]): string[] => problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));

/**
 * A required text of a body, trimmed first: `required` when it is missing, not text or empty,
 * `tooLong` over `maxLength` characters. The validators are listed innermost first, the order a
 * written-out stack registers them in, so a 400 lists its messages in the same order.
 */
export const RequiredText = (maxLength: number, messages: { required: string; tooLong: string }, example: string): PropertyDecorator =>
  applyDecorators(NonEmptyText(maxLength, messages), ApiProperty({ maxLength, example }));

/**
 * RequiredText's validators without its ApiProperty: for a property that may be left out
 * (`@IsOptional()` above it) but, when sent, must be a non-empty text.
 */
export const NonEmptyText = (maxLength: number, messages: { required: string; tooLong: string }): PropertyDecorator =>
  applyDecorators(MaxLength(maxLength, { message: messages.tooLong }), TrimmedText({ message: messages.required }));

/**
 * A required text without a length limit, trimmed first; `options` carries the message for a
 * missing, non-text or empty value. Listed innermost first, like RequiredText.
 */
export const TrimmedText = (options: ValidationOptions): PropertyDecorator =>
  applyDecorators(
    IsNotEmpty(options),
    IsString(options),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
  );

/**
 * An optional text of a body, trimmed first: `notText` when it is sent but is not text, `tooLong`
 * over `maxLength` characters. The property's ApiPropertyOptional stays beside it (examples and
 * descriptions differ). Listed innermost first, like RequiredText.
 */
export const OptionalText = (maxLength: number, messages: { notText: string; tooLong: string }): PropertyDecorator =>
  applyDecorators(
    MaxLength(maxLength, { message: messages.tooLong }),
    IsString({ message: messages.notText }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
  );
