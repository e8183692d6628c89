import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toast';

interface ShownToast extends ToastOptions {
  key: number;
}

// The toast itself (Snackbar, Alert) is not needed to show the first page: it is loaded when the
// browser is idle after the first render, or with the first toast, whichever comes first.
const loadToastView = () => import('./ToastView');
const ToastView = lazy(loadToastView);

function preloadWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => void loadToastView().catch(() => undefined), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => void loadToastView().catch(() => undefined), 1000);
  return () => window.clearTimeout(id);
}

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

  useEffect(() => preloadWhenIdle(), []);

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
          <Suspense fallback={null}>
            <ToastView key={toast.key} toast={toast} open={open} onClose={close} />
          </Suspense>
        )}
      </section>
    </ToastContext.Provider>
  );
}
