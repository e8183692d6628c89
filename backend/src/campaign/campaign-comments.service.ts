import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { APPROVAL_LIMITS as L, APPROVAL_MESSAGES as A, CAMPAIGN_MESSAGES as M } from '@mailplan/shared';
import { AccountRepository } from '../organization/accounts.repository.js';
import { TenantRepositories, type PlainRow } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { ActivityService } from '../organization/activity.service.js';
import { CampaignComment } from './campaign-comment.entity.js';
import { readModules } from './campaign-instances.js';
import { Campaign } from './campaign.entity.js';
import type { CommentDto, CreateCommentDto } from './dto/campaign-approval.dto.js';

const FIELDS = ['id', 'campaignId', 'instanceId', 'authorKind', 'authorUserId', 'authorName', 'body', 'decision', 'createdAt'] as const;
type CommentRow = Pick<PlainRow<CampaignComment>, (typeof FIELDS)[number]>;

export function toCommentDto(c: CommentRow): CommentDto {
  return {
    id: c.id,
    campaignId: c.campaignId,
    instanceId: c.instanceId ?? null,
    author: { kind: c.authorKind, userId: c.authorUserId ?? null, name: c.authorName },
    body: c.body,
    decision: c.decision ?? null,
    createdAt: new Date(c.createdAt).toISOString(),
  };
}

/** What the history quotes of a comment. */
const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** Comments on a campaign, each optionally pinned to one of its module instances. */
@Injectable()
export class CampaignCommentsService {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly accounts: AccountRepository,
    private readonly activity: ActivityService,
  ) {}

  /** Oldest first (a conversation); 404 when the campaign is not the organization's. */
  async list(scope: TenantScope, campaignId: number): Promise<CommentDto[]> {
    await this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id']);
    const rows = await this.repos.for(CampaignComment).rows(scope, {
      where: { campaignId },
      orderBy: { id: 'asc' },
      limit: L.commentsPerCampaignMax,
      fields: FIELDS,
    });
    return rows.map(toCommentDto);
  }

  async create(scope: TenantScope, campaignId: number, dto: CreateCommentDto): Promise<CommentDto> {
    const campaign = await this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id', 'name', 'moduleInstances', 'moduleOrder', 'content', 'createdAt']);
    const instanceId = dto.instanceId ?? null;
    if (instanceId !== null && !readModules(campaign).moduleInstances.some((i) => i.instanceId === instanceId)) {
      throw new BadRequestException(A.instanceNotInCampaign);
    }
    const comments = this.repos.for(CampaignComment);
    if ((await comments.count(scope, { campaignId })) >= L.commentsPerCampaignMax) throw new ConflictException(A.tooManyComments);
    const authorName = (await this.accounts.userDisplayName(scope.userId!)) ?? 'A member';
    const row = comments.create(scope, { campaignId, instanceId, authorKind: 'user', authorUserId: scope.userId, authorName, body: dto.body });
    await this.repos.flush();
    await this.activity.record({
      organizationId: scope.organizationId,
      actor: { userId: scope.userId!, name: authorName },
      subjectType: 'campaign',
      subjectId: campaign.id,
      subjectName: campaign.name,
      action: 'commented',
      detail: excerpt(dto.body),
    });
    return toCommentDto(row as CommentRow);
  }

  /** Only its author deletes a comment; a review decision's comment stays (it is part of the record). */
  async delete(scope: TenantScope, campaignId: number, commentId: number): Promise<void> {
    await this.repos.for(Campaign, M.campaignNotFound).row(scope, campaignId, ['id']);
    const comments = this.repos.for(CampaignComment, A.commentNotFound);
    const comment = await comments.row(scope, commentId, ['id', 'campaignId', 'authorUserId', 'decision']);
    if (comment.campaignId !== campaignId) throw new NotFoundException(A.commentNotFound);
    if (comment.decision || !comment.authorUserId || comment.authorUserId !== scope.userId) throw new ForbiddenException(A.commentNotYours);
    await comments.delete(scope, commentId);
  }
}
