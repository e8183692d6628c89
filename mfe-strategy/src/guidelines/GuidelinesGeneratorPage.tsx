import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ACCEPT_LISTS, aiFailureKind, GUIDELINES_ERROR_HINTS } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { useGetAiProvidersQuery, useGetAnthropicModelsQuery } from '@mailplan/api/endpoints/ai';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useSaveBrandSettingsMutation, useStartBrandGuideGenerationMutation } from '@mailplan/api/endpoints/brand';
import { JobError, runJob, type JobProgress } from '@mailplan/api/endpoints/jobs';
import { PageTitle } from '@mailplan/ui/components';
import { generatedText, isDemo } from '../brand/generation';
import { FileDropZone } from '../brand/FileDropZone';
import { JobProgressView } from '../brand/JobProgressView';
import { GUIDELINES_TEXTS as T } from './guidelines.texts';

const DEFAULT_PROVIDER = 'claude';
/**
 * The spec's default model for guidelines: Claude 3.7 Sonnet of 2025-02-19 (its calls and
 * constants), the API's own Claude default too. Preselected when the model list offers it.
 */
const DEFAULT_GUIDELINES_MODEL = 'claude-3-7-sonnet-20250219';

/** The model to preselect: the spec's default when the list has it, else the list's first. */
function preselectedModel(models: readonly { name: string }[]): string | undefined {
  return models.some((m) => m.name === DEFAULT_GUIDELINES_MODEL) ? DEFAULT_GUIDELINES_MODEL : models[0]?.name;
}

/** /brand-guidelines/generate: brand guidelines written by AI from reviews and a brand deck. */
export function GuidelinesGeneratorPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [save] = useSaveBrandSettingsMutation();
  const [startGeneration] = useStartBrandGuideGenerationMutation();
  const canGenerate = useCan('brand.write');
  const providers = useGetAiProvidersQuery();
  const [provider, setProvider] = useState(DEFAULT_PROVIDER);
  const models = useGetAnthropicModelsQuery(undefined, { skip: provider !== 'claude' });
  const [model, setModel] = useState('');
  const [reviews, setReviews] = useState<File | null>(null);
  const [deck, setDeck] = useState<File | null>(null);
  const [additionalContext, setAdditionalContext] = useState('');
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<JobProgress | null>(null);
  const [result, setResult] = useState<{ text: string; demo: boolean } | null>(null);
  const noFile = !reviews && !deck;

  useEffect(() => {
    if (providers.data?.default) setProvider((p) => ((providers.data?.providers as string[] | undefined)?.includes(p) ? p : providers.data!.default));
  }, [providers.data]);
  useEffect(() => {
    if (provider === 'claude' && models.data?.length && !models.data.some((m) => m.name === model)) setModel(preselectedModel(models.data) ?? '');
  }, [models.data, model, provider]);

  async function generate() {
    if (noFile) {
      toast({ ...T.missingFiles, variant: 'destructive' });
      return;
    }
    setBusy(true);
    setJob(null);
    const form = new FormData();
    if (reviews) form.append('files', reviews, reviews.name);
    if (deck) form.append('files', deck, deck.name);
    form.append('modelType', provider);
    if (provider === 'claude' && model) form.append('model', model);
    if (additionalContext.trim()) form.append('brandContext', additionalContext.trim());
    let text: string;
    let demo: boolean;
    try {
      const answer = await runJob(() => startGeneration(form).unwrap(), setJob);
      text = generatedText(answer);
      demo = isDemo(answer);
      if (!text.trim()) throw new Error(T.generateFailed);
    } catch (error) {
      const message = error instanceof Error ? error.message : T.generateFailed;
      const kind = aiFailureKind(message, error instanceof JobError ? error.status : undefined);
      toast({ title: T.errorTitle, description: `${message}. ${GUIDELINES_ERROR_HINTS[kind]}`, variant: 'destructive' });
      setBusy(false);
      return;
    }
    setResult({ text, demo });
    const guide = new FormData();
    guide.append('brandGuide', JSON.stringify({ text, generatedAt: new Date().toISOString() }));
    const saved = await save(guide);
    setBusy(false);
    if (saved.error) toast({ ...T.saveFailed, variant: 'destructive' });
    else toast({ ...T.generated, variant: 'success' });
  }

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 900 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <IconButton component={RouterLink} to="/email-strategy" aria-label="Back to Email Strategy">
          <ArrowBackIcon />
        </IconButton>
        <PageTitle
          title="Generate Brand Guidelines"
          subtitle="Upload what you have; AI distils your voice, values and visual style."
        />
      </Stack>

      {result ? (
        <Card variant="outlined" component="section" aria-label="Generated brand guidelines">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <Typography variant="h6" component="h2">
                Your Brand Guidelines
              </Typography>
              {result.demo && <Chip size="small" color="warning" label="Demo content" />}
            </Stack>
            <Typography component="div" variant="body2" data-testid="generated-guidelines" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 2, borderRadius: 1 }}>
              {result.text}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button onClick={() => setResult(null)}>{T.generateAnother}</Button>
            <Button variant="contained" component={RouterLink} to="/email-strategy">
              {T.continueToStrategy}
            </Button>
          </CardActions>
        </Card>
      ) : busy ? (
        <Card variant="outlined">
          <CardContent>
            <JobProgressView message={T.generating} note={T.generatingNote} job={job} />
          </CardContent>
        </Card>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={3}>
              {noFile && (
                <Alert severity="error">
                  <AlertTitle>{T.requiredFilesMissing}</AlertTitle>
                  Upload customer reviews, a brand deck, or both.
                </Alert>
              )}
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <FileDropZone label="Customer reviews" accept={ACCEPT_LISTS.generatorReviews} file={reviews} onFile={setReviews} />
                <FileDropZone label="Brand deck or materials" accept={ACCEPT_LISTS.generatorDeck} file={deck} onFile={setDeck} />
              </Box>
              <TextField
                label="Additional brand context (optional)"
                multiline
                minRows={3}
                value={additionalContext}
                onChange={(e) => setAdditionalContext(e.target.value)}
                placeholder="Anything the files do not say: audience, values, words you never use…"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormControl size="small" sx={{ minWidth: 180 }}>
                  <InputLabel id="guidelines-provider">AI provider</InputLabel>
                  <Select labelId="guidelines-provider" label="AI provider" value={provider} onChange={(e) => setProvider(e.target.value)}>
                    {(providers.data?.providers ?? [DEFAULT_PROVIDER]).map((name) => (
                      <MenuItem key={name} value={name}>
                        {name}
                        {providers.data && !providers.data.configured?.[name] ? ' (demo)' : ''}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                {provider === 'claude' && (
                  <FormControl size="small" sx={{ minWidth: 260 }}>
                    <InputLabel id="guidelines-model">Model</InputLabel>
                    <Select labelId="guidelines-model" label="Model" value={models.data?.some((m) => m.name === model) ? model : ''} onChange={(e) => setModel(e.target.value)}>
                      {(models.data ?? []).map((m) => (
                        <MenuItem key={m.name} value={m.name}>
                          {m.displayName}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                )}
              </Stack>
            </Stack>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/email-strategy')}>Cancel</Button>
            <Button variant="contained" onClick={generate} disabled={noFile || !canGenerate}>
              Generate
            </Button>
          </CardActions>
        </Card>
      )}
    </Box>
  );
}
