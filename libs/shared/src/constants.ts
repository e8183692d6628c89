/** Business constants from the specification (its business constants), shared by API and UI. */

export const MODULE_CATEGORIES = ['header', 'body', 'footer'] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

export const MODULE_FIELD_TYPES = ['text', 'button'] as const;
export type ModuleFieldType = (typeof MODULE_FIELD_TYPES)[number];

/** Ordered from most to least privileged. */
export const ROLES = ['admin', 'manager', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'viewer';
/** Roles allowed to write content (modules, campaigns, concepts, brand, strategy). */
export const CONTENT_WRITER_ROLES: readonly Role[] = ['admin', 'manager', 'editor'];

export const LIMITS = {
  nameMax: 100,
  subjectMax: 200,
  previewTextMax: 200,
  emailMax: 255,
  passwordHashMax: 255,
  personNameMax: 100,
  loginPasswordMin: 6,
  registerPasswordMin: 8,
} as const;

/** An email address as the forms check it before sending: something, an @, a domain with a dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Module fields: a field's name is a `{{placeholder}}` in the HTML, so it cannot hold braces. */
export const FIELD_NAME_MAX = 100;
/** True when `name` may name a module field (no `{` or `}`); the API and the form both use it. */
export const FIELD_NAME_PATTERN = /^[^{}]*$/;
