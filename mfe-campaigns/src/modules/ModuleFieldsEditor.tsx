import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { emptyField, FIELD_TYPES, type FieldFormValues, type ModuleFormErrors } from './module-form.validation';

interface ModuleFieldsEditorProps {
  fields: FieldFormValues[];
  /** Errors to show, keyed `fields.{index}.{property}`. */
  errors: ModuleFormErrors;
  onChange: (fields: FieldFormValues[]) => void;
  /** Called when an input loses focus, with its error path. */
  onTouch: (path: string) => void;
  disabled?: boolean;
}

/** The repeatable list of a module's fields: one bordered group per field, add and remove. */
export function ModuleFieldsEditor({ fields, errors, onChange, onTouch, disabled }: ModuleFieldsEditorProps) {
  const update = (index: number, patch: Partial<FieldFormValues>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const remove = (index: number) => onChange(fields.filter((_, i) => i !== index));
  const add = () => onChange([...fields, emptyField()]);

  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No fields yet. Add one for each {'{{placeholder}}'} in the HTML content.
        </Typography>
      )}
      {fields.map((field, index) => {
        const path = `fields.${index}`;
        const err = (prop: string) => errors[`${path}.${prop}`];
        const number = (prop: 'maxLength' | 'minLength', label: string) => (
          <TextField
            label={label}
            type="number"
            value={field[prop]}
            onChange={(e) => update(index, { [prop]: e.target.value })}
            onBlur={() => onTouch(`${path}.${prop}`)}
            error={Boolean(err(prop))}
            helperText={err(prop) ?? 'Optional'}
            disabled={disabled}
            slotProps={{ htmlInput: { min: prop === 'maxLength' ? 1 : 0, step: 1, inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
        );
        return (
          <Paper
            key={field.key}
            component="fieldset"
            variant="outlined"
            sx={{ p: 2, pt: 1, m: 0, minWidth: 0, position: 'relative' }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              Field {index + 1}
            </Typography>
            <IconButton
              aria-label={`Remove field ${index + 1}`}
              onClick={() => remove(index)}
              disabled={disabled}
              size="small"
              sx={{ position: 'absolute', top: 4, right: 4 }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
            <Stack spacing={2} sx={{ mt: 1.5 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Field name"
                  value={field.name}
                  onChange={(e) => update(index, { name: e.target.value })}
                  onBlur={() => onTouch(`${path}.name`)}
                  error={Boolean(err('name'))}
                  helperText={err('name') ?? 'Used in the HTML as {{field name}}'}
                  required
                  disabled={disabled}
                  sx={{ flex: 2 }}
                />
                <TextField
                  select
                  label="Type"
                  value={field.type}
                  onChange={(e) => update(index, { type: e.target.value as FieldFormValues['type'] })}
                  disabled={disabled}
                  sx={{ flex: 1 }}
                >
                  {FIELD_TYPES.map((t) => (
                    <MenuItem key={t} value={t}>
                      {t}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <TextField
                label="Purpose"
                value={field.purpose}
                onChange={(e) => update(index, { purpose: e.target.value })}
                onBlur={() => onTouch(`${path}.purpose`)}
                error={Boolean(err('purpose'))}
                helperText={err('purpose') ?? 'What this field holds, for writers and the AI'}
                required
                disabled={disabled}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                {number('maxLength', 'Maximum length')}
                {number('minLength', 'Minimum length')}
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.required}
                      onChange={(e) => update(index, { required: e.target.checked })}
                      disabled={disabled}
                    />
                  }
                  label="Required"
                  sx={{ flex: 1, mt: 1 }}
                />
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={disabled}>
          Add field
        </Button>
      </Box>
    </Stack>
  );
}
