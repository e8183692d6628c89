import { ConflictException, Injectable } from '@nestjs/common';
import { APPROVAL_MESSAGES, CAMPAIGN_MESSAGES, type CampaignStatus } from '@mailplan/shared';
import { AccountRepository } from '../organization/accounts.repository.js';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { Campaign } from './campaign.entity.js';

/**
 * The status after an edit: an approved campaign returns to draft (its approval was of what it
 * was), and a campaign whose changes were requested is a draft again once someone works on it. A
 * campaign in review stays in review: the reviewers decide on what it is when they decide
 * (docs/decisions.md#campaign-approval).
 */
export function statusAfterEdit(status: CampaignStatus): CampaignStatus {
  return status === 'approved' || status === 'changes_requested' ? 'draft' : status;
}

/** Why an edit changed the status, as the history shows it. */
export function editReason(before: CampaignStatus): string {
  return before === 'approved' ? 'edited after approval' : 'edited after changes were requested';
}

/**
 * Whether a campaign may leave the product (export, a push to an email service): always, unless
 * the organization requires approval and the campaign is not approved; then 409 with `message`.
 */
export function assertDeliveryAllowed(
  campaign: { status: CampaignStatus },
  org: { approvalRequired: boolean },
  message: string = APPROVAL_MESSAGES.exportNeedsApproval,
): void {
  if (org.approvalRequired && campaign.status !== 'approved') throw new ConflictException(message);
}

/**
 * {@link assertDeliveryAllowed} with the organization's setting read for the caller: for the
 * export and for pushes to email services.
 */
@Injectable()
export class DeliveryGate {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly repos: TenantRepositories,
  ) {}

  async approvalRequired(scope: TenantScope): Promise<boolean> {
    return (await this.accounts.organizationSettings(scope.organizationId))?.approvalRequired ?? false;
  }

  /** For a campaign already read (its status). */
  async assertAllowed(scope: TenantScope, campaign: { status: CampaignStatus }, message?: string): Promise<void> {
    assertDeliveryAllowed(campaign, { approvalRequired: await this.approvalRequired(scope) }, message);
  }

  /** For a campaign by id (404 when it is not the organization's). */
  async assertAllowedFor(scope: TenantScope, campaignId: number, message?: string): Promise<void> {
    const campaign = await this.repos.for(Campaign, CAMPAIGN_MESSAGES.campaignNotFound).row(scope, campaignId, ['id', 'status']);
    await this.assertAllowed(scope, campaign, message);
  }
}
