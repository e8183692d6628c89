import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { APPROVAL_LIMITS as L, APPROVAL_MESSAGES as A, CAMPAIGN_MESSAGES as M, type ReviewDecision } from '@mailplan/shared';
import { AccountRepository } from '../organization/accounts.repository.js';
import { PublicLinks } from '../common/public-links.js';
import { newSecretToken } from '../common/secret-token.js';
import { TenantRepositories, type PlainRow } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { ActivityService } from '../organization/activity.service.js';
import { CampaignApprovalService } from './campaign-approval.service.js';
import { CampaignExportService } from './campaign-export.service.js';
import { Campaign } from './campaign.entity.js';
import type { CampaignStatusDto, CreatedReviewLinkDto, PublicReviewDto, ReviewLinkDto } from './dto/campaign-approval.dto.js';
import { ReviewLink } from './review-link.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIELDS = ['id', 'campaignId', 'createdAt', 'expiresAt', 'revokedAt'] as const;
type LinkRow = Pick<PlainRow<ReviewLink>, (typeof FIELDS)[number]>;

/** The page an outside reviewer opens (a shell route outside the signed-in layout). */
export const reviewPath = (token: string) => `/review/${token}`;

function stateOf(link: Pick<LinkRow, 'expiresAt' | 'revokedAt'>, now = Date.now()): ReviewLinkDto['state'] {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';
}

function toLinkDto(l: LinkRow): ReviewLinkDto {
  return {
    id: l.id,
    campaignId: l.campaignId,
    state: stateOf(l),
    createdAt: new Date(l.createdAt).toISOString(),
    expiresAt: new Date(l.expiresAt).toISOString(),
    revokedAt: l.revokedAt ? new Date(l.revokedAt).toISOString() : null,
  };
}

/**
 * Outside reviewers' share links: made and revoked by members, opened without an account. A link
 * shows one campaign's email, subject and preview text and takes one decision at a time; it
 * grants nothing else (docs/decisions.md#review-links).
 */
@Injectable()
export class CampaignReviewLinksService {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly publicLinks: PublicLinks,
    private readonly accounts: AccountRepository,
    private readonly exports: CampaignExportService,
    private readonly approval: CampaignApprovalService,
    private readonly activity: ActivityService,
  ) {}

  async list(scope: TenantScope, campaignId: number): Promise<ReviewLinkDto[]> {
    await this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id']);
    const rows = await this.repos.for(ReviewLink).rows(scope, { where: { campaignId }, orderBy: { id: 'desc' }, limit: 100, fields: FIELDS });
    return rows.map(toLinkDto);
  }

  async create(scope: TenantScope, campaignId: number): Promise<CreatedReviewLinkDto> {
    const campaign = await this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id', 'name']);
    const { token, tokenHash } = newSecretToken();
    const row = this.repos.for(ReviewLink).create(scope, {
      campaignId,
      tokenHash,
      createdByUserId: scope.userId,
      expiresAt: new Date(Date.now() + L.reviewLinkDays * DAY_MS),
    });
    await this.repos.flush();
    await this.activity.recordFor(scope, { subjectType: 'campaign', subjectId: campaign.id, subjectName: campaign.name, action: 'review_link_created' });
    return { ...toLinkDto(row), token, path: reviewPath(token) };
  }

  /** Turns a link off at once (a revoked link stays listed as revoked). */
  async revoke(scope: TenantScope, campaignId: number, linkId: number): Promise<void> {
    const campaign = await this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id', 'name']);
    const links = this.repos.for(ReviewLink, A.reviewLinkMissing);
    const link = await links.loadOne(scope, linkId);
    if (link.campaignId !== campaignId) throw new NotFoundException(A.reviewLinkMissing);
    if (link.revokedAt) return;
    link.revokedAt = new Date();
    await this.repos.flush();
    await this.activity.recordFor(scope, { subjectType: 'campaign', subjectId: campaign.id, subjectName: campaign.name, action: 'review_link_revoked' });
  }

  // ---- the public page -----------------------------------------------------------------------

  /** The link of a token with its organization's scope: 404 unknown, 410 expired or revoked. */
  private async open(token: string): Promise<{ link: ReviewLink; scope: TenantScope }> {
    const found = await this.publicLinks.resolve(ReviewLink, token);
    if (!found) throw new NotFoundException(A.reviewLinkNotFound);
    if (found.link.revokedAt) throw new GoneException(A.reviewLinkRevoked);
    if (found.link.expiresAt.getTime() <= Date.now()) throw new GoneException(A.reviewLinkExpired);
    return found;
  }

  async show(token: string): Promise<PublicReviewDto> {
    const { link, scope } = await this.open(token);
    const campaign = await this.repos.for(Campaign, A.reviewLinkNotFound).row(scope, link.campaignId, ['id', 'name', 'subject', 'previewText', 'status']);
    const [email, organizationName] = await Promise.all([this.exports.exportSaved(scope, campaign.id, 'preview'), this.accounts.organizationName(scope.organizationId)]);
    return {
      organizationName: organizationName ?? '',
      campaign: { name: campaign.name, subject: campaign.subject, previewText: campaign.previewText, status: campaign.status },
      html: email.html,
      expiresAt: link.expiresAt.toISOString(),
      awaitingReview: campaign.status === 'in_review',
    };
  }

  async decide(token: string, decision: ReviewDecision, name: string, comment?: string): Promise<CampaignStatusDto> {
    const { link, scope } = await this.open(token);
    return this.approval.decideAsReviewer(scope, link.campaignId, decision, name, comment);
  }
}
