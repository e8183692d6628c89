import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@mailplan/api';
import { MESSAGES } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { useZodForm } from '@mailplan/ui/forms';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Controller, get, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  initialModuleFormValues,
  MODULE_CATEGORIES,
  moduleFormSchema,
  toCreateModuleDto,
  validateModuleForm,
  type ModuleFormErrors,
  type ModuleFormValues,
} from './module-form.validation';
import { ModuleFieldsEditor } from './ModuleFieldsEditor';
import { ModulePreview } from './ModulePreview';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useCreateModuleMutation } from '@mailplan/api/endpoints/modules';
import { PageColumns } from '@mailplan/ui/components';
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

export function ModuleCreatePage() {
  // Values, touched inputs and submits live in react-hook-form; the schema decides what may be sent.
  const { control, handleSubmit, formState, subscribe } = useZodForm<ModuleFormValues>(
    moduleFormSchema as never, // the schema reads category as any text; the form holds '' or a category
    initialModuleFormValues(),
    { mode: 'onTouched' },
  );
  const values = useWatch({ control }) as ModuleFormValues;
  const { submitCount, touchedFields } = formState;
  const [serverErrors, setServerErrors] = useState<ModuleFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [createModule, { isLoading: isCreating }] = useCreateModuleMutation();
  const canCreate = useCan('content.write');
  const toast = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  // Every message is shown live once its input was left, and all of them after the first submit;
  // messages that compare inputs (unique names, placeholders) follow every change.
  const clientErrors = useMemo(() => validateModuleForm(values), [values]);
  const visibleErrors = useMemo(() => {
    const shown: ModuleFormErrors = { ...serverErrors };
    for (const [path, message] of Object.entries(clientErrors)) {
      if (submitCount > 0 || get(touchedFields, path)) shown[path] = message;
    }
    return shown;
  }, [clientErrors, serverErrors, submitCount, touchedFields]);

  // The API's verdict on a field stands until the user changes anything.
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setServerErrors({}) }), [subscribe]);

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

  const deferredHtml = useDeferredValue(values.html_content);
  const fieldNames = values.fields.map((f) => f.name);
  const previewFields = useMemo(() => values.fields.map((f) => ({ name: f.name.trim() })), [values.fields]);

  const onValid = async (valid: ModuleFormValues) => {
    if (isCreating) return;
    setSubmitError(null);
    setServerErrors({});
    try {
      await createModule(toCreateModuleDto(valid)).unwrap();
      toast({ title: 'Success', description: 'Module created successfully' });
      navigate('..');
    } catch (err) {
      const apiError = err as Partial<ApiError>;
      const message = apiError.message || MESSAGES.unknownError;
      setSubmitError(message);
      setServerErrors(serverFieldErrors(apiError.data));
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const textField = (name: TopLevelField, render: (props: Record<string, unknown>) => ReactElement) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        render({
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
          error: Boolean(visibleErrors[name]),
          helperText: visibleErrors[name],
          disabled: isCreating,
          fullWidth: true,
        })
      }
    />
  );

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Create New Module
      </Typography>
      <PageColumns main={3} side={2}>
        <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit(onValid)} aria-label="Create New Module">
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
                {textField('name', (props) => <TextField label="Module name" required {...props} />)}
                {textField('description', (props) => <TextField label="Description" required multiline minRows={2} {...props} />)}
                {textField('category', (props) => (
                  <TextField select label="Category" required {...props}>
                    {MODULE_CATEGORIES.map((c) => (
                      <MenuItem key={c} value={c}>
                        {c}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
                {textField('html_content', (props) => (
                  <TextField
                    label="HTML content"
                    multiline
                    minRows={8}
                    {...props}
                    helperText={visibleErrors.html_content ?? 'Write {{field_name}} where a field’s content goes.'}
                    slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
                  />
                ))}
                <PlaceholderWarnings html={deferredHtml} fieldNames={fieldNames} blocking={submitCount > 0} />
              </Stack>
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Fields
              </Typography>
              <ModuleFieldsEditor control={control} errors={visibleErrors} disabled={isCreating} />
            </Paper>
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={isCreating || !canCreate}>
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
      </PageColumns>
    </Box>
  );
}
