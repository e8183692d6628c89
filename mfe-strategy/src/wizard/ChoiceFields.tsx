import { useController, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SurveyField, SurveyValues } from './survey';

interface ChoiceProps {
  control: Control<SurveyValues>;
  name: SurveyField;
  label: string;
  options: readonly string[];
}

/** One answer from an option list, as radio buttons; the schema's message under it. */
export function RadioChoice({ control, name, label, options }: ChoiceProps) {
  const { field, fieldState } = useController({ control, name });
  const id = `wizard-${name}`;
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend" id={id}>
        {label}
      </FormLabel>
      <RadioGroup aria-labelledby={id} name={field.name} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** Several answers from an option list, as checkboxes. */
export function MultiChoice({ control, name, label, options }: ChoiceProps) {
  const { field, fieldState } = useController({ control, name });
  const chosen = (field.value as string[]) ?? [];
  const toggle = (option: string) =>
    field.onChange(chosen.includes(option) ? chosen.filter((o) => o !== option) : options.filter((o) => o === option || chosen.includes(o)));
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox size="small" checked={chosen.includes(option)} onChange={() => toggle(option)} />}
            label={option}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
