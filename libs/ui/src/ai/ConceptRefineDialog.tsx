import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ConceptContentDto, type ConceptDto, type RefinementResultDto } from '@mailplan/api';
import {
  useApplyConceptRefinementMutation,
  useGetConceptQuery,
  useRefineConceptMutation,
  type ConceptModelType,
} from '@mailplan/api/endpoints/concepts';
import { useState } from 'react';
import type { ToastFn } from '../toast';
import { errorStatus, serverMessage } from './api-errors';
import { ProviderSelect } from './providers';
import { REFINE_TEXTS as TEXTS } from './texts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** 'Failed to fetch concept: {status} {text}' for a failed read of the concept. */
function fetchFailure(error: unknown): string {
  const status = errorStatus(error) ?? 0;
  const data = (error as { data?: { error?: unknown } } | null)?.data;
  const text = typeof data?.error === 'string' ? data.error : (STATUS_TEXT[status] ?? serverMessage(error) ?? '');
  return status ? TEXTS.fetchFailed(status, text) : TEXTS.fetchFailed('', serverMessage(error) ?? 'network error');
}

function hasConceptData(c: ConceptDto | undefined): c is ConceptDto {
  return !!c && typeof c.title === 'string' && typeof c.coreMessage === 'string';
}

function Version({ value }: { value: ConceptContentDto }) {
  const rows: [string, string][] = [
    [TEXTS.title, value.title],
    [TEXTS.coreMessage, value.coreMessage],
    [TEXTS.targetAudience, value.targetAudience],
    [TEXTS.callToAction, value.callToAction],
  ];
  return (
    <Stack spacing={1.5} sx={{ pt: 2 }}>
      {rows.map(([label, text]) => (
        <Box key={label}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {text || TEXTS.notSpecified}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * 'AI-Powered Content Refinement' for one concept: instructions and a model, Refine, then the
 * Original and Refined versions in tabs; Apply Changes saves the refined one, Start Over begins
 * again. Reads the concept (again each time it opens) and calls the shared concept endpoints of
 * `@mailplan/api`, so the concept's list and detail refresh in every area. The shell's toasts come
 * in as a prop: a remote bundles this file (only `@mailplan/ui` itself is shared), so a
 * `useToast` imported here would look for a provider of its own copy.
 */
export function ConceptRefineDialog({
  conceptId,
  defaultModel,
  toast,
  onClose,
  onApplied,
}: {
  conceptId: number;
  /** The provider chosen when the dialog opens. */
  defaultModel: ConceptModelType;
  /** `useToast()` of `@mailplan/ui`, called by the remote. */
  toast: ToastFn;
  onClose(): void;
  onApplied?(concept: ConceptDto): void;
}) {
  const loaded = useGetConceptQuery(conceptId, { refetchOnMountOrArgChange: true });
  const [refineConcept, { isLoading: refining }] = useRefineConceptMutation();
  const [applyRefinement, { isLoading: applying }] = useApplyConceptRefinementMutation();
  const [instructions, setInstructions] = useState('');
  const [touched, setTouched] = useState(false);
  const [model, setModel] = useState<ConceptModelType>(defaultModel);
  const [result, setResult] = useState<RefinementResultDto | null>(null);
  const [tab, setTab] = useState<'original' | 'refined'>('refined');

  const concept = loaded.data;
  const blank = instructions.trim() === '';
  const busy = refining || applying;

  const onRefine = async () => {
    setTouched(true);
    if (blank) return;
    if (!hasConceptData(concept)) {
      toast({ title: TEXTS.refineFailed, description: TEXTS.conceptDataUnavailable, variant: 'destructive' });
      return;
    }
    try {
      setResult(await refineConcept({ id: concept.id, instructions: instructions.trim(), modelType: model }).unwrap());
      setTab('refined');
    } catch (e) {
      const message = serverMessage(e) ?? (e as { message?: string }).message;
      toast({
        title: TEXTS.refineFailed,
        description: message && message !== TEXTS.refineFailed ? message : undefined,
        variant: 'destructive',
      });
    }
  };

  const onApply = async () => {
    if (!result?.refined || !concept) {
      toast({ title: TEXTS.applyFailed, description: TEXTS.noRefinedData, variant: 'destructive' });
      return;
    }
    try {
      const updated = await applyRefinement({ id: concept.id, refined: result.refined }).unwrap();
      toast({ ...TEXTS.updated, variant: 'success' });
      onApplied?.(updated);
      onClose();
    } catch (e) {
      toast({
        title: TEXTS.applyFailed,
        description: serverMessage(e) ?? (e as { message?: string }).message,
        variant: 'destructive',
      });
    }
  };

  const startOver = () => {
    setResult(null);
    setInstructions('');
    setTouched(false);
    setTab('refined');
  };

  let content;
  if (loaded.isLoading || (loaded.isFetching && !concept)) {
    content = (
      <Box role="status" aria-label={TEXTS.loading} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress />
      </Box>
    );
  } else if (loaded.isError) {
    content = <Alert severity="error">{TEXTS.loadFailed(fetchFailure(loaded.error))}</Alert>;
  } else if (!hasConceptData(concept)) {
    content = <Alert severity="error">{TEXTS.conceptDataFailed}</Alert>;
  } else if (result) {
    content = (
      <>
        <Tabs value={tab} onChange={(_e, v: 'original' | 'refined') => setTab(v)} aria-label={TEXTS.versions}>
          <Tab value="original" label={TEXTS.original} id="refine-tab-original" aria-controls="refine-panel" />
          <Tab value="refined" label={TEXTS.refined} id="refine-tab-refined" aria-controls="refine-panel" />
        </Tabs>
        <Box role="tabpanel" id="refine-panel" aria-labelledby={`refine-tab-${tab}`}>
          <Version value={tab === 'original' ? result.original : result.refined} />
        </Box>
      </>
    );
  } else {
    content = (
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {concept.title}
        </Typography>
        <TextField
          label={TEXTS.instructions}
          placeholder={TEXTS.instructionsHint}
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank}
          helperText={touched && blank ? TEXTS.instructionsRequired : ' '}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          disabled={busy}
        />
        <ProviderSelect<ConceptModelType> value={model} onChange={setModel} label={TEXTS.model} disabled={busy} />
      </Stack>
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="refine-dialog-title">
      <DialogTitle id="refine-dialog-title">{TEXTS.dialogTitle}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {TEXTS.close}
        </Button>
        {result ? (
          <>
            <Button onClick={startOver} disabled={busy}>
              {TEXTS.startOver}
            </Button>
            <Button variant="contained" onClick={() => void onApply()} disabled={busy || !result.refined}>
              {applying ? TEXTS.saving : TEXTS.applyChanges}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            onClick={() => void onRefine()}
            disabled={blank || busy || !hasConceptData(concept)}
            startIcon={refining ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {refining ? TEXTS.refining : TEXTS.refine}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
