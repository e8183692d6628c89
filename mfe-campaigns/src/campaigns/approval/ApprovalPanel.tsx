import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOrganizationSettingsQuery } from '@mailplan/api/endpoints/activity';
import {
  useApproveCampaignMutation,
  useRequestCampaignChangesMutation,
  useSubmitCampaignForReviewMutation,
} from '@mailplan/api/endpoints/approval';
import { useCan } from '@mailplan/api/endpoints/auth';
import { type CampaignStatus } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { CampaignStatusChip } from '@mailplan/ui/components';
import { useState } from 'react';
import { CommentField } from './CommentField';
import { APPROVAL_TEXTS as T } from './approval.texts';

type Decision = 'approve' | 'request_changes';

const errorText = (e: unknown) => (e as { message?: string })?.message;

/** The campaign's status, what it means, and the step the signed-in role may take next. */
export function ApprovalPanel({ campaignId, status, version }: { campaignId: number; status: CampaignStatus; version?: number }) {
  const canWrite = useCan('content.write');
  const canApprove = useCan('campaign.approve');
  const settings = useGetOrganizationSettingsQuery();
  const toast = useToast();
  const [submit, submitting] = useSubmitCampaignForReviewMutation();
  const [dialog, setDialog] = useState<Decision | null>(null);

  const send = async () => {
    try {
      await submit(campaignId).unwrap();
      toast({ title: T.sentForReview, variant: 'success' });
    } catch (e) {
      toast({ title: T.actionFailed, description: errorText(e), variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={1.5} data-testid="approval-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" color="text.secondary">
          {T.status}
        </Typography>
        <CampaignStatusChip status={status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {T.statusHelp[status]}
        {settings.data?.approvalRequired && status !== 'approved' ? ` ${T.approvalRequiredNote}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canWrite && (status === 'draft' || status === 'changes_requested') && (
          <Button variant="contained" size="small" onClick={() => void send()} disabled={submitting.isLoading}>
            {T.sendForReview}
          </Button>
        )}
        {canApprove && status === 'in_review' && (
          <>
            <Button variant="contained" color="success" size="small" onClick={() => setDialog('approve')}>
              {T.approve}
            </Button>
            <Button variant="outlined" color="warning" size="small" onClick={() => setDialog('request_changes')}>
              {T.requestChanges}
            </Button>
          </>
        )}
      </Stack>
      {dialog && <DecisionDialog campaignId={campaignId} decision={dialog} version={version} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function DecisionDialog({ campaignId, decision, version, onClose }: { campaignId: number; decision: Decision; version?: number; onClose(): void }) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [approve, approving] = useApproveCampaignMutation();
  const [requestChanges, requesting] = useRequestCampaignChangesMutation();
  const toast = useToast();
  const busy = approving.isLoading || requesting.isLoading;
  const needsComment = decision === 'request_changes';

  const confirm = async () => {
    const text = comment.trim();
    if (needsComment && !text) {
      setProblem(T.whatShouldChange);
      return;
    }
    try {
      if (decision === 'approve') await approve({ id: campaignId, comment: text || undefined, version }).unwrap();
      else await requestChanges({ id: campaignId, comment: text, version }).unwrap();
      toast({ title: decision === 'approve' ? T.approved : T.changesRequested, variant: 'success' });
      onClose();
    } catch (e) {
      setProblem(errorText(e) ?? T.actionFailed);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{decision === 'approve' ? T.approveTitle : T.requestChangesTitle}</DialogTitle>
      <DialogContent>
        <CommentField
          autoFocus
          fullWidth
          minRows={3}
          margin="dense"
          label={needsComment ? T.whatShouldChange : T.commentOptional}
          value={comment}
          problem={problem}
          onType={(text) => {
            setComment(text);
            setProblem(undefined);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button variant="contained" color={decision === 'approve' ? 'success' : 'warning'} onClick={() => void confirm()} disabled={busy}>
          {decision === 'approve' ? T.approve : T.requestChanges}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
