import { createContext, useContext } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` for failures, as the spec's error catalogue marks them. */
  variant?: 'default' | 'success' | 'destructive';
  action?: { label: string; onClick: () => void };
}

export type ToastFn = (toast: ToastOptions) => void;

/** Provided once by the shell (or by a remote running standalone); one toast is visible at a time. */
export const ToastContext = createContext<ToastFn | null>(null);

export function useToast(): ToastFn {
  const fn = useContext(ToastContext);
  if (!fn) throw new Error('useToast must be used inside a ToastProvider');
  return fn;
}
