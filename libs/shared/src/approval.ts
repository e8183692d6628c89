/**
 * Campaign approval: the statuses a campaign moves through, the limits of comments and review
 * links, and the sentences the API answers with (the screens show the same words).
 *
 *   draft ──send for review──► in_review ──approve──► approved
 *     ▲                           │                      │
 *     │                    request changes               │ any edit
 *     │                           ▼                      │
 *     └────────any edit─── changes_requested ◄───────────┘ (an approved campaign returns to draft)
 */
import { EDIT_CONFLICT_MESSAGES } from './messages.js';

export const CAMPAIGN_STATUSES = ['draft', 'in_review', 'changes_requested', 'approved'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
};

export const REVIEW_DECISIONS = ['approve', 'request_changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const APPROVAL_LIMITS = {
  commentMax: 5000,
  reviewerNameMax: 100,
  /** How long an outside reviewer's share link works. */
  reviewLinkDays: 14,
  commentsPerCampaignMax: 1000,
} as const;

export const APPROVAL_MESSAGES = {
  alreadyInReview: 'This campaign is already waiting for review.',
  alreadyApproved: 'This campaign is already approved. Edit it to start a new round of review.',
  notInReview: 'This campaign is not waiting for review. Send it for review first.',
  commentRequired: 'Say what should change: a comment is required when requesting changes.',
  commentText: 'Comment must be text',
  commentEmpty: 'Comment cannot be empty',
  commentMax: `Comment must be at most ${APPROVAL_LIMITS.commentMax} characters`,
  commentNotFound: 'Comment not found',
  commentIdInvalid: 'Comment id must be a positive integer',
  commentNotYours: 'You can delete only your own comments.',
  tooManyComments: `A campaign can hold at most ${APPROVAL_LIMITS.commentsPerCampaignMax} comments.`,
  instanceNotInCampaign: 'That module is not in this campaign any more.',
  instanceIdText: 'Module instance id must be text',
  decisionInvalid: "Decision must be 'approve' or 'request_changes'",
  reviewerNameRequired: 'Please enter your name so the team knows who reviewed it.',
  reviewerNameMax: `Name must be at most ${APPROVAL_LIMITS.reviewerNameMax} characters`,
  versionInvalid: EDIT_CONFLICT_MESSAGES.versionInvalid,
  // the organization's "approval required" setting: the activity log's detail and the settings toast
  approvalNowRequired: 'Approval is now required before export',
  approvalNoLongerRequired: 'Approval is no longer required before export',
  staleApproval: 'This campaign changed after you opened it. Look at the latest version before deciding.',
  exportNeedsApproval:
    'Your organization requires approval before export. Send this campaign for review; it can be exported once a manager or admin has approved it.',
  draftExportNeedsApproval:
    'Your organization requires approval before export. Save the campaign, send it for review, and export it from its page once it is approved.',
  reviewLinkNotFound: 'This review link does not exist. Ask the person who shared it for a new one.',
  reviewLinkExpired: 'This review link has expired. Ask the person who shared it for a new one.',
  reviewLinkRevoked: 'This review link has been turned off. Ask the person who shared it for a new one.',
  reviewLinkIdInvalid: 'Review link id must be a positive integer',
  reviewLinkMissing: 'Review link not found',
  reviewNotWaiting: 'This email is not waiting for a review right now. The team will let you know when it is ready again.',
} as const;
