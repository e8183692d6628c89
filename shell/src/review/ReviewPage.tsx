import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { type PublicReviewDto } from '@mailplan/api';
import { useDecideReviewMutation, useGetReviewQuery } from '@mailplan/api/endpoints/reviews';
import { APPROVAL_LIMITS } from '@mailplan/shared';
import { CampaignStatusChip, PageColumns } from '@mailplan/ui/components';
import { PublicLinkError, PublicLinkLoading } from '../app/PublicLinkStates';
import StoreProvider from '../app/StoreProvider';
import { REVIEW_TEXTS as T } from './review.texts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
/** A write's error text, or a read's (whose `message` is the raw answer; its JSON is in `data`). */
const messageOf = (e: unknown) => (e as { data?: { message?: string } } | undefined)?.data?.message ?? (e as { message?: string } | undefined)?.message;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value || T.none}</Typography>
    </Box>
  );
}

/** The reviewer's name, comment and decision; the name is remembered in this browser. */
function DecisionForm({ token, review }: { token: string; review: PublicReviewDto }) {
  const [name, setName] = useState(() => localStorage.getItem('mailplan.reviewerName') ?? '');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<'approve' | 'request_changes' | null>(null);
  const [decide, deciding] = useDecideReviewMutation();

  if (done) return <Alert severity="success">{done === 'approve' ? T.thanksApproved : T.thanksChanges}</Alert>;
  if (!review.awaitingReview) return <Alert severity="info">{review.campaign.status === 'approved' ? T.approvedAlready : T.notWaiting}</Alert>;

  const send = async (decision: 'approve' | 'request_changes') => {
    setProblem(undefined);
    try {
      await decide({ token, decision, name: name.trim(), comment: comment.trim() || undefined }).unwrap();
      localStorage.setItem('mailplan.reviewerName', name.trim());
      setDone(decision);
    } catch (e) {
      setProblem(messageOf(e) ?? T.failed);
    }
  };
  return (
    <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()} aria-label={T.yourReview}>
      <TextField label={T.name} value={name} onChange={(e) => setName(e.target.value)} required slotProps={{ htmlInput: { maxLength: APPROVAL_LIMITS.reviewerNameMax } }} />
      <TextField
        label={T.comment}
        helperText={T.commentHelp}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: APPROVAL_LIMITS.commentMax } }}
      />
      {problem && <Alert severity="warning">{problem}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" disabled={deciding.isLoading} onClick={() => void send('approve')}>
          {T.approve}
        </Button>
        <Button variant="outlined" color="warning" disabled={deciding.isLoading} onClick={() => void send('request_changes')}>
          {T.requestChanges}
        </Button>
      </Stack>
    </Stack>
  );
}

function Review({ token }: { token: string }) {
  const { data, error, isLoading, refetch } = useGetReviewQuery(token);
  if (isLoading) {
    return <PublicLinkLoading label={T.loading} />;
  }
  if (error || !data) {
    const status = error && 'status' in error ? error.status : undefined;
    return (
      <PublicLinkError gone={status === 404 || status === 410} reason={messageOf(error)} texts={T} onRetry={() => void refetch()} />
    );
  }
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {data.campaign.name}
          <Box component="span" sx={{ ml: 1.5, display: 'inline-flex', verticalAlign: 'middle' }}>
            <CampaignStatusChip status={data.campaign.status} />
          </Box>
        </Typography>
        <Typography color="text.secondary">
          {T.heading(data.organizationName)} · {T.readOnly} · {T.validUntil(day(data.expiresAt))}
        </Typography>
      </Box>
      <PageColumns main={2} side={1}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Field label={T.subject} value={data.campaign.subject} />
            <Field label={T.previewText} value={data.campaign.previewText} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {/* The exported document, sandboxed: no scripts, forms, navigation or same-origin access. */}
            <Box
              component="iframe"
              title={T.emailFrame}
              sandbox=""
              srcDoc={data.html}
              sx={{ display: 'block', width: '100%', height: 720, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
            />
          </Paper>
        </Stack>
        <Paper variant="outlined" sx={{ p: 3, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {T.yourReview}
          </Typography>
          <DecisionForm token={token} review={data} />
        </Paper>
      </PageColumns>
    </Stack>
  );
}

/**
 * An outside reviewer's page (/review/:token), outside the signed-in layout: the campaign's email,
 * subject and preview text, read-only, and an approve / request changes form. The link's token is
 * the only key; it grants nothing else.
 */
export default function ReviewPage() {
  const token = useParams().token ?? '';
  return (
    <StoreProvider>
      <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, md: 4 } }}>
        <Review token={token} />
      </Box>
    </StoreProvider>
  );
}
