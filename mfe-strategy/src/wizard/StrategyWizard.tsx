import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  ACCEPT_LISTS,
  aiFailureKind,
  CONTENT_TYPES,
  DISCOUNT_RANGES,
  formatKb,
  LIST_SIZES,
  SEND_FREQUENCIES,
  STRATEGY_ERROR_HINTS,
  WIZARD_STEP_FIELDS,
  WIZARD_STEP_TITLES,
  WIZARD_STEPS,
  WIZARD_TEXTS as T,
  WIZARD_TIMINGS,
  type AiFailureKind,
  type BrandFileKind,
} from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import {
  JobError,
  runJob,
  useBrand,
  useSaveBrandSettingsMutation,
  useStartBrandGuideGenerationMutation,
  useStartStrategyGenerationMutation,
  type JobProgress,
} from '@mailplan/api';
import { generatedText, guidelineText } from '../brand/generation';
import { FileDropZone } from '../brand/FileDropZone';
import { JobProgressView } from '../brand/JobProgressView';
import { MultiChoice, RadioChoice } from './ChoiceFields';
import { EMPTY_SURVEY, questionnaireSummary, surveyForm, surveyFromBrand, surveySchema, type SurveyField } from './survey';

const AI_OPTIONS = { modelType: 'claude', temperature: '0.7', maxTokens: '4000' };
const STRATEGY_SYSTEM_PROMPT =
  'You are an expert email marketing strategist for e-commerce brands. Write a practical email strategy in markdown.';
const GUIDE_SYSTEM_PROMPT = 'You are a brand strategist. Write clear, usable brand guidelines in markdown.';
/** The second toast follows once the first has been read. */
const SECOND_TOAST_MS = 3000;

type Failure = { kind: AiFailureKind; message: string };

/**
 * /email-strategy/generate, the 12-step wizard (the spec's screen, transitions, validation rules
 * and error catalogue). The answers are saved at 3 → 4 and before generating, so a reload
 * (prefilled from the saved survey) or a failed generation loses nothing.
 */
export function StrategyWizard() {
  const navigate = useNavigate();
  const toast = useToast();
  const { brand, isLoading } = useBrand();
  const [save] = useSaveBrandSettingsMutation();
  const [startGuideGeneration] = useStartBrandGuideGenerationMutation();
  const [startStrategyGeneration] = useStartStrategyGenerationMutation();
  const { control, trigger, getValues, reset, formState } = useZodForm(surveySchema, EMPTY_SURVEY);
  const [step, setStep] = useState(1);
  const [deck, setDeck] = useState<File | null>(null);
  /** The user removed the deck saved earlier: it is removed with the save at 3 → 4. */
  const [savedDeckRemoved, setSavedDeckRemoved] = useState(false);
  const [testimonials, setTestimonials] = useState<File | null>(null);
  const [useExisting, setUseExisting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<JobProgress | null>(null);
  const [guideFailed, setGuideFailed] = useState(false);
  const [outcome, setOutcome] = useState<'success' | 'empty' | Failure | null>(null);
  const prefilled = useRef(false);
  const timers = useRef<number[]>([]);
  const existingText = guidelineText(brand);
  const savedDeck = savedDeckRemoved ? null : (brand?.brandDeck ?? null);

  // A reload mid-wizard: the answers already saved come back.
  useEffect(() => {
    if (!isLoading && !prefilled.current && !formState.isDirty) {
      prefilled.current = true;
      reset(surveyFromBrand(brand));
    }
  }, [brand, isLoading, formState.isDirty, reset]);
  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);

  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  /**
   * The drop zone's choice or removal. Removing the deck saved earlier marks it for removal with
   * the save at 3 → 4 (as Save does in Brand Settings); removing a deck just chosen shows the saved
   * one again, unless that was removed too.
   */
  function chooseDeck(file: File | null) {
    if (!file && !deck && brand?.brandDeck) setSavedDeckRemoved(true);
    setDeck(file);
  }

  async function saveSurvey(extra: Record<string, unknown> = {}, withFiles = false) {
    const removeFiles: BrandFileKind[] = savedDeckRemoved && !deck ? ['brandDeck'] : [];
    const files = { brandDeckFile: deck, customerReviewsFile: testimonials, removeFiles };
    const form = surveyForm(getValues(), brand, extra, withFiles ? files : {});
    const result = await save(form);
    if (result.error) throw new Error(T.failedToSaveSurvey);
  }

  /** Brand guidelines from the uploaded deck and testimonials, saved to the brand profile. */
  async function generateGuidelines() {
    const form = new FormData();
    if (deck) form.append('files', deck, deck.name);
    if (testimonials) form.append('files', testimonials, testimonials.name);
    Object.entries(AI_OPTIONS).forEach(([k, v]) => form.append(k, v));
    form.append('systemPrompt', GUIDE_SYSTEM_PROMPT);
    const answer = await runJob(() => startGuideGeneration(form).unwrap(), setJob);
    const text = generatedText(answer);
    if (!text) throw new Error(T.failedToGenerateGuidelines);
    const guide = new FormData();
    guide.append('brandGuide', JSON.stringify({ text, generatedAt: new Date().toISOString() }));
    const saved = await save(guide);
    if (saved.error) throw new Error(T.failedToGenerateGuidelines);
  }

  /** Step 4: guidelines are generated from the deck, unless the existing ones are used. */
  async function runGuidelinesStep() {
    setGuideFailed(false);
    setBusy(true);
    setJob(null);
    try {
      if (!useExisting && (deck || (savedDeck && !existingText))) await generateGuidelines();
      later(() => setStep(5), WIZARD_TIMINGS.jumpAfterGuidelinesMs);
    } catch {
      setGuideFailed(true);
      toast({ ...T.guidelinesError, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function next() {
    const fields = (WIZARD_STEP_FIELDS[step] ?? []) as SurveyField[];
    if (fields.length && !(await trigger(fields))) return;
    if (step === 2 && !deck && !useExisting && !existingText && !savedDeck) {
      toast({ ...T.step2Guard, variant: 'destructive' });
      return;
    }
    if (step === 3) {
      setBusy(true);
      try {
        await saveSurvey({}, true);
      } catch {
        setBusy(false);
        toast({ title: T.failedToSaveSurvey, description: STRATEGY_ERROR_HINTS.save_survey, variant: 'destructive' });
        return;
      }
      setStep(4);
      await runGuidelinesStep();
      return;
    }
    if (step === 11) return generateStrategy();
    setStep(step + 1);
  }

  function back() {
    setStep(step === 5 ? 3 : step - 1);
    setOutcome(null);
  }

  function fail(error: unknown) {
    const message = error instanceof Error ? error.message : T.failedToGetResponse;
    const kind = aiFailureKind(message, error instanceof JobError ? error.status : undefined);
    setOutcome({ kind, message });
    toast({ title: T.strategyErrorTitle, description: STRATEGY_ERROR_HINTS[kind], variant: 'destructive' });
    later(
      () =>
        toast({
          title: T.dataSafe.title,
          description: 'Your answers are saved. You can generate the strategy again at any time.',
          action: { label: T.dataSafe.action, onClick: () => navigate('/email-strategy') },
        }),
      SECOND_TOAST_MS,
    );
  }

  async function generateStrategy() {
    const values = getValues();
    setBusy(true);
    setOutcome(null);
    setJob(null);
    try {
      await saveSurvey({ hasCompletedSurvey: true, completedAt: new Date().toISOString() }, Boolean(deck && !existingText));
    } catch (error) {
      setBusy(false);
      fail(error);
      return;
    }
    setStep(12);
    try {
      if (deck && !existingText) await generateGuidelines().catch(() => undefined);
      const form = new FormData();
      form.append('prompt', questionnaireSummary(values));
      Object.entries(AI_OPTIONS).forEach(([k, v]) => form.append(k, v));
      form.append('systemPrompt', STRATEGY_SYSTEM_PROMPT);
      const guide = existingText || '';
      if (guide) form.append('brandGuideText', guide);
      setJob(null);
      const answer = await runJob(() => startStrategyGeneration(form).unwrap(), setJob);
      const strategy = generatedText(answer);
      if (!strategy.trim()) {
        setOutcome('empty');
        return;
      }
      await saveSurvey({ hasCompletedSurvey: true, generatedStrategy: strategy, generatedAt: new Date().toISOString() });
      setOutcome('success');
      later(() => navigate('/email-strategy'), WIZARD_TIMINGS.redirectAfterStrategyMs);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const progress = ((step - 1) / (WIZARD_STEPS - 1)) * 100;
  const showBack = step >= 2 && step !== 4 && !(step === 12 && (busy || outcome === 'success'));
  const showNext = step !== 4 && step !== 12;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 820 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Email Strategy Wizard
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Step {step} of {WIZARD_STEPS}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {Math.round(progress)}% complete
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={progress} aria-label="Wizard progress" sx={{ height: 8, borderRadius: 4, mb: 3 }} />
      <Card variant="outlined">
        <CardContent>
          {/* The saved answers fill the form once they are read: until then there is nothing to edit. */}
          {isLoading ? (
            <Stack role="status" spacing={1.5} sx={{ py: 3 }}>
              <Typography color="text.secondary">Loading your saved answers…</Typography>
              <LinearProgress />
            </Stack>
          ) : (
          <>
          <Typography variant="h5" component="h2" gutterBottom>
            {WIZARD_STEP_TITLES[step - 1]}
          </Typography>
          <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
            <Stack spacing={2.5} sx={{ mt: 2 }}>
              {step === 1 && (
                <>
                  <FormTextField control={control} name="brandName" label="Brand name" autoFocus />
                  <FormTextField control={control} name="websiteUrl" label="Website URL" placeholder="https://yourbrand.com" />
                </>
              )}
              {step === 2 && (
                <>
                  <Typography color="text.secondary">
                    Upload your brand deck or style guide. AI reads it to write brand guidelines that shape your strategy.
                  </Typography>
                  <FileDropZone
                    label="Brand deck"
                    accept={ACCEPT_LISTS.wizardDeck}
                    file={deck ?? (useExisting ? null : savedDeck ? { name: savedDeck.filename, size: savedDeck.size } : null)}
                    onFile={chooseDeck}
                    disabled={useExisting}
                    formatSize={formatKb}
                  />
                  {existingText && (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={useExisting}
                          onChange={(e) => {
                            setUseExisting(e.target.checked);
                            if (e.target.checked) setDeck(null);
                          }}
                        />
                      }
                      label={T.useExistingGuidelines}
                    />
                  )}
                </>
              )}
              {step === 3 && (
                <>
                  <Typography color="text.secondary">
                    Optional: customer reviews or testimonials help AI write in your customers&apos; words.
                  </Typography>
                  <FileDropZone
                    label="Customer testimonials"
                    accept={ACCEPT_LISTS.wizardTestimonials}
                    file={testimonials}
                    onFile={setTestimonials}
                    formatSize={formatKb}
                  />
                </>
              )}
              {step === 4 &&
                (guideFailed ? (
                  <Alert
                    severity="error"
                    action={
                      <Stack direction="row" spacing={1}>
                        <Button color="inherit" size="small" onClick={runGuidelinesStep}>
                          Try Again
                        </Button>
                        <Button color="inherit" size="small" onClick={() => setStep(5)}>
                          Continue
                        </Button>
                      </Stack>
                    }
                  >
                    <AlertTitle>{T.guidelinesError.title}</AlertTitle>
                    {T.guidelinesError.description}
                  </Alert>
                ) : useExisting || (!deck && !(savedDeck && !existingText)) ? (
                  <Alert severity="success">Using your existing brand guidelines.</Alert>
                ) : (
                  <JobProgressView message="Generating your brand guidelines from your files..." note={T.guidelinesWait} job={job} />
                ))}
              {step === 5 && (
                <FormTextField
                  control={control}
                  name="bestSellingProducts"
                  label="Your 2-3 best-selling products, with prices"
                  multiline
                  minRows={4}
                  placeholder="e.g. Classic Oolong 100g – $18; Matcha starter kit – $45"
                />
              )}
              {step === 6 && (
                <FormTextField
                  control={control}
                  name="secondaryProducts"
                  label="Secondary or complementary products"
                  multiline
                  minRows={4}
                />
              )}
              {step === 7 && (
                <>
                  <FormTextField control={control} name="repeatPurchaseDrivers" label="What drives repeat purchases?" multiline minRows={3} />
                  <FormTextField control={control} name="repurchaseTimeframe" label="Typical time between purchases" placeholder="e.g. every 6-8 weeks" />
                </>
              )}
              {step === 8 && (
                <>
                  <RadioChoice control={control} name="recipientCount" label="How many people do you typically email?" options={LIST_SIZES} />
                  <RadioChoice control={control} name="sendFrequency" label="How often do you send today?" options={SEND_FREQUENCIES} />
                </>
              )}
              {step === 9 && (
                <>
                  <MultiChoice control={control} name="contentTypes" label="Which content can you produce?" options={CONTENT_TYPES} />
                  <FormTextField control={control} name="otherContentType" label="Other content type (optional)" />
                </>
              )}
              {step === 10 && (
                <FormTextField
                  control={control}
                  name="productEducationNeeded"
                  label="What do customers need to understand about your products?"
                  multiline
                  minRows={4}
                />
              )}
              {step === 11 && (
                <>
                  <FormTextField control={control} name="promotionalStrategies" label="Promotions you run" multiline minRows={3} />
                  <RadioChoice control={control} name="discountRange" label="Typical discount range" options={DISCOUNT_RANGES} />
                  <FormTextField control={control} name="seasonalPeriods" label="Key seasonal periods" multiline minRows={2} />
                  <FormTextField control={control} name="sixMonthGoals" label="What would success look like in 6 months?" multiline minRows={3} />
                </>
              )}
              {step === 12 && <StrategyOutcome busy={busy} job={job} outcome={outcome} onReturn={() => navigate('/email-strategy')} />}
            </Stack>
            {(showBack || showNext) && (
              <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4 }}>
                <Box>
                  {showBack && (
                    <Button onClick={back} disabled={busy}>
                      {T.back}
                    </Button>
                  )}
                </Box>
                {showNext && (
                  <Button variant="contained" type="submit" onClick={next} disabled={busy}>
                    {step === 11 ? T.generateStrategy : T.next}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
          </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function StrategyOutcome({
  busy,
  job,
  outcome,
  onReturn,
}: {
  busy: boolean;
  job: JobProgress | null;
  outcome: 'success' | 'empty' | Failure | null;
  onReturn: () => void;
}) {
  if (outcome === 'success')
    return (
      <Alert icon={<CheckCircleIcon />} severity="success" role="status">
        {T.strategySuccess}
      </Alert>
    );
  if (outcome === 'empty') return <Alert severity="error">{T.nothingProduced}</Alert>;
  if (outcome)
    return (
      <Stack spacing={2}>
        <Alert severity="error">
          <AlertTitle>{T.strategyErrorTitle}</AlertTitle>
          {STRATEGY_ERROR_HINTS[outcome.kind]}
        </Alert>
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onReturn}>
              {T.dataSafe.action}
            </Button>
          }
        >
          <AlertTitle>{T.dataSafe.title}</AlertTitle>
          Your answers are saved. Go back to try again, or return later.
        </Alert>
      </Stack>
    );
  return busy ? <JobProgressView message={T.generatingStrategy} job={job} /> : null;
}
