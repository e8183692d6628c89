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
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { emptyField, FIELD_TYPES, type ModuleFormErrors, type ModuleFormValues } from './module-form.validation';

interface ModuleFieldsEditorProps {
  control: Control<ModuleFormValues>;
  /** Errors to show, keyed `fields.{index}.{property}`. */
  errors: ModuleFormErrors;
  disabled?: boolean;
}

/** The repeatable list of a module's fields: one bordered group per field, add and remove. */
export function ModuleFieldsEditor({ control, errors, disabled }: ModuleFieldsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'fields', keyName: 'rowId' });
  const add = () => append(emptyField(), { shouldFocus: false });

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
          <Controller
            control={control}
            name={`fields.${index}.${prop}`}
            render={({ field: input }) => (
              <TextField
                label={label}
                type="number"
                name={input.name}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={Boolean(err(prop))}
                helperText={err(prop) ?? 'Optional'}
                disabled={disabled}
                slotProps={{ htmlInput: { min: prop === 'maxLength' ? 1 : 0, step: 1, inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
            )}
          />
        );
        return (
          <Paper
            key={field.rowId}
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
                <Controller
                  control={control}
                  name={`fields.${index}.name`}
                  render={({ field: input }) => (
                    <TextField
                      label="Field name"
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      error={Boolean(err('name'))}
                      helperText={err('name') ?? 'Used in the HTML as {{field name}}'}
                      required
                      disabled={disabled}
                      sx={{ flex: 2 }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`fields.${index}.type`}
                  render={({ field: input }) => (
                    <TextField
                      select
                      label="Type"
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      disabled={disabled}
                      sx={{ flex: 1 }}
                    >
                      {FIELD_TYPES.map((t) => (
                        <MenuItem key={t} value={t}>
                          {t}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Stack>
              <Controller
                control={control}
                name={`fields.${index}.purpose`}
                render={({ field: input }) => (
                  <TextField
                    label="Purpose"
                    name={input.name}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    inputRef={input.ref}
                    error={Boolean(err('purpose'))}
                    helperText={err('purpose') ?? 'What this field holds, for writers and the AI'}
                    required
                    disabled={disabled}
                  />
                )}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                {number('maxLength', 'Maximum length')}
                {number('minLength', 'Minimum length')}
                <Controller
                  control={control}
                  name={`fields.${index}.required`}
                  render={({ field: input }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          name={input.name}
                          checked={input.value}
                          onChange={(e) => input.onChange(e.target.checked)}
                          disabled={disabled}
                        />
                      }
                      label="Required"
                      sx={{ flex: 1, mt: 1 }}
                    />
                  )}
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
