import { CONCEPT_MESSAGES as M } from '@mailplan/shared';
import { AI_TEXTS, CONCEPT_TOASTS as TOASTS, REFINE_TEXTS } from '@mailplan/ui/ai';

/**
 * Every text the concept screens show, worded as the spec quotes them (its screens and error
 * catalogue). Texts the API answers too come from `@mailplan/shared`, those the refinement dialog
 * shows too from `@mailplan/ui/ai`.
 */
export const TEXTS = {
  pageTitle: 'Email Concepts',
  pageSubtitle: 'Review the campaign ideas for your month, by category',
  viewCalendar: 'View Calendar',
  providersError: AI_TEXTS.providersFailed,
  demoNotice: (provider: string) =>
    `${provider} has no API key configured: generation and refinement use the offline demo model, which writes demo content from your brand and strategy.`,
  showRejected: 'Show rejected',
  generateForCategory: 'Generate for this category',
  generateConcepts: 'Generate Concepts',
  generateAll: 'Generate for all categories',
  cancel: 'Cancel',
  scheduled: 'Scheduled:',
  inCampaign: 'In Campaign',
  rejectedBadge: 'Rejected',
  coreMessage: 'Core Message',
  strategicAlignment: 'Strategic Alignment',
  targetSegment: 'Target Segment',
  journeyPhase: 'Journey Phase',
  strategicPriority: 'Strategic Priority',
  reference: 'Reference',
  notSpecified: REFINE_TEXTS.notSpecified,
  targetAudience: 'Target Audience',
  callToAction: 'Call to Action',
  viewCampaign: 'View Campaign',
  unlinkFromCampaign: 'Unlink from Campaign',
  createEmailCampaign: 'Create Email Campaign',
  refineWithAi: 'Refine with AI',
  editConcept: 'Edit Concept',
  rejectConcept: 'Reject Concept',
  removeRejection: 'Remove Rejection',
  selectedCount: (selected: number, total: number) => `${selected} of ${total} concepts selected`,
  viewSelected: 'View Selected Concepts',
  emptyTitle: 'No Email Concepts',
  emptyBody: 'Generate a month of email concepts from your brand and email strategy.',
  emptyCategory: 'No concepts for this category yet.',
  showMore: (n: number) => `Show ${n} more`,
  businessContextTitle: 'Monthly Business Context',
  businessContextHelp:
    'What is happening in your business this month: launches, events, stock, promotions. The concepts will take it into account.',
  businessContextLabel: 'Business context for this month',
  generatingTitle: 'Generating email concepts',
  generatingWith: (provider: string) => `Using ${provider}`,
  generatingQueued: 'Waiting for a free worker…',
  loadError: 'Failed to load email concepts. Please try again.',
  retry: 'Retry',
  // toasts (the spec's error catalogue)
  toasts: TOASTS,
  title: 'Title',
  // edit page
  editTitle: 'Edit Email Concept',
  campaignType: 'Campaign Type',
  saveChanges: 'Save Changes',
  saving: 'Saving…',
  editLoadFailed: M.loadFailed,
  backToConcepts: 'Back to Concepts',
} as const;
