import { useEffect } from 'react';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { useZodForm } from '@mailplan/ui/forms';
import { useGetAiProvidersQuery, useGetAnthropicModelsQuery, useSendAnthropicPromptMutation } from '@mailplan/api/endpoints/ai';
import { useCan } from '@mailplan/api/endpoints/auth';
import { DEFAULT_SYSTEM_PROMPT, MAX_TOKENS, TEMPERATURE, TEXTS } from './anthropic-test.constants';
import { FileUploadField } from './FileUploadField';
import { ProviderChips } from './ProviderChips';
import { defaultModelName, errorDescription, formatContextWindow, responseText } from './format';
import { promptFormSchema, type PromptFormValues } from './anthropic-test.schema';

/** The AI test page (route /anthropic-test): send one prompt, with optional files, to a model. */
export default function AnthropicTestPage() {
  const toast = useToast();
  const providers = useGetAiProvidersQuery();
  const models = useGetAnthropicModelsQuery();
  const [sendPrompt, promptResult] = useSendAnthropicPromptMutation();

  const { control, handleSubmit } = useZodForm<PromptFormValues>(promptFormSchema, {
    model: '',
    prompt: '',
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    temperature: TEMPERATURE.default,
    maxTokens: MAX_TOKENS.default,
    files: [],
  });
  const [pickedModel, prompt] = useWatch({ control, name: ['model', 'prompt'] });

  // Until the user picks a model, the choice follows the loaded list (a 'haiku' model first).
  const modelList = models.data ?? [];
  const model = pickedModel || defaultModelName(models.data);
  const selected = modelList.find((m) => m.name === model);
  const pending = promptResult.isLoading;
  // running AI is 'content.write': a viewer reads the page but cannot send
  const mayRunAi = useCan('content.write');
  const canSend = prompt.trim().length > 0 && !pending && mayRunAi;

  useEffect(() => {
    if (models.isError)
      toast({ title: TEXTS.modelsError, description: errorDescription(models.error), variant: 'destructive' });
  }, [models.isError, models.error, toast]);

  useEffect(() => {
    if (providers.isError) {
      toast({ title: TEXTS.providersError, description: errorDescription(providers.error), variant: 'destructive' });
    }
  }, [providers.isError, providers.error, toast]);

  async function onSubmit(values: PromptFormValues) {
    if (pending) return;
    try {
      await sendPrompt({ ...values, model: values.model || model }).unwrap();
    } catch (error) {
      toast({ title: TEXTS.promptError, description: errorDescription(error), variant: 'destructive' });
    }
  }

  const answer = promptResult.isSuccess ? promptResult.data : undefined;

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {TEXTS.heading}
        </Typography>
        {providers.data && <ProviderChips providers={providers.data} />}
      </Stack>

      <Paper component="form" onSubmit={handleSubmit(onSubmit)} noValidate sx={{ p: 3 }} aria-label="Prompt">
        <Stack spacing={3}>
          <Controller
            control={control}
            name="model"
            render={({ field }) => (
              <TextField
                select
                label="Model"
                name={field.name}
                value={model}
                onChange={field.onChange}
                disabled={pending}
                helperText={models.isLoading ? 'Loading models...' : selected?.description}
              >
                {!selected && <MenuItem value={model}>{model}</MenuItem>}
                {modelList.map((m) => (
                  <MenuItem key={m.name} value={m.name}>
                    {m.displayName} ({formatContextWindow(m.contextWindow)})
                  </MenuItem>
                ))}
              </TextField>
            )}
          />

          <Controller
            control={control}
            name="prompt"
            render={({ field }) => (
              <TextField {...field} label="Prompt" required multiline minRows={4} placeholder="Enter your prompt" />
            )}
          />

          <Controller
            control={control}
            name="systemPrompt"
            render={({ field }) => <TextField {...field} label="System prompt" multiline minRows={2} />}
          />

          <SliderField control={control} name="temperature" id="anthropic-temperature" label="Temperature" show={(v) => v.toFixed(2)} range={TEMPERATURE} />
          <SliderField control={control} name="maxTokens" id="anthropic-max-tokens" label="Max tokens" show={String} range={MAX_TOKENS} />

          <Controller
            control={control}
            name="files"
            render={({ field }) => <FileUploadField files={field.value} onChange={field.onChange} disabled={pending} />}
          />

          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!canSend}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {pending ? TEXTS.sending : TEXTS.send}
            </Button>
          </Box>
        </Stack>
      </Paper>

      {answer && (
        <Paper component="section" aria-labelledby="anthropic-response-heading" sx={{ p: 3, mt: 3 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" component="h2" id="anthropic-response-heading">
              Response
            </Typography>
            {answer.demo && <Chip label={TEXTS.demoChip} color="warning" size="small" />}
          </Stack>
          {answer.demo && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {TEXTS.demoExplanation}
            </Alert>
          )}
          <Box
            component="pre"
            data-testid="anthropic-response"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
          >
            {responseText(answer)}
          </Box>
          {answer.usage && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {answer.model} · {answer.usage.input_tokens} input tokens, {answer.usage.output_tokens} output tokens
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}

interface SliderFieldProps {
  control: Control<PromptFormValues>;
  name: 'temperature' | 'maxTokens';
  id: string;
  label: string;
  /** The value as written beside the label. */
  show: (value: number) => string;
  range: { min: number; max: number; step: number };
}

/** A number field of the form as a slider, its label on the left and its value on the right. */
function SliderField({ control, name, id, label, show, range: { min, max, step } }: SliderFieldProps) {
  const { field } = useController({ control, name });
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id={`${id}-label`} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" data-testid={`${id}-value`}>
          {show(field.value)}
        </Typography>
      </Stack>
      <Slider
        aria-labelledby={`${id}-label`}
        value={field.value}
        min={min}
        max={max}
        step={step}
        onChange={(_event, next) => field.onChange(Array.isArray(next) ? next[0] : next)}
      />
    </Box>
  );
}
