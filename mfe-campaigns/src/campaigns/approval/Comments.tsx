import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { type CommentDto } from '@mailplan/api';
import {
  useCreateCampaignCommentMutation,
  useDeleteCampaignCommentMutation,
  useGetCampaignCommentsQuery,
} from '@mailplan/api/endpoints/approval';
import { useCan, useMeQuery } from '@mailplan/api/endpoints/auth';
import { useToast } from '@mailplan/ui';
import { useState } from 'react';
import { CommentField } from './CommentField';
import { APPROVAL_TEXTS as T } from './approval.texts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One comment: who, when, what; a review decision's comment says which decision; its author may delete it. */
export function CommentItem({ comment, campaignId, moduleLabel }: { comment: CommentDto; campaignId: number; moduleLabel?: string }) {
  const me = useMeQuery().data;
  const [remove, removing] = useDeleteCampaignCommentMutation();
  const toast = useToast();
  const mine = !!me && comment.author.userId === me.id && !comment.decision;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="comment">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {comment.author.name}
          {comment.author.kind === 'reviewer' ? ` (${T.outsideReviewer})` : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={comment.createdAt}>
          {when(comment.createdAt)}
        </Typography>
        {comment.decision && <Chip size="small" label={T.decision[comment.decision]} color={comment.decision === 'approve' ? 'success' : 'warning'} />}
        {moduleLabel && <Chip size="small" variant="outlined" label={moduleLabel} />}
        {mine && (
          <IconButton
            size="small"
            aria-label={T.deleteComment}
            sx={{ ml: 'auto' }}
            disabled={removing.isLoading}
            onClick={() =>
              void remove({ id: campaignId, commentId: comment.id })
                .unwrap()
                .catch((e: unknown) => toast({ title: T.actionFailed, description: (e as { message?: string })?.message, variant: 'destructive' }))
            }
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {comment.body}
      </Typography>
    </Box>
  );
}

/** A comment box; `modules` offers to pin it to one module instance. */
export function CommentBox({
  campaignId,
  instanceId,
  modules,
  onPosted,
}: {
  campaignId: number;
  instanceId?: string;
  modules?: { instanceId: string; label: string }[];
  onPosted?(): void;
}) {
  const [body, setBody] = useState('');
  const [pin, setPin] = useState(instanceId ?? '');
  const [problem, setProblem] = useState<string>();
  const [create, creating] = useCreateCampaignCommentMutation();
  const post = async () => {
    if (!body.trim()) return;
    try {
      await create({ id: campaignId, body, instanceId: pin || null }).unwrap();
      setBody('');
      onPosted?.();
    } catch (e) {
      setProblem((e as { message?: string })?.message ?? T.commentFailed);
    }
  };
  return (
    <Stack spacing={1}>
      {modules && modules.length > 0 && (
        <TextField select size="small" label={T.commentOn} value={pin} onChange={(e) => setPin(e.target.value)}>
          <MenuItem value="">{T.wholeCampaign}</MenuItem>
          {modules.map((m) => (
            <MenuItem key={m.instanceId} value={m.instanceId}>
              {m.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <CommentField
        size="small"
        minRows={2}
        label={T.addComment}
        value={body}
        problem={problem}
        onType={(text) => {
          setBody(text);
          setProblem(undefined);
        }}
      />
      <Button size="small" variant="outlined" onClick={() => void post()} disabled={creating.isLoading || !body.trim()} sx={{ alignSelf: 'flex-end' }}>
        {T.post}
      </Button>
    </Stack>
  );
}

/** Every comment of the campaign (pinned ones name their module), and a box to add one. */
export function CommentsPanel({ campaignId, modules }: { campaignId: number; modules: { instanceId: string; label: string }[] }) {
  const comments = useGetCampaignCommentsQuery(campaignId);
  const canWrite = useCan('content.write');
  const labels = new Map(modules.map((m) => [m.instanceId, m.label]));
  return (
    <Stack spacing={1.5} data-testid="comments-panel">
      <Typography variant="subtitle2">{T.commentsTitle}</Typography>
      {comments.data?.length ? (
        <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={T.commentsTitle}>
          {comments.data.map((c) => (
            <CommentItem key={c.id} comment={c} campaignId={campaignId} moduleLabel={c.instanceId ? (labels.get(c.instanceId) ?? undefined) : undefined} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {T.noComments}
        </Typography>
      )}
      {canWrite && <CommentBox campaignId={campaignId} modules={modules} />}
    </Stack>
  );
}
