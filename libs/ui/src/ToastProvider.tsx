import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toast';

interface ShownToast extends ToastOptions {
  key: number;
}

interface ToastState {
  /** The toast on screen, or closing (kept while its exit transition runs). */
  shown: ShownToast | null;
  open: boolean;
  /** Toasts waiting for the one on screen to close, oldest first. */
  waiting: ShownToast[];
}

type ToastAction = { type: 'show'; toast: ShownToast } | { type: 'close'; key: number };

const sameToast = (a: ToastOptions, b: ToastOptions) =>
  a.title === b.title && a.description === b.description && (a.variant ?? 'default') === (b.variant ?? 'default');

/**
 * One toast at a time. A new one replaces the one on screen, unless that one is a failure (a user
 * must be able to read what went wrong: it is never swept away by a later toast) or the new one
 * asks to `queue`: then it waits, and shows when the one on screen closes (by itself or by the
 * user). A toast identical to one on screen or waiting is not repeated.
 */
function toastReducer(state: ToastState, action: ToastAction): ToastState {
  if (action.type === 'close') {
    // only the toast on screen closes (not one already replaced or closing)
    if (!state.open || state.shown?.key !== action.key) return state;
    const [next, ...rest] = state.waiting;
    return next ? { shown: next, open: true, waiting: rest } : { ...state, open: false };
  }
  const { toast } = action;
  const onScreen = state.open ? state.shown : null;
  if (onScreen && (onScreen.variant === 'destructive' || toast.queue)) {
    if (sameToast(onScreen, toast) || state.waiting.some((t) => sameToast(t, toast))) return state;
    return { ...state, waiting: [...state.waiting, toast] };
  }
  return { ...state, shown: toast, open: true };
}

const NO_TOAST: ToastState = { shown: null, open: false, waiting: [] };

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
 * Shows the product's notifications: one at a time (see `toastReducer` for which one), inside a
 * landmark region that F8 focuses, as the spec asks.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [{ shown: toast, open }, dispatch] = useReducer(toastReducer, NO_TOAST);
  const counter = useRef(0);
  const regionRef = useRef<HTMLElement>(null);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    dispatch({ type: 'show', toast: { ...options, key: counter.current } });
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

  const key = toast?.key;
  const close = useCallback(
    (_event?: unknown, reason?: string) => {
      if (reason === 'clickaway' || key === undefined) return;
      dispatch({ type: 'close', key });
    },
    [key],
  );

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
