// `@mailplan/ui/components`: the stateless pieces of the product's UI (the theme object, the
// not-found and coming-soon pages, an area's route table, a page's title and columns, the error with Retry, the campaign
// status chip, the activity list, the campaign type labels). Not a shared module: each app
// bundles the pieces it uses, the current version of them, so a remote that needs a changed piece
// deploys without the shell being rebuilt. What holds state (the toasts' context and provider)
// stays in the shared `@mailplan/ui`: one context for every area. See docs/architecture.md,
// "Deploying a micro-frontend alone".
export { mailplanTheme, SIDEBAR_WIDTH } from './theme';
export { NotFound } from './NotFound';
export { AreaRoutes } from './AreaRoutes';
export { ComingSoon } from './ComingSoon';
export { PageTitle } from './PageTitle';
export { PageColumns } from './PageColumns';
export { RetryAlert } from './RetryAlert';
export { campaignTypeLabel } from './campaign-types';
export { CampaignStatusChip } from './CampaignStatusChip';
export { ActivityList } from './ActivityList';
export { visuallyHidden } from './visually-hidden';
