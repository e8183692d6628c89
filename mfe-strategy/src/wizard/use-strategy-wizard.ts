import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { aiFailureKind, STRATEGY_ERROR_HINTS, type AiFailureKind, type BrandFileKind } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { useZodForm } from '@mailplan/ui/forms';
import {
  useBrand,
  useSaveBrandSettingsMutation,
  useStartBrandGuideGenerationMutation,
  useStartStrategyGenerationMutation,
} from '@mailplan/api/endpoints/brand';
import { JobError, runJob, type JobProgress } from '@mailplan/api/endpoints/jobs';
import { generatedText, savedGuidelines } from '../brand/generation';
import { EMPTY_SURVEY, questionnaireSummary, surveyForm, surveyFromBrand, surveySchema } from './survey';
import { WIZARD_TEXTS as T } from './wizard.texts';

/** The wizard offers no provider choice: the default provider. Prompts, temperature and token limits are the server's. */
const AI_OPTIONS = { modelType: 'claude' };
/** The second toast follows once the first has been read. */
const SECOND_TOAST_MS = 3000;
/** The spec's constants: the jump to step 5 after the guidelines, the redirect after the strategy. */
const WIZARD_TIMINGS = { jumpAfterGuidelinesMs: 500, redirectAfterStrategyMs: 1500 } as const;

export type StrategyOutcome = 'success' | 'empty' | { kind: AiFailureKind; message: string } | null;

/**
 * The wizard's state and what its steps do: the form of answers, the files, the step shown, and the
 * saving and generating (the spec's transitions, validation rules and error catalogue). The answers
 * are saved at 3 → 4 and before generating, so a reload (prefilled from the saved survey) or a
 * failed generation loses nothing. Which step does what is the step table's (`steps.tsx`).
 */
export function useStrategyWizard() {
  const navigate = useNavigate();
  const toast = useToast();
  const { brand, isLoading } = useBrand();
  const [save] = useSaveBrandSettingsMutation();
  const [startGuideGeneration] = useStartBrandGuideGenerationMutation();
  const [startStrategyGeneration] = useStartStrategyGenerationMutation();
  const form = useZodForm(surveySchema, EMPTY_SURVEY);
  const { trigger, getValues, reset, formState } = form;
  const [step, setStep] = useState(1);
  const [deck, setDeck] = useState<File | null>(null);
  /** The user removed the deck saved earlier: it is removed with the save at 3 → 4. */
  const [savedDeckRemoved, setSavedDeckRemoved] = useState(false);
  const [testimonials, setTestimonials] = useState<File | null>(null);
  const [useExisting, setUseExisting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<JobProgress | null>(null);
  const [guidelinesFailed, setGuidelinesFailed] = useState(false);
  const [outcome, setOutcome] = useState<StrategyOutcome>(null);
  const prefilled = useRef(false);
  const timers = useRef<number[]>([]);
  const existingGuidelines = savedGuidelines(brand);
  const savedDeck = savedDeckRemoved ? null : (brand?.brandDeck ?? null);
  /** Step 4 writes guidelines from the deck chosen now, or from a saved deck when none exist yet. */
  const writesGuidelines = !useExisting && Boolean(deck || (savedDeck && !existingGuidelines));

  // A reload mid-wizard: the answers already saved come back.
  useEffect(() => {
    if (!isLoading && !prefilled.current && !formState.isDirty) {
      prefilled.current = true;
      reset(surveyFromBrand(brand));
    }
  }, [brand, isLoading, formState.isDirty, reset]);
  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);

  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));
  const toStrategyPage = () => navigate('/email-strategy');

  /**
   * The drop zone's choice or removal. Removing the deck saved earlier marks it for removal with
   * the save at 3 → 4 (as Save does in Brand Settings); removing a deck just chosen shows the saved
   * one again, unless that was removed too.
   */
  function chooseDeck(file: File | null) {
    if (!file && !deck && brand?.brandDeck) setSavedDeckRemoved(true);
    setDeck(file);
  }

  /** 'Use existing brand guidelines': ticking it clears the chosen deck (the upload is disabled). */
  function chooseExisting(checked: boolean) {
    setUseExisting(checked);
    if (checked) setDeck(null);
  }

  async function saveSurvey(extra: Record<string, unknown> = {}, withFiles = false) {
    const removeFiles: BrandFileKind[] = savedDeckRemoved && !deck ? ['brandDeck'] : [];
    const files = { brandDeckFile: deck, customerReviewsFile: testimonials, removeFiles };
    const result = await save(surveyForm(getValues(), brand, extra, withFiles ? files : {}));
    if (result.error) throw new Error(T.failedToSaveSurvey);
  }

  /** Brand guidelines from the uploaded deck and testimonials, saved to the brand profile. */
  async function generateGuidelines() {
    const request = new FormData();
    if (deck) request.append('files', deck, deck.name);
    if (testimonials) request.append('files', testimonials, testimonials.name);
    Object.entries(AI_OPTIONS).forEach(([k, v]) => request.append(k, v));
    const answer = await runJob(() => startGuideGeneration(request).unwrap(), setJob);
    const text = generatedText(answer);
    if (!text) throw new Error(T.failedToGenerateGuidelines);
    const guide = new FormData();
    guide.append('brandGuide', JSON.stringify({ text, generatedAt: new Date().toISOString() }));
    const saved = await save(guide);
    if (saved.error) throw new Error(T.failedToGenerateGuidelines);
  }

  /** Step 4: guidelines are written from the deck unless the existing ones are used, then step 5. */
  async function writeGuidelines() {
    setGuidelinesFailed(false);
    setBusy(true);
    setJob(null);
    try {
      if (writesGuidelines) await generateGuidelines();
      later(() => setStep(5), WIZARD_TIMINGS.jumpAfterGuidelinesMs);
    } catch {
      setGuidelinesFailed(true);
      toast({ ...T.guidelinesError, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  /**
   * Next on step 3: the answers and files are saved, then the wait step writes the guidelines
   * (saved first: docs/decisions.md#wizard-step3-saves-first).
   */
  async function saveAndWriteGuidelines() {
    setBusy(true);
    try {
      await saveSurvey({}, true);
    } catch {
      setBusy(false);
      toast({ title: T.failedToSaveSurvey, description: STRATEGY_ERROR_HINTS.save_survey, variant: 'destructive' });
      return;
    }
    setStep(4);
    await writeGuidelines();
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
          action: { label: T.dataSafe.action, onClick: toStrategyPage },
        }),
      SECOND_TOAST_MS,
    );
  }

  /**
   * Step 11's 'Generate Strategy': saves the survey, writes guidelines if a deck was uploaded and
   * none exist, generates the strategy on step 12, saves it and redirects after 1.5 s.
   */
  async function generateStrategy() {
    const values = getValues();
    setBusy(true);
    setOutcome(null);
    setJob(null);
    try {
      await saveSurvey({ hasCompletedSurvey: true, completedAt: new Date().toISOString() }, Boolean(deck && !existingGuidelines));
    } catch (error) {
      setBusy(false);
      fail(error);
      return;
    }
    setStep(12);
    try {
      if (deck && !existingGuidelines) await generateGuidelines().catch(() => undefined);
      const request = new FormData();
      request.append('prompt', questionnaireSummary(values));
      Object.entries(AI_OPTIONS).forEach(([k, v]) => request.append(k, v));
      if (existingGuidelines) request.append('brandGuideText', existingGuidelines);
      setJob(null);
      const answer = await runJob(() => startStrategyGeneration(request).unwrap(), setJob);
      const strategy = generatedText(answer);
      if (!strategy.trim()) {
        setOutcome('empty');
        return;
      }
      await saveSurvey({ hasCompletedSurvey: true, generatedStrategy: strategy, generatedAt: new Date().toISOString() });
      setOutcome('success');
      later(toStrategyPage, WIZARD_TIMINGS.redirectAfterStrategyMs);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  /** Another step; an outcome shown on step 12 goes when the user leaves it. */
  function goTo(target: number) {
    setStep(target);
    setOutcome(null);
  }

  return {
    form,
    /** The saved answers are still being read: until then there is nothing to edit. */
    isLoading,
    step,
    setStep,
    goTo,
    busy,
    job,
    outcome,
    guidelinesFailed,
    deck,
    savedDeck,
    chooseDeck,
    testimonials,
    setTestimonials,
    useExisting,
    chooseExisting,
    existingGuidelines,
    writesGuidelines,
    /** Step 2's guard: a deck, the existing-guidelines choice or existing guidelines. */
    hasGuidelinesSource: Boolean(deck || useExisting || existingGuidelines || savedDeck),
    validate: trigger,
    toast,
    toStrategyPage,
    saveAndWriteGuidelines,
    writeGuidelines,
    generateStrategy,
  };
}

export type StrategyWizardModel = ReturnType<typeof useStrategyWizard>;
