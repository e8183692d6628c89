import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EMAIL_SERVICE_FACTS, EMAIL_SERVICE_NAMES } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { type PushStateDto } from '@mailplan/api';
import { useCan } from '@mailplan/api/endpoints/auth';
import {
  useGetCampaignPushesQuery,
  useGetConnectionsQuery,
  useGetEmailServiceAudiencesQuery,
  usePushCampaignMutation,
  type EmailService,
} from '@mailplan/api/endpoints/connections';
import { runJob, type JobProgress } from '@mailplan/api/endpoints/jobs';

/** The push panel's texts. */
export const PUSH_TEXTS = {
  title: 'Email service',
  intro: 'Push this campaign as a draft. Nothing is sent or scheduled: you review and send it in the email service.',
  none: 'No email service is connected yet.',
  connectHint: `An admin can connect ${Object.values(EMAIL_SERVICE_NAMES).join(' or ')} under`,
  connectLink: 'Email services',
  pushTo: (name: string) => `Push to ${name}`,
  pushAgain: (name: string) => `Push again to ${name}`,
  dialogTitle: (name: string) => `Push to ${name}`,
  dialogBody: ({ name, makesTemplate }: { name: string; makesTemplate: boolean }, again: boolean) =>
    again
      ? `${makesTemplate ? 'The template and draft campaign' : 'The draft campaign'} made by the last push ${makesTemplate ? 'are' : 'is'} updated in ${name} with this campaign as it is now. Nothing is sent.`
      : `A draft campaign is made in ${name} with this campaign's HTML, plain text, subject and preview text. Nothing is sent.`,
  audience: 'Audience',
  audienceLoading: 'Loading the audiences…',
  fromName: 'From name',
  fromNameOptional: "Leave empty to use the account's default sender.",
  replyTo: 'Reply-to address',
  push: 'Push draft',
  pushing: 'Pushing…',
  cancel: 'Cancel',
  close: 'Close',
  progress: (pct: number) => `Pushing… ${pct}%`,
  pushed: (name: string) => `Pushed to ${name} as a draft`,
  failed: 'The push did not finish.',
  stateLine: (s: PushStateDto) =>
    s.status === 'pushed'
      ? `Draft pushed${s.pushedAt ? ` on ${new Date(s.pushedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}` : ''}${s.audienceName ? ` for ${s.audienceName}` : ''}`
      : s.status === 'failed'
        ? 'The last push did not finish'
        : 'Pushing…',
  required: (what: string) => `${what} is required`,
} as const;

/**
 * "Push to <service>" on a saved campaign: for each connected email service, a push as a
 * job (its progress, then links to what was made, or what went wrong in words), and where the
 * campaign stands in each service it was pushed to.
 */
export function PushPanel({ campaignId }: { campaignId: number }) {
  const canWrite = useCan('content.write');
  const connections = useGetConnectionsQuery();
  const pushes = useGetCampaignPushesQuery(campaignId);
  const [open, setOpen] = useState<EmailService | null>(null);
  const connected = (connections.data ?? []).map((c) => c.service);
  const states = pushes.data ?? [];

  if (connections.isLoading) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={PUSH_TEXTS.title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {PUSH_TEXTS.title}
      </Typography>
      {connected.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {PUSH_TEXTS.none} {PUSH_TEXTS.connectHint}{' '}
          <Link component={RouterLink} to="/settings/email-services">
            {PUSH_TEXTS.connectLink}
          </Link>
          .
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {PUSH_TEXTS.intro}
          </Typography>
          <Stack spacing={1.5}>
            {connected.map((service) => {
              const state = states.find((s) => s.service === service);
              return (
                <Box key={service}>
                  {canWrite && (
                    <Button variant="outlined" fullWidth onClick={() => setOpen(service)}>
                      {state?.status === 'pushed' ? PUSH_TEXTS.pushAgain(EMAIL_SERVICE_NAMES[service]) : PUSH_TEXTS.pushTo(EMAIL_SERVICE_NAMES[service])}
                    </Button>
                  )}
                  {state && <PushState state={state} />}
                </Box>
              );
            })}
          </Stack>
        </>
      )}
      {open && (
        <PushDialog
          key={open}
          campaignId={campaignId}
          service={open}
          last={states.find((s) => s.service === open)}
          onClose={() => setOpen(null)}
          onDone={() => void pushes.refetch()}
        />
      )}
    </Paper>
  );
}

function PushState({ state }: { state: PushStateDto }) {
  return (
    <Box sx={{ mt: 1 }} data-testid={`push-state-${state.service}`}>
      <Typography variant="body2">
        <strong>{EMAIL_SERVICE_NAMES[state.service]}:</strong> {PUSH_TEXTS.stateLine(state)}
      </Typography>
      {state.status === 'failed' && state.error && (
        <Alert severity="error" sx={{ mt: 0.5 }}>
          {state.error}
        </Alert>
      )}
      {state.links.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {state.links.map((link) => (
            <Link key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" variant="body2">
              {link.label}
            </Link>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function PushDialog({
  campaignId,
  service,
  last,
  onClose,
  onDone,
}: {
  campaignId: number;
  service: EmailService;
  last: PushStateDto | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const facts = EMAIL_SERVICE_FACTS[service];
  const name = facts.name;
  const toast = useToast();
  const audiences = useGetEmailServiceAudiencesQuery(service);
  const [start] = usePushCampaignMutation();
  const [audienceId, setAudienceId] = useState(last?.audienceId ?? '');
  const [fromName, setFromName] = useState(last?.fromName ?? '');
  const [replyTo, setReplyTo] = useState(last?.replyTo ?? '');
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<PushStateDto | null>(null);
  const busy = progress !== null && !result && !problem;
  // what the dialog says is decided when it opens (the state changes once this push is done)
  const [again] = useState(last?.status === 'pushed');
  const needsSender = facts.senderRequired;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setResult(null);
    if (!audienceId) return setProblem(PUSH_TEXTS.required(PUSH_TEXTS.audience));
    if (needsSender && !fromName.trim()) return setProblem(PUSH_TEXTS.required(PUSH_TEXTS.fromName));
    if (needsSender && !replyTo.trim()) return setProblem(PUSH_TEXTS.required(PUSH_TEXTS.replyTo));
    const audience = audiences.data?.find((a) => a.id === audienceId);
    setProgress({ state: 'waiting', progress: 0 });
    try {
      const body = {
        service,
        audienceId,
        audienceName: audience?.name,
        ...(fromName.trim() ? { fromName: fromName.trim() } : {}),
        ...(replyTo.trim() ? { replyTo: replyTo.trim() } : {}),
      };
      let started: unknown;
      try {
        started = await start({ id: campaignId, body }).unwrap();
      } catch (err) {
        // the API's own sentence (409 approval, 404 not connected, 400 no subject)
        setProblem((err as { data?: { message?: string } })?.data?.message || (err as { message?: string })?.message || PUSH_TEXTS.failed);
        return;
      }
      const done = await runJob<PushStateDto>(async () => started, setProgress);
      setResult(done);
      toast({ title: PUSH_TEXTS.pushed(name), variant: 'success' });
    } catch (err) {
      setProblem((err as { message?: string })?.message || PUSH_TEXTS.failed);
    } finally {
      onDone();
    }
  }

  const pct = progress?.progress ?? 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>{PUSH_TEXTS.dialogTitle(name)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{PUSH_TEXTS.dialogBody(facts, again)}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label={PUSH_TEXTS.audience}
              value={audiences.data?.some((a) => a.id === audienceId) ? audienceId : ''}
              onChange={(e) => setAudienceId(e.target.value)}
              disabled={busy || !audiences.data}
              helperText={audiences.isLoading ? PUSH_TEXTS.audienceLoading : undefined}
              required
            >
              {(audiences.data ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {facts.audienceKindShown ? `${a.name} (${a.kind})` : a.name}
                </MenuItem>
              ))}
            </TextField>
            {audiences.isError && <Alert severity="error">{(audiences.error as { message?: string })?.message ?? PUSH_TEXTS.failed}</Alert>}
            <TextField
              label={PUSH_TEXTS.fromName}
              value={fromName}
              onChange={(e) => setFromName(e.target.value)}
              disabled={busy}
              required={needsSender}
              helperText={needsSender ? undefined : PUSH_TEXTS.fromNameOptional}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={PUSH_TEXTS.replyTo}
              type="email"
              value={replyTo}
              onChange={(e) => setReplyTo(e.target.value)}
              disabled={busy}
              required={needsSender}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            {progress && !result && !problem && (
              <Box>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {PUSH_TEXTS.progress(pct)}
                </Typography>
                <LinearProgress variant="determinate" value={pct} aria-label={PUSH_TEXTS.pushing} />
              </Box>
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
            {result && (
              <Alert severity="success">
                {PUSH_TEXTS.pushed(name)}.{' '}
                {result.links.map((link) => (
                  <Link key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" sx={{ mr: 1.5 }}>
                    {link.label}
                  </Link>
                ))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {result ? PUSH_TEXTS.close : PUSH_TEXTS.cancel}
          </Button>
          {!result && (
            <Button type="submit" variant="contained" disabled={busy || !audiences.data}>
              {busy ? PUSH_TEXTS.pushing : PUSH_TEXTS.push}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
