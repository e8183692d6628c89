import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * Something could not be loaded: the error `message`, with a Retry button worded by the area
 * (`retryLabel`, "Retry" unless given). An error unless `severity` says otherwise.
 */
export function RetryAlert({
  message,
  retryLabel = 'Retry',
  onRetry,
  severity = 'error',
}: {
  message: ReactNode;
  retryLabel?: string;
  onRetry(): void;
  severity?: AlertColor;
}) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
