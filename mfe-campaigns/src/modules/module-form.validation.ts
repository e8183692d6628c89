import { z } from 'zod/mini';
import {
  checkPlaceholders,
  FIELD_NAME_MAX,
  FIELD_NAME_PATTERN,
  FORM_MESSAGES,
  LIMITS,
  MESSAGES as SHARED,
  MODULE_CATEGORIES as SHARED_CATEGORIES,
  MODULE_FIELD_TYPES,
} from '@mailplan/shared';
import type { CreateModuleDto, ModuleDto, ModuleFieldDto } from '@mailplan/api';

export type ModuleCategory = ModuleDto['category'];
export type ModuleFieldType = ModuleFieldDto['type'];

export const MODULE_CATEGORIES: readonly ModuleCategory[] = SHARED_CATEGORIES;
export const FIELD_TYPES: readonly ModuleFieldType[] = MODULE_FIELD_TYPES;
export const MODULE_NAME_MAX = LIMITS.nameMax;
export { FIELD_NAME_MAX };

/** One field row as the form holds it: number inputs stay text until submit. */
export interface FieldFormValues {
  /** Stable React key for the row; never sent. */
  key: string;
  name: string;
  type: ModuleFieldType;
  purpose: string;
  required: boolean;
  maxLength: string;
  minLength: string;
}

export interface ModuleFormValues {
  name: string;
  description: string;
  category: ModuleCategory | '';
  html_content: string;
  fields: FieldFormValues[];
}

/** Errors keyed by the same paths the API uses in its `errors` list (`name`, `fields.0.purpose`). */
export type ModuleFormErrors = Record<string, string>;

/**
 * The form's texts: the API's shared wording, except for the name, where the form says
 * "Name" as the spec does, and the empty category select, which the API never sees.
 */
export const MESSAGES = {
  nameRequired: FORM_MESSAGES.moduleNameRequired,
  nameTooLong: FORM_MESSAGES.moduleNameMax,
  descriptionRequired: SHARED.moduleDescriptionRequired,
  categoryRequired: FORM_MESSAGES.moduleCategoryRequired,
  fieldNameRequired: SHARED.fieldNameRequired,
  fieldNameDuplicate: SHARED.fieldNamesUnique,
  fieldNameTooLong: FORM_MESSAGES.fieldNameMax,
  fieldNameBraces: FORM_MESSAGES.fieldNameBraces,
  placeholdersMismatch: FORM_MESSAGES.placeholdersMismatch,
  purposeRequired: SHARED.purposeRequired,
  maxLengthInvalid: SHARED.maxLengthPositive,
  minLengthInvalid: SHARED.minLengthNonNegative,
  minAboveMax: SHARED.minLengthAboveMax,
} as const;

let nextKey = 0;
export function emptyField(): FieldFormValues {
  nextKey += 1;
  return {
    key: `field-${nextKey}`,
    name: '',
    type: 'text',
    purpose: '',
    required: false,
    maxLength: '',
    minLength: '',
  };
}

export const initialModuleFormValues = (): ModuleFormValues => ({
  name: '',
  description: '',
  category: '',
  html_content: '',
  fields: [],
});

/** Empty number inputs yield nothing; anything else must be written as a whole number. */
function parseWholeNumber(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

const fieldSchema = z.object({
  key: z.string(),
  name: requiredText(MESSAGES.fieldNameRequired).check(
    z.maxLength(FIELD_NAME_MAX, MESSAGES.fieldNameTooLong),
    z.regex(FIELD_NAME_PATTERN, MESSAGES.fieldNameBraces),
  ),
  type: z.enum(MODULE_FIELD_TYPES),
  purpose: requiredText(MESSAGES.purposeRequired),
  required: z.boolean(),
  maxLength: z.string(),
  minLength: z.string(),
});

/**
 * The new-module form's rules, with the API's limits and texts from @mailplan/shared. Rules that
 * compare values (number inputs, unique names, placeholders against fields) run in one check on
 * the whole form, so every problem is reported at once.
 */
export const moduleFormSchema = z
  .object({
    name: requiredText(MESSAGES.nameRequired).check(z.maxLength(MODULE_NAME_MAX, MESSAGES.nameTooLong)),
    description: requiredText(MESSAGES.descriptionRequired),
    category: z.string().check(z.minLength(1, MESSAGES.categoryRequired)),
    html_content: z.string(),
    fields: z.array(fieldSchema),
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message, input: values });
      const seen = new Set<string>();
      values.fields.forEach((field, i) => {
        const name = field.name.trim();
        const nameOk = name && name.length <= FIELD_NAME_MAX && FIELD_NAME_PATTERN.test(name);
        if (nameOk && seen.has(name)) issue(['fields', i, 'name'], MESSAGES.fieldNameDuplicate);
        seen.add(name);
        const max = parseWholeNumber(field.maxLength);
        const min = parseWholeNumber(field.minLength);
        if (max === 'invalid' || max === 0) issue(['fields', i, 'maxLength'], MESSAGES.maxLengthInvalid);
        if (min === 'invalid') issue(['fields', i, 'minLength'], MESSAGES.minLengthInvalid);
        else if (typeof min === 'number' && typeof max === 'number' && max > 0 && min > max) {
          issue(['fields', i, 'minLength'], MESSAGES.minAboveMax);
        }
      });
      // The API refuses a template whose placeholders and fields disagree; the details are the
      // live placeholder warnings beside the HTML input.
      const names = values.fields.map((f) => f.name.trim()).filter(Boolean);
      if (checkPlaceholders(values.html_content, names).messages.length > 0) {
        issue(['html_content'], MESSAGES.placeholdersMismatch);
      }
    }),
  );

/** The schema's verdict keyed by path (`name`, `fields.0.purpose`), the first message per path. */
export function validateModuleForm(values: ModuleFormValues): ModuleFormErrors {
  const result = moduleFormSchema.safeParse(values);
  const errors: ModuleFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The request body for valid form values: trimmed texts, empty number inputs left out. */
export function toCreateModuleDto(values: ModuleFormValues): CreateModuleDto {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category as ModuleCategory,
    html_content: values.html_content,
    fields: values.fields.map((f) => {
      const field: ModuleFieldDto = {
        name: f.name.trim(),
        type: f.type,
        required: f.required,
        purpose: f.purpose.trim(),
      };
      const max = parseWholeNumber(f.maxLength);
      const min = parseWholeNumber(f.minLength);
      if (typeof max === 'number') field.maxLength = max;
      if (typeof min === 'number') field.minLength = min;
      return field;
    }),
  };
}
