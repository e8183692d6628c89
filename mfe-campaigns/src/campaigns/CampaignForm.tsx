import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  useCreateCampaignMutation,
  useExportCampaignDraftMutation,
  useGenerateContentMutation,
  useGeneratePreviewTextMutation,
  useGenerateSubjectLinesMutation,
  useGetModulesQuery,
  useLinkConceptToCampaignMutation,
  useSuggestModulesMutation,
  useUpdateCampaignMutation,
  type ConceptDto,
  type ModuleSummaryDto,
} from '@mailplan/api';
import { BRAND_CONTEXT_TEXT, type BrandTokens, CAMPAIGN_LIMITS, CAMPAIGN_PREFILL, CONCEPT_TOASTS, EMAIL_AIMS, newInstanceId } from '@mailplan/shared';
import { useBrandTokens } from '../brand-tokens';
import { useToast } from '@mailplan/ui';
import { useZodForm } from '@mailplan/ui/forms';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { generatedContent, previewTextAnswer, subjectLineAnswer, suggestedModuleIds } from './ai-answers';
import { builderReducer, type BuilderState } from './builder-state';
import type { CampaignInput, ModelType } from './campaign.types';
import { detailsSchema, type DetailsValues } from './campaign-form.schema';
import { TEXTS } from './campaigns.texts';
import { DetailsCard } from './DetailsCard';
import { EmailPreview } from './EmailPreview';
import { ExportButtons, ReadyChecklist } from './ExportPanel';
import { InstanceCard, type RefineTarget } from './InstanceCard';
import { contentToSave, instancesForGeneration } from './instances';
import { instanceLabels } from './module-labels';
import { ModuleRefineDialog } from './ModuleRefineDialog';
import { OptionListCard } from './OptionListCard';
import { prefillFromConcept, type CampaignPrefill } from './prefill';
import { DemoNotice, useProviders } from './providers';
import { ConceptRefineDialog, ProviderSelect, serverMessage } from '@mailplan/ui/ai';
import { SuggestedModulesCard } from './SuggestedModulesCard';
import { useDraftExport } from './useDraftExport';

export interface CampaignFormProps {
  /** Edit mode when set. */
  campaignId?: number;
  details: DetailsValues;
  builder: BuilderState;
  /** Create mode from a concept: the concept and the values it prefilled. */
  concept?: { id: number; title: string; prefill: CampaignPrefill };
}

/** A callback whose identity never changes but which always runs the latest code. */
function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  ref.current = fn;
  return useCallback((...args: A) => ref.current(...args), []);
}

function toInput(details: DetailsValues, state: BuilderState): CampaignInput {
  return {
    name: details.name.trim(),
    subject: state.subject.selected,
    previewText: state.preview.selected,
    goal: details.goal.trim(),
    content: contentToSave(state),
    moduleOrder: state.instances.map((i) => i.moduleId),
    moduleInstances: state.instances.map(({ instanceId, moduleId }) => ({ instanceId, moduleId })),
    subjectLineOptions: state.subject.options,
    previewTextOptions: state.preview.options,
  };
}

const LAYOUT = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)', xl: 'minmax(0, 1fr) 632px' },
  alignItems: 'start',
} as const;
const STICKY = { position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 } as const;
const SUBJECT_AIM = `Aim for ${EMAIL_AIMS.subjectMax} characters or fewer: phones cut longer subject lines.`;
const PREVIEW_AIM = `Aim for ${EMAIL_AIMS.previewTextMin} to ${EMAIL_AIMS.previewTextMax} characters: the inbox shows it after the subject.`;

/** The Email Preview of the form, on a deferred copy of the state: typing never waits for it. */
const DraftPreview = memo(function DraftPreview({
  state,
  modules,
  tokens,
  actions,
}: {
  state: BuilderState;
  modules: readonly ModuleSummaryDto[] | undefined;
  tokens: BrandTokens;
  actions: ReactNode;
}) {
  const deferred = useDeferredValue(state);
  return <EmailPreview instances={deferred.instances} content={deferred.content} modules={modules} tokens={tokens} actions={actions} />;
});

/** The 'Ready to send' checklist of the unsaved form, on a deferred copy of the state, checked after a pause. */
const DraftChecklist = memo(function DraftChecklist({ state, draftOf }: { state: BuilderState; draftOf(state: BuilderState): CampaignInput }) {
  const deferred = useDeferredValue(state);
  // the urgent render of a keystroke still sees the previous state: the same draft, not rebuilt
  const draft = useMemo(() => draftOf(deferred), [draftOf, deferred]);
  const { result, checking, error } = useDraftExport(draft);
  // before the first answer the card shows that the check is on its way
  return <ReadyChecklist result={result} checking={checking || (!result && !error)} error={error} />;
});

/**
 * The campaign form (the spec's screen, transitions and validation rules). The details (name, goal)
 * are a react-hook-form form of their own; the modules, their content and the option lists are one
 * reducer, so that typing in a field re-renders that field's card only, while the preview and the
 * checklist follow a deferred copy of the state.
 */
export function CampaignForm({ campaignId, details, builder, concept }: CampaignFormProps) {
  const editMode = campaignId !== undefined;
  const toast = useToast();
  const navigate = useNavigate();

  // ---- details
  const form = useZodForm<DetailsValues>(detailsSchema, details);
  const { control, getValues, handleSubmit, reset, setValue, setFocus } = form;
  const goal = useWatch({ control, name: 'goal' });
  const hasGoal = (goal ?? '').trim() !== '';
  const saved = useRef<DetailsValues | null>(editMode || concept ? details : null);
  const [editing, setEditing] = useState(!saved.current);

  const saveDetails = handleSubmit((values) => {
    saved.current = values;
    reset(values);
    setEditing(false);
  });
  const cancelDetails = () => {
    if (!saved.current) {
      navigate('/campaigns');
      return;
    }
    reset(saved.current);
    setEditing(false);
  };

  // ---- AI provider
  const { providers, loaded: providersLoaded } = useProviders();
  const [modelType, setModelType] = useState<ModelType>('claude');
  const modelChosen = useRef(false);
  useEffect(() => {
    if (providersLoaded && !modelChosen.current) setModelType(providers.default);
  }, [providersLoaded, providers.default]);
  const chooseModel = useCallback((value: ModelType) => {
    modelChosen.current = true;
    setModelType(value);
  }, []);

  // ---- modules, content, option lists
  const [state, dispatch] = useReducer(builderReducer, builder);
  const stateRef = useRef(state);
  stateRef.current = state;
  const modulesQuery = useGetModulesQuery();
  const modules = modulesQuery.data;
  const moduleById = useMemo(() => new Map(modules?.map((m) => [m.id, m])), [modules]);
  const labels = useMemo(() => instanceLabels(state.instances, modules), [state.instances, modules]);

  const [suggestModules, suggesting] = useSuggestModulesMutation();
  const [generateContent, generating] = useGenerateContentMutation();
  const [generateSubjectLines, generatingSubjects] = useGenerateSubjectLinesMutation();
  const [generatePreviewText, generatingPreview] = useGeneratePreviewTextMutation();

  const suggest = useStable(async () => {
    const currentGoal = getValues('goal').trim();
    if (!currentGoal) return;
    try {
      const answer = await suggestModules({ goal: currentGoal, modelType }).unwrap();
      const known = modules ? new Set(modules.map((m) => m.id)) : undefined;
      dispatch({ type: 'propose', moduleIds: suggestedModuleIds(answer, known) });
    } catch {
      // The spec's error catalogue: a failed suggestion shows no message.
    }
  });

  const accept = useStable(() => {
    const ids = (stateRef.current.proposal ?? []).filter((id) => !modules || moduleById.has(id));
    dispatch({ type: 'acceptProposal', instances: ids.map((moduleId) => ({ instanceId: newInstanceId(moduleId), moduleId })) });
  });

  const addModule = useCallback((moduleId: number) => dispatch({ type: 'add', instance: { instanceId: newInstanceId(moduleId), moduleId } }), []);

  const duplicate = useStable((index: number) => {
    const original = stateRef.current.instances[index];
    if (!original) return;
    dispatch({ type: 'duplicate', index, instanceId: newInstanceId(original.moduleId) });
    toast({ title: TEXTS.moduleDuplicated, variant: 'success' });
  });

  const generateAll = useStable(async () => {
    const { instances } = stateRef.current;
    if (!instances.length) return;
    try {
      const answer = await generateContent({
        moduleIds: [...new Set(instances.map((i) => i.moduleId))],
        goal: getValues('goal').trim(),
        modelType,
        brandContext: BRAND_CONTEXT_TEXT,
        moduleInstances: instancesForGeneration(instances),
      }).unwrap();
      dispatch({ type: 'mergeContent', content: generatedContent(answer, instances) });
      toast({ title: TEXTS.contentGenerated, description: answer.demo ? TEXTS.demoWritten : undefined, variant: 'success' });
    } catch {
      // The spec's error catalogue: a failed generation shows no message.
    }
  });

  const generateSubjects = useStable(async () => {
    const currentGoal = getValues('goal').trim();
    if (!currentGoal) return;
    try {
      const answer = await generateSubjectLines({ goal: currentGoal, modelType, brandContext: BRAND_CONTEXT_TEXT }).unwrap();
      const { subjectLines, previewTexts } = subjectLineAnswer(answer);
      if (!subjectLines.length) {
        toast({ title: TEXTS.noSubjectLines, variant: 'destructive' });
        return;
      }
      dispatch({ type: 'options', list: 'subject', op: 'receive', options: subjectLines });
      if (previewTexts.length) dispatch({ type: 'options', list: 'preview', op: 'receive', options: previewTexts });
    } catch {
      toast({ title: TEXTS.subjectLinesFailed, variant: 'destructive' });
    }
  });

  const generatePreviews = useStable(async () => {
    const subjectLine = stateRef.current.subject.selected.trim();
    if (!subjectLine) {
      toast({ title: TEXTS.selectSubjectLineFirst, variant: 'destructive' });
      return;
    }
    try {
      const answer = await generatePreviewText({
        goal: getValues('goal').trim(),
        subjectLine,
        modelType,
        brandContext: BRAND_CONTEXT_TEXT,
      }).unwrap();
      const texts = previewTextAnswer(answer);
      if (!texts.length) {
        toast({ title: TEXTS.noPreviewText, variant: 'destructive' });
        return;
      }
      dispatch({ type: 'options', list: 'preview', op: 'receive', options: texts });
    } catch (e) {
      toast({ title: serverMessage(e) ?? TEXTS.previewTextFailed, variant: 'destructive' });
    }
  });

  // ---- refinement dialogs
  const [refineTarget, setRefineTarget] = useState<RefineTarget | null>(null);
  const openRefine = useStable((target: RefineTarget) => setRefineTarget(target));
  const [conceptDialog, setConceptDialog] = useState(false);
  const prefill = useRef(concept?.prefill);

  /** A refined concept re-fills what still holds the concept's earlier values; the user's own edits stay. */
  const onConceptApplied = (updated: ConceptDto) => {
    const before = prefill.current;
    const after = prefillFromConcept(updated);
    prefill.current = after;
    if (!before) return;
    for (const key of ['name', 'goal'] as const) {
      if (getValues(key).trim() === before[key].trim()) {
        setValue(key, after[key], { shouldDirty: true });
        if (saved.current) saved.current = { ...saved.current, [key]: after[key] };
      }
    }
    const { subject, preview } = stateRef.current;
    if (subject.selected === before.subject) dispatch({ type: 'options', list: 'subject', op: 'editSelected', text: after.subject });
    if (preview.selected === before.previewText) dispatch({ type: 'options', list: 'preview', op: 'editSelected', text: after.previewText });
  };

  // ---- concept prefill: announce it, and suggest modules after 500 ms
  // Once per concept: a refinement applied from the form reloads the concept, and must not bring
  // the proposal back over modules the user has accepted.
  const announced = useRef(false);
  const conceptId = concept?.id;
  useEffect(() => {
    if (conceptId === undefined) return;
    if (!announced.current) {
      announced.current = true;
      toast({ title: TEXTS.conceptLoaded, variant: 'success' });
    }
    const timer = setTimeout(() => void suggest(), CAMPAIGN_PREFILL.autoSuggestDelayMs);
    return () => clearTimeout(timer);
  }, [conceptId, suggest, toast]);

  // ---- preview and export: the panels follow a deferred copy, so that typing is never held up by them
  const tokens = useBrandTokens();
  const draftOf = useStable((of: BuilderState) => toInput(getValues(), of));
  const [exportDraft] = useExportCampaignDraftMutation();
  // Export HTML and Copy HTML ask for the document of the form as it is at that moment.
  const loadExport = useStable(() => exportDraft(draftOf(stateRef.current)).unwrap());

  // ---- save
  const [createCampaign, creating] = useCreateCampaignMutation();
  const [updateCampaign, updating] = useUpdateCampaignMutation();
  const [linkConcept] = useLinkConceptToCampaignMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const saving = creating.isLoading || updating.isLoading;

  const submit = handleSubmit(
    async (values) => {
      setSubmitError(null);
      const body = toInput(values, stateRef.current);
      try {
        if (editMode) {
          await updateCampaign({ id: campaignId, body }).unwrap();
          toast({ title: TEXTS.updated, variant: 'success' });
        } else {
          const created = await createCampaign(body).unwrap();
          // From a concept: the concept is linked to the new campaign. A failed link leaves the
          // campaign created; its failure toast shows first and is not replaced by the success
          // (the shell's toasts keep a failure on screen until it closes).
          let linked: boolean | undefined;
          if (concept) {
            try {
              await linkConcept({ conceptId: concept.id, campaignId: created.id }).unwrap();
              linked = true;
            } catch (e) {
              linked = false;
              toast({ ...CONCEPT_TOASTS.linkFailed, description: serverMessage(e), variant: 'destructive' });
            }
          }
          toast({ title: TEXTS.created, variant: 'success' });
          if (linked) toast({ ...CONCEPT_TOASTS.linked, variant: 'success', queue: true });
        }
        navigate('/campaigns');
      } catch (e) {
        const message = serverMessage(e) ?? (e as { message?: string }).message ?? TEXTS.saveFailed;
        setSubmitError(message);
        toast({ title: TEXTS.saveFailed, description: message, variant: 'destructive' });
      }
    },
    (errors) => {
      setEditing(true);
      const first = (['name', 'goal'] as const).find((k) => errors[k]);
      // the inputs mount with the editing view
      if (first) setTimeout(() => setFocus(first), 0);
    },
  );

  const onSubmit = useStable(() => void submit());
  const noInstances = state.instances.length === 0;
  const fileName = useStable(() => getValues('name'));
  // Elements handed to memoised children are memoised too, so that a keystroke does not re-render them.
  const exportButtons = useMemo(
    () => <ExportButtons name={fileName} load={loadExport} disabled={noInstances} />,
    [fileName, loadExport, noInstances],
  );
  const providerSelect = useMemo(
    () => <ProviderSelect value={modelType} onChange={chooseModel} disabled={saving} />,
    [modelType, chooseModel, saving],
  );
  const onGenerateSubjects = useStable(() => void generateSubjects());
  const onGeneratePreviews = useStable(() => void generatePreviews());
  const onSaveDetails = useStable((e: FormEvent<HTMLFormElement>) => void saveDetails(e));
  const onCancelDetails = useStable(() => cancelDetails());
  const onToggleDetails = useStable(() => (editing ? cancelDetails() : setEditing(true)));

  const busy = suggesting.isLoading || generating.isLoading;
  const count = state.instances.length;

  // Typing changes `state.content` and re-renders this component: every part that does not show
  // the content is a memoised element, so React skips it, and only the edited field re-renders.
  const intro = useMemo(
    () => (
      <>
        {submitError && (
          <Alert severity="error" onClose={() => setSubmitError(null)}>
            {submitError}
          </Alert>
        )}
        <DemoNotice providers={providers} value={modelType} loaded={providersLoaded} />
        {concept && (
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', bgcolor: 'action.hover' }}>
            <Typography sx={{ flex: '1 1 240px', minWidth: 0 }}>{TEXTS.fromConcept(concept.title)}</Typography>
            <Button variant="outlined" size="small" startIcon={<AutoAwesomeIcon />} onClick={() => setConceptDialog(true)} sx={{ whiteSpace: 'nowrap' }}>
              {TEXTS.refineConcept}
            </Button>
          </Paper>
        )}
      </>
    ),
    [submitError, providers, modelType, providersLoaded, concept],
  );

  const modulesToolbar = useMemo(
    () => (
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="modules-title">
          {TEXTS.modulesTitle}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {TEXTS.moduleCount(count)}
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => void suggest()}
            disabled={!hasGoal || busy}
            startIcon={suggesting.isLoading ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {suggesting.isLoading ? TEXTS.suggesting : TEXTS.suggestModules}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            onClick={() => void generateAll()}
            disabled={count === 0 || busy}
            startIcon={generating.isLoading ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {generating.isLoading ? TEXTS.generating : TEXTS.generateAllContent}
          </Button>
        </Stack>
      </Stack>
    ),
    [count, hasGoal, busy, suggesting.isLoading, generating.isLoading, suggest, generateAll],
  );

  const proposalCard = useMemo(
    () =>
      state.proposal ? (
        <Box sx={{ mb: 2 }}>
          <SuggestedModulesCard proposal={state.proposal} modules={modules} dispatch={dispatch} onAccept={accept} />
        </Box>
      ) : count === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {TEXTS.noModulesYet}
        </Typography>
      ) : null,
    [state.proposal, modules, accept, count],
  );

  const addModuleSelect = useMemo(
    () => (
      <TextField
        select
        label={TEXTS.addModule}
        value=""
        onChange={(e) => addModule(Number(e.target.value))}
        disabled={!modules?.length}
        helperText={modules && !modules.length ? TEXTS.noLibrary : ' '}
        sx={{ maxWidth: 320 }}
      >
        {(modules ?? []).map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name} ({m.category})
          </MenuItem>
        ))}
      </TextField>
    ),
    [modules, addModule],
  );

  const submitRow = useMemo(
    () => (
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" onClick={onSubmit} disabled={saving}>
          {saving ? TEXTS.saving : editMode ? TEXTS.updateCampaign : TEXTS.createCampaign}
        </Button>
        <Button component={Link} to="/campaigns" size="large">
          {TEXTS.cancel}
        </Button>
      </Stack>
    ),
    [saving, editMode, onSubmit],
  );

  const heading = useMemo(
    () => (
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {editMode ? TEXTS.editTitle : TEXTS.newTitle}
      </Typography>
    ),
    [editMode],
  );

  return (
    <Box>
      {heading}
      <Box sx={LAYOUT}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {intro}
          <DetailsCard
            control={control}
            editing={editing}
            onSubmit={onSaveDetails}
            onCancel={onCancelDetails}
            onToggle={onToggleDetails}
            disabled={saving}
            provider={providerSelect}
          />

          <Paper variant="outlined" component="section" aria-labelledby="modules-title" sx={{ p: 3 }}>
            {modulesToolbar}
            {proposalCard}
            <Stack spacing={2}>
              {state.instances.map((instance, index) => (
                <InstanceCard
                  key={instance.instanceId}
                  instance={instance}
                  index={index}
                  count={count}
                  label={labels.get(instance.instanceId) ?? ''}
                  module={moduleById.get(instance.moduleId)}
                  modulesLoading={modulesQuery.isLoading}
                  content={state.content[instance.instanceId]}
                  dispatch={dispatch}
                  onDuplicate={duplicate}
                  onRefine={openRefine}
                />
              ))}
              {addModuleSelect}
            </Stack>
          </Paper>

          <OptionListCard
            kind="subject"
            title={TEXTS.subjectLine}
            noun="Subject line"
            state={state.subject}
            dispatch={dispatch}
            maxLength={CAMPAIGN_LIMITS.subjectMax}
            aim={SUBJECT_AIM}
            emptyText={TEXTS.noSubjectYet}
            ownLabel={TEXTS.writeOwnSubject}
            generateLabel={TEXTS.generateSubjectLines}
            onGenerate={onGenerateSubjects}
            generateDisabled={!hasGoal}
            generating={generatingSubjects.isLoading}
          />
          <OptionListCard
            kind="preview"
            title={TEXTS.previewTextTitle}
            noun="Preview text"
            state={state.preview}
            dispatch={dispatch}
            maxLength={CAMPAIGN_LIMITS.previewTextMax}
            aim={PREVIEW_AIM}
            emptyText={TEXTS.noPreviewYet}
            ownLabel={TEXTS.writeOwnPreview}
            generateLabel={TEXTS.generatePreviewText}
            onGenerate={onGeneratePreviews}
            generating={generatingPreview.isLoading}
          />

          <DraftChecklist state={state} draftOf={draftOf} />
          {submitRow}
        </Stack>

        <Box sx={STICKY}>
          <DraftPreview state={state} modules={modules} tokens={tokens} actions={exportButtons} />
        </Box>
      </Box>

      {refineTarget && (
        <ModuleRefineDialog
          target={refineTarget}
          goal={() => getValues('goal').trim()}
          modelType={modelType}
          onRefined={(text) => dispatch({ type: 'setField', instanceId: refineTarget.instanceId, field: refineTarget.fieldName, value: text })}
          onClose={() => setRefineTarget(null)}
        />
      )}
      {concept && conceptDialog && (
        <ConceptRefineDialog
          conceptId={concept.id}
          defaultModel={modelType}
          toast={toast}
          onClose={() => setConceptDialog(false)}
          onApplied={onConceptApplied}
        />
      )}
    </Box>
  );
}
