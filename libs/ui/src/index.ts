// `@mailplan/ui`, shared as a singleton between the shell and the remotes: only what holds state,
// the toasts' context and provider (one context for every area, provided by the shell). The
// stateless pieces are `@mailplan/ui/components`, which each app bundles (docs/architecture.md,
// "Deploying a micro-frontend alone").
export { ToastContext, useToast } from './toast';
export type { ToastFn, ToastOptions } from './toast';
export { ToastProvider } from './ToastProvider';
