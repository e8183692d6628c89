import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ErrorDetailDto } from './error-response.dto.js';
import { ValidationFailedException } from './errors.js';

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

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
