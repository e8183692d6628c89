import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { TEXTS } from './concepts.texts';

/** The concepts could not be loaded: the error, with Retry. */
export function LoadErrorAlert({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {TEXTS.retry}
        </Button>
      }
    >
      {TEXTS.loadError}
    </Alert>
  );
}
