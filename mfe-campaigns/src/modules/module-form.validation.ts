import {
  checkPlaceholders,
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
export const FIELD_NAME_MAX = 100;

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
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${MODULE_NAME_MAX} characters`,
  descriptionRequired: SHARED.moduleDescriptionRequired,
  categoryRequired: 'Category is required',
  fieldNameRequired: SHARED.fieldNameRequired,
  fieldNameDuplicate: SHARED.fieldNamesUnique,
  fieldNameTooLong: `Field name must be at most ${FIELD_NAME_MAX} characters`,
  fieldNameBraces: 'Field name cannot contain { or }',
  placeholdersMismatch: 'Placeholders and fields must match',
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

export function validateModuleForm(values: ModuleFormValues): ModuleFormErrors {
  const errors: ModuleFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = MESSAGES.nameRequired;
  else if (name.length > MODULE_NAME_MAX) errors.name = MESSAGES.nameTooLong;
  if (!values.description.trim()) errors.description = MESSAGES.descriptionRequired;
  if (!values.category) errors.category = MESSAGES.categoryRequired;

  const seen = new Set<string>();
  values.fields.forEach((field, i) => {
    const path = `fields.${i}`;
    const fieldName = field.name.trim();
    if (!fieldName) errors[`${path}.name`] = MESSAGES.fieldNameRequired;
    else if (fieldName.length > FIELD_NAME_MAX) errors[`${path}.name`] = MESSAGES.fieldNameTooLong;
    else if (/[{}]/.test(fieldName)) errors[`${path}.name`] = MESSAGES.fieldNameBraces;
    else if (seen.has(fieldName)) errors[`${path}.name`] = MESSAGES.fieldNameDuplicate;
    seen.add(fieldName);
    if (!field.purpose.trim()) errors[`${path}.purpose`] = MESSAGES.purposeRequired;
    const max = parseWholeNumber(field.maxLength);
    const min = parseWholeNumber(field.minLength);
    if (max === 'invalid' || max === 0) errors[`${path}.maxLength`] = MESSAGES.maxLengthInvalid;
    if (min === 'invalid') errors[`${path}.minLength`] = MESSAGES.minLengthInvalid;
    else if (typeof min === 'number' && typeof max === 'number' && max > 0 && min > max) {
      errors[`${path}.minLength`] = MESSAGES.minAboveMax;
    }
  });
  // The API refuses a template whose placeholders and fields disagree; the details are the
  // live placeholder warnings beside the HTML input.
  const names = values.fields.map((f) => f.name.trim()).filter(Boolean);
  if (checkPlaceholders(values.html_content, names).messages.length > 0) {
    errors.html_content = MESSAGES.placeholdersMismatch;
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
