import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { RetryAlert } from '@mailplan/ui/components';

// What a page opened from a public link (a review link, a shared calendar) shows before it has
// something to show. Each page words its own texts.

/** The spinner while the link's content loads. */
export function PublicLinkLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

/**
 * The link gave nothing: a link that is gone (expired, revoked or never made) is a warning with
 * `reason` and nothing to retry; any other failure is an error with Retry.
 */
export function PublicLinkError({
  gone,
  reason,
  texts,
  onRetry,
}: {
  gone: boolean;
  reason: ReactNode;
  texts: { unavailableTitle: string; failed: string; retry: string };
  onRetry(): void;
}) {
  return gone ? (
    <Alert severity="warning">
      <AlertTitle>{texts.unavailableTitle}</AlertTitle>
      {reason}
    </Alert>
  ) : (
    <RetryAlert message={texts.failed} retryLabel={texts.retry} onRetry={onRetry} />
  );
}
