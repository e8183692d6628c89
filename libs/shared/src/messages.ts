import { FIELD_NAME_MAX, LIMITS } from './constants.js';
import type { Permission } from './permissions.js';

/** User-facing texts the API answers with and the UI shows; the spec's exact wording. */
export const MESSAGES = {
  // registration
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmailFormat: 'Invalid email format',
  registerPasswordMin: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  emailTaken: 'An account with this email already exists',
  // login
  loginEmailInvalid: 'Please enter a valid email',
  loginPasswordMin: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid email or password',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  notAuthenticated: 'Not authenticated',
  // organizations and roles
  organizationNameRequired: 'Organization name is required',
  organizationRequired: 'Create an organization first',
  alreadyInOrganization: 'You already belong to an organization',
  forbiddenRole: 'Your role does not allow this action',
  cannotChangeOrganization: 'You cannot move your account to another organization',
  userNotFound: 'User not found',
  // modules
  moduleNameRequired: 'Module name is required',
  moduleNameMax: 'Module name must be at most 100 characters',
  moduleDescriptionRequired: 'Description is required',
  moduleCategoryInvalid: 'Category must be one of: header, body, footer',
  fieldNameRequired: 'Field name is required',
  fieldTypeInvalid: 'Field type must be text or button',
  fieldRequiredBoolean: 'Field required must be true or false',
  purposeRequired: 'Purpose description is required',
  maxLengthPositive: 'Maximum length must be a positive integer',
  minLengthNonNegative: 'Minimum length must be an integer of at least 0',
  minLengthAboveMax: 'Minimum length cannot be greater than maximum length',
  fieldNamesUnique: 'Field names must be unique',
  moduleNotFound: 'Module not found',
  // generic
  csrfMissing: 'Missing CSRF header',
  invalidJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large',
  bodyTooDeep: 'The request body is nested too deeply (at most 32 levels of objects and lists)',
  /** Text Postgres cannot store (a NUL character) that reached the database outside a request's fields. */
  unstorableText: 'The text contains a character that cannot be saved (the NUL character, \\u0000)',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  unknownError: 'An unknown error occurred',
} as const;

/**
 * What a role that lacks a permission is told (403): the action it may not do, per permission of
 * the table (PERMISSIONS). MESSAGES.forbiddenRole stays the answer of a write that names no
 * permission.
 */
export const FORBIDDEN_MESSAGES: Record<Permission, string> = {
  read: MESSAGES.forbiddenRole,
  'content.write': 'Your role does not allow changing modules, campaigns or concepts, or running AI',
  'campaign.approve': 'Your role does not allow approving campaigns or requesting changes',
  'brand.write': 'Your role does not allow changing the brand kit, brand guidelines or email strategy',
  'calendar.share': 'Your role does not allow sharing the calendar',
  'members.manage': 'Your role does not allow managing members or invitations',
  'organization.manage': "Your role does not allow changing the organization's settings or connections",
};

/** Form texts beyond the spec's; the field-name rules are checked by the UI and the API alike. */
export const FORM_MESSAGES = {
  firstNameMax: `First name must be at most ${LIMITS.personNameMax} characters`,
  lastNameMax: `Last name must be at most ${LIMITS.personNameMax} characters`,
  emailMax: `Email must be at most ${LIMITS.emailMax} characters`,
  organizationNameMax: `Organization name must be at most ${LIMITS.nameMax} characters`,
  moduleNameRequired: 'Name is required',
  moduleNameMax: `Name must be at most ${LIMITS.nameMax} characters`,
  moduleCategoryRequired: 'Category is required',
  fieldNameMax: `Field name must be at most ${FIELD_NAME_MAX} characters`,
  fieldNameBraces: 'Field name cannot contain { or }',
  placeholdersMismatch: 'Placeholders and fields must match',
  /** A form field that holds JSON text (a multipart form's nested value) which does not parse. */
  invalidJsonField: (field: string) => `${field} must be valid JSON`,
  /** Text holding the NUL character, which cannot be stored (docs/decisions.md#nul-and-nesting). */
  nulCharacter: (field: string) => `${field} must not contain the NUL character (\\u0000)`,
} as const;

/**
 * A save that started from an older copy than the one stored (optimistic concurrency: the write
 * carried the `version` it was read at, and someone saved in between). Nothing was written; the
 * answer (409) carries the stored copy as `current`.
 */
export const EDIT_CONFLICT_MESSAGES = {
  campaign: 'Someone else saved this campaign while you were editing it. Your changes have not been saved yet.',
  concept: 'Someone else saved this concept while you were editing it. Your changes have not been saved yet.',
  versionInvalid: 'Version must be a positive integer',
} as const;

/** The email services' connections (docs/decisions.md#connection-keys). */
export const CONNECTION_MESSAGES = {
  /**
   * A saved key that no longer decrypts (CONNECTIONS_ENCRYPTION_KEY changed or was lost): every
   * request that would use it is refused (409) with this sentence and changes nothing, until an
   * admin enters the key again.
   */
  keyUnreadable: (serviceName: string) =>
    `The saved ${serviceName} API key can no longer be read (the server's encryption key changed). An admin needs to enter the key again under Email services.`,
} as const;
