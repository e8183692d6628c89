import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { APPROVAL_MESSAGES as A, CAMPAIGN_MESSAGES as M, CAMPAIGN_STATUS_LABELS, type ActivityAction, type CampaignStatus, type ReviewDecision } from '@mailplan/shared';
import { AccountRepository } from '../organization/accounts.repository.js';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { ActivityService } from '../organization/activity.service.js';
import { CampaignComment } from './campaign-comment.entity.js';
import { Campaign } from './campaign.entity.js';
import type { CampaignStatusDto } from './dto/campaign-approval.dto.js';

/** Who decides: a member (approve / request changes need campaign.approve) or an outside reviewer. */
export type Decider = { userId: number } | { reviewerName: string };

const ACTION_OF: Record<ReviewDecision, ActivityAction> = { approve: 'approved', request_changes: 'changes_requested' };
const STATUS_OF: Record<ReviewDecision, CampaignStatus> = { approve: 'approved', request_changes: 'changes_requested' };

/**
 * A campaign's approval: an editor sends it for review; a manager or admin (or an outside
 * reviewer through a share link) approves it or requests changes, with a comment. Each step is
 * one transaction on the campaign (its version guards against two decisions at once), and the
 * history records it after the commit (docs/decisions.md#campaign-approval).
 */
@Injectable()
export class CampaignApprovalService {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly accounts: AccountRepository,
    private readonly activity: ActivityService,
  ) {}

  async submitForReview(scope: TenantScope, id: number): Promise<CampaignStatusDto> {
    const campaign = await this.repos.transactional(async (tx) => {
      const row = await tx.for(Campaign, M.campaignNotFound).loadOne(scope, id);
      if (row.status === 'in_review') throw new ConflictException(A.alreadyInReview);
      if (row.status === 'approved') throw new ConflictException(A.alreadyApproved);
      row.status = 'in_review';
      return { id: row.id, name: row.name, status: row.status };
    });
    await this.activity.recordFor(scope, { subjectType: 'campaign', subjectId: campaign.id, subjectName: campaign.name, action: 'sent_for_review' });
    return { id: campaign.id, status: campaign.status };
  }

  /** A member's decision (the route checks campaign.approve). */
  decide(scope: TenantScope, id: number, decision: ReviewDecision, body: { comment?: string; version?: number }): Promise<CampaignStatusDto> {
    if (!scope.userId) throw new ConflictException(A.notInReview);
    return this.apply(scope, id, decision, { userId: scope.userId }, body);
  }

  /** An outside reviewer's decision through a share link; moves the status the same way. */
  decideAsReviewer(scope: TenantScope, id: number, decision: ReviewDecision, reviewerName: string, comment?: string): Promise<CampaignStatusDto> {
    return this.apply(scope, id, decision, { reviewerName }, { comment }, A.reviewNotWaiting);
  }

  private async apply(
    scope: TenantScope,
    id: number,
    decision: ReviewDecision,
    decider: Decider,
    body: { comment?: string; version?: number },
    notWaiting: string = A.notInReview,
  ): Promise<CampaignStatusDto> {
    const comment = body.comment?.trim() ?? '';
    if (decision === 'request_changes' && !comment) throw new BadRequestException(A.commentRequired);
    // the author's name is read before the transaction (the embedded database has one connection)
    const author = 'userId' in decider
      ? { authorKind: 'user' as const, authorUserId: decider.userId, authorName: (await this.accounts.userDisplayName(decider.userId)) ?? 'A member' }
      : { authorKind: 'reviewer' as const, authorUserId: null, authorName: decider.reviewerName };
    const campaign = await this.repos.transactional(async (tx) => {
      const row = await tx.for(Campaign, M.campaignNotFound).loadOne(scope, id);
      if (row.status !== 'in_review') throw new ConflictException(row.status === 'approved' && decision === 'approve' ? A.alreadyApproved : notWaiting);
      if (body.version !== undefined && body.version !== (row as Campaign & { version?: number }).version) throw new ConflictException(A.staleApproval);
      row.status = STATUS_OF[decision];
      if (comment) tx.for(CampaignComment).create(scope, { campaignId: row.id, ...author, body: comment, decision });
      return { id: row.id, name: row.name, status: row.status };
    });
    await this.activity.record({
      organizationId: scope.organizationId,
      actor: 'userId' in decider ? { userId: decider.userId, name: author.authorName } : { reviewerName: decider.reviewerName },
      subjectType: 'campaign',
      subjectId: campaign.id,
      subjectName: campaign.name,
      action: ACTION_OF[decision],
      detail: comment || null,
    });
    return { id: campaign.id, status: campaign.status };
  }

  /** After an edit that changed the status (campaign.service.ts): the history says why. */
  async recordEdit(scope: TenantScope, campaign: { id: number; name: string }, before: CampaignStatus, after: CampaignStatus, reason: string): Promise<void> {
    await this.activity.recordFor(scope, { subjectType: 'campaign', subjectId: campaign.id, subjectName: campaign.name, action: 'edited' });
    if (before !== after) {
      await this.activity.recordFor(scope, {
        subjectType: 'campaign',
        subjectId: campaign.id,
        subjectName: campaign.name,
        action: 'status_changed',
        detail: `${CAMPAIGN_STATUS_LABELS[before]} → ${CAMPAIGN_STATUS_LABELS[after]}: ${reason}`,
      });
    }
  }
}
