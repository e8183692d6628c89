import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Something could not be loaded: the error `message`, with a Retry button worded by the area (`retryLabel`). */
export function RetryAlert({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
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
