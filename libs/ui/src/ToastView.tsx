import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ToastOptions } from './toast';

export const AUTO_HIDE_MS = 5000;

const SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

export interface ToastViewProps {
  toast: ToastOptions;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
}

/** The toast on screen. Loaded with the first toast (see ToastProvider), not with the first page. */
export default function ToastView({ toast, open, onClose }: ToastViewProps) {
  return (
    <Snackbar open={open} autoHideDuration={AUTO_HIDE_MS} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        onClose={onClose}
        severity={SEVERITY[toast.variant ?? 'default']}
        variant="filled"
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        sx={{ minWidth: 300, maxWidth: 420 }}
        action={
          toast.action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                toast.action?.onClick();
                onClose();
              }}
            >
              {toast.action.label}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
