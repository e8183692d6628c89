import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * A labelled outlined input with its error text. MUI's TextField would do the same but also
 * brings Select, Menu and Popover into the login page's first download.
 */
export function TextInput({ label, name, value, onChange, error, helperText, type = 'text', autoComplete, autoFocus }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth size="small" error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperText ? helperId : undefined}
        aria-invalid={error || undefined}
      />
      <FormHelperText id={helperId}>{helperText || ' '}</FormHelperText>
    </FormControl>
  );
}
