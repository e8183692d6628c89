import { createContext, useContext } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` for failures, as the spec's error catalogue marks them. */
  variant?: 'default' | 'success' | 'destructive';
  action?: { label: string; onClick: () => void };
  /**
   * Wait for the toast on screen to close instead of replacing it: the second toast of one outcome
   * ('Campaign created successfully', then 'Concept Linked').
   */
  queue?: boolean;
}

export type ToastFn = (toast: ToastOptions) => void;

/**
 * Provided once by the shell (or by a remote running standalone); one toast is visible at a time.
 * A new toast replaces the one on screen, except a failure (`destructive`), which stays until it
 * closes: later toasts wait their turn, as does a toast marked `queue`.
 */
export const ToastContext = createContext<ToastFn | null>(null);

export function useToast(): ToastFn {
  const fn = useContext(ToastContext);
  if (!fn) throw new Error('useToast must be used inside a ToastProvider');
  return fn;
}
