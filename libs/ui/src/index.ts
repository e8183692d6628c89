export { ToastContext, useToast } from './toast';
export type { ToastFn, ToastOptions } from './toast';
export { ToastProvider } from './ToastProvider';
export { mailplanTheme, SIDEBAR_WIDTH } from './theme';
export { NotFound } from './NotFound';
export { ComingSoon } from './ComingSoon';
export { campaignTypeLabel } from './campaign-types';
export { CampaignStatusChip } from './CampaignStatusChip';
export { ActivityList, activitySentence, ACTIVITY_VERBS } from './ActivityList';
