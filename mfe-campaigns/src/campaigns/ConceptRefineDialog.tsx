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
import type { AiProvidersDto, ConceptContentDto, ConceptDto, RefinementResultDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { useState } from 'react';
import type { ModelType } from './campaign.types';
import {
  useApplyCampaignConceptRefinementMutation,
  useCampaignConceptQuery,
  useRefineCampaignConceptMutation,
} from './campaigns.api';
import { TEXTS } from './campaigns.texts';
import { errorStatus, serverMessage } from './errors';
import { ProviderSelect } from './providers';

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
  if (!status) return TEXTS.fetchConceptFailed('', serverMessage(error) ?? 'network error');
  return TEXTS.fetchConceptFailed(status, STATUS_TEXT[status] ?? serverMessage(error) ?? '');
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
 * The concept refinement dialog of the campaign form (for a campaign created from a concept):
 * instructions and a model, Refine, then the Original and Refined tabs; Apply Changes saves the
 * refined concept, Start Over begins again.
 */
export function ConceptRefineDialog({
  conceptId,
  providers,
  defaultModel,
  onClose,
  onApplied,
}: {
  conceptId: number;
  providers: AiProvidersDto;
  defaultModel: ModelType;
  onClose(): void;
  onApplied(concept: ConceptDto): void;
}) {
  const toast = useToast();
  const loaded = useCampaignConceptQuery(conceptId, { refetchOnMountOrArgChange: true });
  const [instructions, setInstructions] = useState('');
  const [touched, setTouched] = useState(false);
  const [model, setModel] = useState<ModelType>(defaultModel);
  const [result, setResult] = useState<RefinementResultDto | null>(null);
  const [tab, setTab] = useState<'original' | 'refined'>('refined');
  const [refine, refining] = useRefineCampaignConceptMutation();
  const [apply, applying] = useApplyCampaignConceptRefinementMutation();

  const concept = loaded.data;
  const blank = instructions.trim() === '';
  const busy = refining.isLoading || applying.isLoading;

  const onRefine = async () => {
    setTouched(true);
    if (blank) return;
    if (!hasConceptData(concept)) {
      toast({ title: TEXTS.refineConceptFailed, description: TEXTS.conceptDataUnavailable, variant: 'destructive' });
      return;
    }
    try {
      const answer = await refine({ id: concept.id, instructions: instructions.trim(), modelType: model }).unwrap();
      setResult(answer);
      setTab('refined');
    } catch (e) {
      const message = serverMessage(e) ?? (e as { message?: string }).message;
      toast({
        title: TEXTS.refineConceptFailed,
        description: message && message !== TEXTS.refineConceptFailed ? message : undefined,
        variant: 'destructive',
      });
    }
  };

  const onApply = async () => {
    if (!result?.refined || !concept) {
      toast({ title: TEXTS.applyRefinementFailed, description: TEXTS.noRefinedData, variant: 'destructive' });
      return;
    }
    try {
      const updated = await apply({ id: concept.id, refined: result.refined }).unwrap();
      toast({ ...TEXTS.conceptUpdated, variant: 'success' });
      onApplied(updated);
      onClose();
    } catch (e) {
      toast({
        title: TEXTS.applyRefinementFailed,
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
      <Box role="status" aria-label="Loading concept" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress />
      </Box>
    );
  } else if (loaded.isError) {
    content = <Alert severity="error">{`${TEXTS.dialogLoadFailedPrefix}${fetchFailure(loaded.error)}`}</Alert>;
  } else if (!hasConceptData(concept)) {
    content = <Alert severity="error">{TEXTS.dialogConceptDataFailed}</Alert>;
  } else if (result) {
    content = (
      <>
        <Tabs value={tab} onChange={(_e, v: 'original' | 'refined') => setTab(v)} aria-label="Concept versions">
          <Tab value="original" label={TEXTS.original} id="concept-tab-original" aria-controls="concept-refine-panel" />
          <Tab value="refined" label={TEXTS.refined} id="concept-tab-refined" aria-controls="concept-refine-panel" />
        </Tabs>
        <Box role="tabpanel" id="concept-refine-panel" aria-labelledby={`concept-tab-${tab}`}>
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
          required
          autoFocus
          disabled={busy}
        />
        <ProviderSelect providers={providers} value={model} onChange={setModel} label={TEXTS.model} disabled={busy} />
      </Stack>
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="concept-refine-title">
      <DialogTitle id="concept-refine-title">{TEXTS.refinementDialogTitle}</DialogTitle>
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
            <Button variant="contained" onClick={() => void onApply()} disabled={busy}>
              {applying.isLoading ? TEXTS.saving : TEXTS.applyChanges}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            onClick={() => void onRefine()}
            disabled={blank || busy || !hasConceptData(concept)}
            startIcon={refining.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {refining.isLoading ? TEXTS.refining : TEXTS.refine}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
