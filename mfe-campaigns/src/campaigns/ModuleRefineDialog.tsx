import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { useState } from 'react';
import { refinedContentAnswer } from './ai-answers';
import type { ModelType } from './campaign.types';
import { useRefineContentMutation } from '@mailplan/api/endpoints/campaigns';
import { TEXTS } from './campaigns.texts';
import { serverMessage } from '@mailplan/ui/ai';
import type { RefineTarget } from './InstanceCard';

/**
 * 'AI-Powered Content Refinement' for one field: the user says what should change, Refine
 * rewrites the field, and the refined text replaces that field's content as the dialog closes.
 */
export function ModuleRefineDialog({
  target,
  goal,
  modelType,
  onRefined,
  onClose,
}: {
  target: RefineTarget;
  goal: () => string;
  modelType: ModelType;
  onRefined(text: string): void;
  onClose(): void;
}) {
  const toast = useToast();
  const [feedback, setFeedback] = useState('');
  const [missing, setMissing] = useState(false);
  const [refine, { isLoading }] = useRefineContentMutation();

  const onRefine = async () => {
    const userFeedback = feedback.trim();
    if (!target.instanceId || !target.fieldName || !target.content.trim() || !userFeedback) {
      setMissing(true);
      toast({ title: TEXTS.missingRefinementInformation, variant: 'destructive' });
      return;
    }
    try {
      const answer = await refine({
        moduleId: target.instanceId,
        fieldName: target.fieldName,
        content: target.content,
        userFeedback,
        goal: goal(),
        modelType,
      }).unwrap();
      const refined = refinedContentAnswer(answer);
      if (refined === undefined) throw new Error(TEXTS.refineContentFailed);
      onRefined(refined);
      onClose();
    } catch (e) {
      const message = serverMessage(e);
      toast({
        title: TEXTS.refineContentFailed,
        description: message && message !== TEXTS.refineContentFailed ? message : undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="module-refine-title">
      <DialogTitle id="module-refine-title">{TEXTS.refinementDialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {TEXTS.refineFieldIntro(target.fieldName, target.label)}
          </Typography>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {TEXTS.currentContent}
            </Typography>
            <Typography
              data-testid="refine-current"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', bgcolor: 'action.hover', borderRadius: 1, p: 1.5, mt: 0.5 }}
            >
              {target.content}
            </Typography>
          </Box>
          <TextField
            label={TEXTS.feedback}
            placeholder={TEXTS.feedbackHint}
            value={feedback}
            onChange={(e) => {
              setFeedback(e.target.value);
              setMissing(false);
            }}
            multiline
            minRows={3}
            autoFocus
            disabled={isLoading}
            error={missing && !feedback.trim()}
            helperText={missing && !feedback.trim() ? TEXTS.missingRefinementInformation : ' '}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          {TEXTS.close}
        </Button>
        <Button
          variant="contained"
          onClick={() => void onRefine()}
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isLoading ? TEXTS.refining : TEXTS.refine}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
