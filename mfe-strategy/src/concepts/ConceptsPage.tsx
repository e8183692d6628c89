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
import { useToast } from '@mailplan/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { CategoryCard } from './CategoryCard';
import { CAMPAIGN_TYPES, totalsOf, type CampaignType } from './categories';
import type { Concept, ModelType } from './concept.types';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetConceptCountsQuery } from '@mailplan/api/endpoints/concepts';
import { TEXTS } from './concepts.texts';
import { errorMessage, isDemoProvider, providerLabel, useAiProviders } from '@mailplan/ui/ai';
import { RetryAlert } from '@mailplan/ui/components';
import { ConceptsHeader } from './ConceptsHeader';
import { BusinessContextCard, GeneratingCard } from './GenerationPanels';
import { SelectionFooter } from './SelectionFooter';
import { useConceptActions } from './useConceptActions';
import { useConceptGeneration } from './useConceptGeneration';

// The dialog's code (tabs, the refinement form) comes when a refinement is first asked for.
const loadRefineDialog = () => import('./refine-dialog');
const REFINE_PREFETCH_MS = 2000;
const ConceptRefineDialog = lazy(() => loadRefineDialog().then((m) => ({ default: m.ConceptRefineDialog })));

/** /email-concepts: the concepts by category, with selection, rejection, refinement and generation. */
export function ConceptsPage() {
  const toast = useToast();
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
  const [refining, setRefining] = useState<Concept | null>(null);

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

  const actions = useConceptActions(setRefining);

  const onExpandedChange = useCallback((type: CampaignType, open: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(type);
      else next.delete(type);
      return next;
    });
  }, []);

  // a generation's categories open when it is done
  const onGenerated = useCallback((category: CampaignType) => setExpanded((prev) => new Set(prev).add(category)), []);
  const { generation, setGeneration, busy, askContext, generate, jobStatus } = useConceptGeneration(modelType, onGenerated);

  let body;
  if (generation.step === 'starting' || generation.step === 'running') {
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
    body = <RetryAlert message={TEXTS.loadError} retryLabel={TEXTS.retry} onRetry={() => void counts.refetch()} />;
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
          <SelectionFooter selected={totals.selected} active={totals.active} />
        )}
      </>
    );
  }

  return (
    <Box>
      <ConceptsHeader modelType={modelType} onProviderChange={setProvider} busy={busy} />
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

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
} as const;

const NO_CONCEPTS = { total: 0, selected: 0, rejected: 0 } as const;
