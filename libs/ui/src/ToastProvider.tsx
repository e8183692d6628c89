import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ToastContext, type ToastOptions } from './toast';

const AUTO_HIDE_MS = 5000;

interface ShownToast extends ToastOptions {
  key: number;
}

const SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

/**
 * Shows the product's notifications: one at a time (a new toast replaces the one on screen),
 * inside a landmark region that F8 focuses, as the spec asks.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);
  const regionRef = useRef<HTMLElement>(null);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    setToast({ ...options, key: counter.current });
    setOpen(true);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback((_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  }, []);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1} style={{ outline: 'none' }}>
        {toast && (
          <Snackbar
            key={toast.key}
            open={open}
            autoHideDuration={AUTO_HIDE_MS}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            <Alert
              onClose={close}
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
                      close();
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
        )}
      </section>
    </ToastContext.Provider>
  );
}
