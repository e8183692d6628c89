import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useToast } from '@mailplan/ui';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { CategoryCard } from './CategoryCard';
import { CAMPAIGN_TYPES, totalsOf, type CampaignType } from './categories';
import type { Concept, ModelType } from './concept.types';
import type { ConceptActions } from './ConceptRow';
import { useCan } from '@mailplan/api/endpoints/auth';
import {
  invalidateConcepts,
  useGetConceptCountsQuery,
  useStartConceptGenerationMutation,
  useUnlinkConceptFromCampaignMutation,
  useUpdateConceptMutation,
} from '@mailplan/api/endpoints/concepts';
import { useJob, type JobOutcome } from '@mailplan/api/endpoints/jobs';
import { TEXTS } from './concepts.texts';
import { errorMessage, isDemoProvider, providerLabel, ProviderSelect, useAiProviders } from '@mailplan/ui/ai';
import { BusinessContextCard, GeneratingCard } from './GenerationPanels';

const TOASTS = TEXTS.toasts;

// The dialog's code (tabs, the refinement form) comes when a refinement is first asked for.
const loadRefineDialog = () => import('./refine-dialog');
const REFINE_PREFETCH_MS = 2000;
const ConceptRefineDialog = lazy(() => loadRefineDialog().then((m) => ({ default: m.ConceptRefineDialog })));

/** What the page is doing about generation: nothing, asking for the business context, or running a job. */
type Generation =
  | { step: 'idle' }
  | { step: 'context'; category: CampaignType | null }
  | {
      step: 'starting' | 'running';
      category: CampaignType | null;
      provider: string;
      jobId?: string;
    };

function conceptCount(result: unknown): number {
  const n = (result as { conceptCount?: unknown } | null)?.conceptCount;
  return typeof n === 'number' ? n : 0;
}

export function ConceptsPage() {
  const toast = useToast();
  const dispatch = useDispatch();
  // the cards and the footer: how many concepts each category holds; a category's concepts are
  // read when it is opened (CategoryCard)
  const counts = useGetConceptCountsQuery();
  const canGenerate = useCan('content.write');
  const providersQuery = useAiProviders();
  const providers = providersQuery.providers;
  const [provider, setProvider] = useState<string | null>(null);
  const modelType = (provider ?? providers.default ?? 'claude') as ModelType;
  const [showRejected, setShowRejected] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<CampaignType>>(() => new Set());
  const [generation, setGeneration] = useState<Generation>({ step: 'idle' });
  const [refining, setRefining] = useState<Concept | null>(null);

  const [updateConcept] = useUpdateConceptMutation();
  const [unlink] = useUnlinkConceptFromCampaignMutation();
  const [startGeneration] = useStartConceptGenerationMutation();

  useEffect(() => {
    if (providersQuery.isError) {
      toast({
        title: TEXTS.providersError,
        description: errorMessage(providersQuery.error),
        variant: 'destructive',
      });
    }
  }, [providersQuery.isError, providersQuery.error, toast]);

  // Once the list is on screen, the refinement dialog's code follows, so 'Refine with AI' opens at once.
  const totals = useMemo(() => totalsOf(counts.data), [counts.data]);
  const hasConcepts = totals.all > 0;
  useEffect(() => {
    if (!hasConcepts) return;
    const timer = setTimeout(() => void loadRefineDialog().catch(() => undefined), REFINE_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, [hasConcepts]);

  const actions = useMemo<ConceptActions>(
    () => ({
      toggleSelected(concept) {
        updateConcept({ id: concept.id, changes: { selected: !concept.selected }, optimistic: true })
          .unwrap()
          .catch((e: unknown) =>
            toast({
              ...TOASTS.selectionFailed,
              description: errorMessage(e),
              variant: 'destructive',
            }),
          );
      },
      toggleRejected(concept) {
        const rejected = !concept.rejected;
        updateConcept({ id: concept.id, changes: { rejected }, optimistic: true })
          .unwrap()
          .then(() => toast(rejected ? TOASTS.rejected : TOASTS.rejectionRemoved))
          .catch((e: unknown) =>
            toast({
              ...TOASTS.rejectionFailed,
              description: errorMessage(e),
              variant: 'destructive',
            }),
          );
      },
      unlink(concept) {
        unlink(concept.id)
          .unwrap()
          .then(() =>
            toast({
              ...TOASTS.unlinked,
              description: `"${concept.title}" is no longer linked to a campaign.`,
            }),
          )
          .catch((e: unknown) =>
            toast({
              ...TOASTS.unlinkFailed,
              description: errorMessage(e),
              variant: 'destructive',
            }),
          );
      },
      refine(concept) {
        setRefining(concept);
      },
    }),
    [updateConcept, unlink, toast],
  );

  const onExpandedChange = useCallback((type: CampaignType, open: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(type);
      else next.delete(type);
      return next;
    });
  }, []);

  const busy = generation.step === 'starting' || generation.step === 'running';
  const askContext = useCallback((category: CampaignType | null) => setGeneration({ step: 'context', category }), []);

  const generate = async (category: CampaignType | null, businessContext: string) => {
    setGeneration({ step: 'starting', category, provider: modelType });
    try {
      const { jobId } = await startGeneration({
        modelType,
        ...(category ? { campaignType: category } : {}),
        ...(businessContext ? { businessContext } : {}),
      }).unwrap();
      setGeneration({ step: 'running', category, provider: modelType, jobId });
    } catch (e) {
      setGeneration({ step: 'idle' });
      toast({
        ...TOASTS.generateFailed,
        description: errorMessage(e),
        variant: 'destructive',
      });
    }
  };

  const running = generation.step === 'running' ? generation : null;
  const onJobDone = useCallback(
    (outcome: JobOutcome) => {
      const category = running?.category ?? null;
      setGeneration({ step: 'idle' });
      if (outcome.ok) {
        toast({
          ...TOASTS.generated(conceptCount(outcome.result)),
          variant: 'success',
        });
        dispatch(invalidateConcepts());
        setExpanded((prev) => new Set(prev).add(category ?? CAMPAIGN_TYPES[0]));
      } else {
        toast({
          ...TOASTS.generateFailed,
          description: outcome.error,
          variant: 'destructive',
        });
      }
    },
    [running?.category, toast, dispatch],
  );
  const jobStatus = useJob(running?.jobId, onJobDone);

  let body;
  if (busy) {
    body = (
      <GeneratingCard
        provider={generation.provider}
        demo={isDemoProvider(providers, generation.provider)}
        category={generation.category}
        status={jobStatus}
      />
    );
  } else if (counts.isLoading) {
    body = (
      <Box role="status" aria-busy="true" aria-label="Loading concepts" sx={GRID}>
        {CAMPAIGN_TYPES.map((t) => (
          <Skeleton key={t} variant="rounded" height={76} />
        ))}
      </Box>
    );
  } else if (counts.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
            {TEXTS.retry}
          </Button>
        }
      >
        {TEXTS.loadError}
      </Alert>
    );
  } else {
    const none = !hasConcepts;
    body = (
      <>
        {generation.step === 'context' && (
          <BusinessContextCard
            key={generation.category ?? 'all'}
            category={generation.category}
            onCancel={() => setGeneration({ step: 'idle' })}
            onGenerate={(context) => void generate(generation.category, context)}
          />
        )}
        {none && generation.step !== 'context' ? (
          <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', mb: 3 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {TEXTS.emptyTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {TEXTS.emptyBody}
            </Typography>
            <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={() => askContext(null)} disabled={!canGenerate}>
              {TEXTS.generateConcepts}
            </Button>
          </Paper>
        ) : null}
        <Box sx={GRID}>
          {CAMPAIGN_TYPES.map((type) => (
            <CategoryCard
              key={type}
              type={type}
              count={counts.data?.[type] ?? NO_CONCEPTS}
              showRejected={showRejected}
              expanded={expanded.has(type)}
              onExpandedChange={onExpandedChange}
              onGenerate={askContext}
              generateDisabled={busy || !canGenerate}
              actions={actions}
            />
          ))}
        </Box>
        {!none && (
          <Paper
            variant="outlined"
            component="footer"
            sx={{
              position: 'sticky',
              bottom: 0,
              mt: 3,
              p: 2,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              flexWrap: 'wrap',
              zIndex: 1,
            }}
          >
            <Typography aria-live="polite" data-testid="selected-count">
              {TEXTS.selectedCount(totals.selected, totals.active)}
            </Typography>
            <Button component={Link} to="/content-calendar" variant="contained">
              {TEXTS.viewSelected}
            </Button>
          </Paper>
        )}
      </>
    );
  }

  return (
    <Box>
      <PageHeader modelType={modelType} onProviderChange={setProvider} busy={busy} />
      {providersQuery.loaded && !busy && isDemoProvider(providers, modelType) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {TEXTS.demoNotice(providerLabel(modelType))}
        </Alert>
      )}
      {!busy && hasConcepts && (
        <Stack
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <FormControlLabel
            control={<Switch checked={showRejected} onChange={(e) => setShowRejected(e.target.checked)} />}
            label={`${TEXTS.showRejected} (${totals.rejected})`}
          />
          <Button
            startIcon={<AutoAwesomeIcon />}
            onClick={() => askContext(null)}
            disabled={generation.step === 'context' || !canGenerate}
          >
            {TEXTS.generateAll}
          </Button>
        </Stack>
      )}
      {body}
      {refining && (
        <Suspense fallback={null}>
          <ConceptRefineDialog
            conceptId={refining.id}
            defaultModel={modelType}
            toast={toast}
            onClose={() => setRefining(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** Title, provider selector and 'View Calendar': rendered again only when what they show changes. */
const PageHeader = memo(function PageHeader({
  modelType,
  onProviderChange,
  busy,
}: {
  modelType: ModelType;
  onProviderChange(provider: string): void;
  busy: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{
        justifyContent: 'space-between',
        alignItems: { xs: 'flex-start', md: 'center' },
        mb: 3,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {TEXTS.pageTitle}
        </Typography>
        <Typography color="text.secondary">{TEXTS.pageSubtitle}</Typography>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ProviderSelect value={modelType} onChange={onProviderChange} disabled={busy} />
        <Button component={Link} to="/content-calendar" variant="outlined" startIcon={<CalendarMonthIcon />}>
          {TEXTS.viewCalendar}
        </Button>
      </Stack>
    </Stack>
  );
});

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
} as const;

const NO_CONCEPTS = { total: 0, selected: 0, rejected: 0 } as const;
