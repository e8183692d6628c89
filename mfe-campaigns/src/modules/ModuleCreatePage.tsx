import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  initialModuleFormValues,
  MODULE_CATEGORIES,
  toCreateModuleDto,
  validateModuleForm,
  type FieldFormValues,
  type ModuleFormErrors,
  type ModuleFormValues,
} from './module-form.validation';
import { ModuleFieldsEditor } from './ModuleFieldsEditor';
import { ModulePreview } from './ModulePreview';
import { useCreateModuleMutation } from './modules.api';
import { PlaceholderWarnings } from './PlaceholderWarnings';

type TopLevelField = 'name' | 'description' | 'category' | 'html_content';

/** The `errors` list of a 400 answer, keyed by path (`fields.0.name`), first message per path. */
function serverFieldErrors(data: unknown): ModuleFormErrors {
  const list = (data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return {};
  const out: ModuleFormErrors = {};
  for (const item of list) {
    if (item && typeof item.path === 'string' && typeof item.message === 'string' && !out[item.path]) {
      out[item.path] = item.message;
    }
  }
  return out;
}

/** A touched-state key that survives removing a row above: field rows are keyed by their stable key. */
function touchKey(path: string, fields: FieldFormValues[]): string {
  const m = /^fields\.(\d+)\.(.+)$/.exec(path);
  return m ? `${fields[Number(m[1])]?.key}.${m[2]}` : path;
}

export function ModuleCreatePage() {
  const [values, setValues] = useState<ModuleFormValues>(initialModuleFormValues);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [serverErrors, setServerErrors] = useState<ModuleFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [createModule, { isLoading: isCreating }] = useCreateModuleMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  const clientErrors = useMemo(() => validateModuleForm(values), [values]);
  const visibleErrors = useMemo(() => {
    const shown: ModuleFormErrors = { ...serverErrors };
    for (const [path, message] of Object.entries(clientErrors)) {
      if (submitCount > 0 || touched.has(touchKey(path, values.fields))) shown[path] = message;
    }
    return shown;
  }, [clientErrors, serverErrors, submitCount, touched, values.fields]);

  // After a submit that failed validation, move focus to the first invalid input.
  useEffect(() => {
    if (submitCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A select marks its hidden native input invalid; its visible combobox takes the focus.
    const target =
      invalid?.getAttribute('aria-hidden') === 'true'
        ? invalid.parentElement?.querySelector<HTMLElement>('[role="combobox"]')
        : invalid;
    target?.focus();
  }, [submitCount]);

  const touch = (path: string) => setTouched((prev) => new Set(prev).add(touchKey(path, values.fields)));
  const edit = (patch: Partial<ModuleFormValues>) => {
    setValues((prev) => ({ ...prev, ...patch }));
    setServerErrors({});
  };

  const deferredHtml = useDeferredValue(values.html_content);
  const fieldNames = values.fields.map((f) => f.name);
  const previewFields = useMemo(() => values.fields.map((f) => ({ name: f.name.trim() })), [values.fields]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isCreating) return;
    setSubmitCount((n) => n + 1);
    if (Object.keys(clientErrors).length > 0) return;
    setSubmitError(null);
    setServerErrors({});
    try {
      await createModule(toCreateModuleDto(values)).unwrap();
      toast({ title: 'Success', description: 'Module created successfully' });
      navigate('..');
    } catch (err) {
      const apiError = err as Partial<ApiError>;
      const message = apiError.message || 'An unknown error occurred';
      setSubmitError(message);
      setServerErrors(serverFieldErrors(apiError.data));
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const textProps = (field: TopLevelField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => edit({ [field]: e.target.value }),
    onBlur: () => touch(field),
    error: Boolean(visibleErrors[field]),
    helperText: visibleErrors[field],
    disabled: isCreating,
    fullWidth: true,
  });

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Create New Module
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Create New Module">
          <Stack spacing={3}>
            {submitError && (
              <Alert severity="error" onClose={() => setSubmitError(null)}>
                {submitError}
              </Alert>
            )}
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Details
              </Typography>
              <Stack spacing={2}>
                <TextField label="Module name" required {...textProps('name')} />
                <TextField label="Description" required multiline minRows={2} {...textProps('description')} />
                <TextField select label="Category" required {...textProps('category')}>
                  {MODULE_CATEGORIES.map((c) => (
                    <MenuItem key={c} value={c}>
                      {c}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="HTML content"
                  multiline
                  minRows={8}
                  {...textProps('html_content')}
                  helperText={visibleErrors.html_content ?? 'Write {{field_name}} where a field’s content goes.'}
                  slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
                />
                <PlaceholderWarnings html={deferredHtml} fieldNames={fieldNames} blocking={submitCount > 0} />
              </Stack>
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Fields
              </Typography>
              <ModuleFieldsEditor
                fields={values.fields}
                errors={visibleErrors}
                onChange={(fields) => edit({ fields })}
                onTouch={touch}
                disabled={isCreating}
              />
            </Paper>
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={isCreating}>
                {isCreating ? 'Creating...' : 'Create Module'}
              </Button>
              <Button component={Link} to=".." variant="text">
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Box>
        <Paper variant="outlined" sx={{ p: 3, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Preview
          </Typography>
          <ModulePreview html={deferredHtml} fields={previewFields} />
        </Paper>
      </Box>
    </Box>
  );
}
