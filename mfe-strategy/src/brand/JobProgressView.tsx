import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { JobProgress } from '@mailplan/api/endpoints/jobs';

const STATE_LABELS: Record<string, string> = {
  waiting: 'Queued',
  delayed: 'Retrying shortly',
  active: 'Writing',
  completed: 'Done',
  failed: 'Stopped',
};

/** A spinner with the message, and the running job's live progress under it. */
export function JobProgressView({ message, note, job }: { message: string; note?: string; job: JobProgress | null }) {
  const progress = Math.max(0, Math.min(100, Math.round(job?.progress ?? 0)));
  return (
    <Box sx={{ textAlign: 'center', py: 4 }} role="status" aria-live="polite">
      <CircularProgress aria-label={message} />
      <Typography sx={{ mt: 2, fontWeight: 500 }}>{message}</Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
      <Box sx={{ maxWidth: 420, mx: 'auto', mt: 3 }}>
        <LinearProgress variant={job ? 'determinate' : 'indeterminate'} value={progress} aria-label="Generation progress" />
        <Typography variant="caption" color="text.secondary" data-testid="job-progress">
          {job ? `${STATE_LABELS[job.state] ?? job.state} · ${progress}%` : 'Starting…'}
        </Typography>
      </Box>
    </Box>
  );
}
