// The form kit (a separate entry so that pages without a form do not download react-hook-form).
export { useZodForm, lazyZodResolver } from './use-zod-form';
export type { SchemaOrLoader } from './use-zod-form';
export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
