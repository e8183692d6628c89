export { ToastContext, useToast } from './toast';
export type { ToastFn, ToastOptions } from './toast';
export { ToastProvider } from './ToastProvider';
export { mailplanTheme, SIDEBAR_WIDTH } from './theme';
export { NotFound } from './NotFound';
export { ComingSoon } from './ComingSoon';
export { campaignTypeLabel } from './campaign-types';
