/**
 * The header every write must carry (CSRF defence, see docs/architecture.md): the API refuses a
 * write without it, the browser's base query sends it. Its own entry, `@mailplan/shared/csrf`,
 * lets the shell's first page send it without loading the rest of this library.
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
