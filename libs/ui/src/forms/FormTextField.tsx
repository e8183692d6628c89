import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface FormTextFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Shown under the input while the value is valid. */
  hint?: ReactNode;
  /** Extra attributes for the `<input>` (e.g. `maxLength`, `data-testid`). */
  inputProps?: Record<string, unknown>;
}

/**
 * A labelled, outlined text input bound to a react-hook-form field, showing the field's error
 * message (the schema's text) below it. Built from MUI's parts rather than `TextField`, which
 * would also bring Select, Menu and Popover into a page's first download.
 */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  hint,
  inputProps,
  ...input
}: FormTextFieldProps<V>) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FormControl fullWidth size="small" error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        name={field.name}
        type={type}
        label={label}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputProps={inputProps}
        aria-describedby={helperId}
        aria-invalid={Boolean(error) || undefined}
      />
      <FormHelperText id={helperId}>{error ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}
