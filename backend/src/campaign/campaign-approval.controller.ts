import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { APPROVAL_MESSAGES as A, CAMPAIGN_MESSAGES as M, MESSAGES } from '@mailplan/shared';
import { Can } from '../common/access.decorators.js';
import { IfMatch, VERSIONED_WRITE_NOTE, VersionedWrite, editVersion } from '../common/edit-conflict.js';
import { IdParam } from '../common/parse-id.pipe.js';
import { ApiController, ApiErrors, ApiIdParam, Remove } from '../common/route-decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { CampaignApprovalService } from './campaign-approval.service.js';
import { CampaignCommentsService } from './campaign-comments.service.js';
import { CampaignExportService } from './campaign-export.service.js';
import { CampaignReviewLinksService } from './campaign-review-links.service.js';
import { ApproveCampaignDto, CampaignStatusDto, CommentDto, CreateCommentDto, CreatedReviewLinkDto, RequestChangesDto, ReviewLinkDto } from './dto/campaign-approval.dto.js';
import { CampaignDraftDto, CampaignExportDto } from './dto/campaign.dto.js';

const campaignId = () => IdParam({ name: 'id', message: M.campaignIdInvalid });
/** What a stale decision answers (the version the approver looked at, in the body or as If-Match). */
const DECISION_STALE = "When the campaign's stored version is another, the decision answers 409 and nothing changes.";
/** The refusals of a route that only names a campaign: an id that is not one, no such campaign. */
const campaignErrors = ApiErrors({ badRequest: M.campaignIdInvalid, notFound: M.campaignNotFound });

/**
 * A campaign's approval, its comments, its outside reviewers' share links, and the previews of
 * its email that the product shows (which, unlike the export, do not wait for approval).
 */
@ApiController('campaigns')
export class CampaignApprovalController {
  constructor(
    private readonly approval: CampaignApprovalService,
    private readonly comments: CampaignCommentsService,
    private readonly links: CampaignReviewLinksService,
    private readonly exports: CampaignExportService,
  ) {}

  // ---- status --------------------------------------------------------------------------------

  @Post(':id/submit-for-review')
  @Can('content.write')
  @HttpCode(200)
  @ApiOperation({ operationId: 'submitCampaignForReview', summary: 'Send a draft (or a campaign whose changes were requested) for review' })
  @ApiIdParam()
  @ApiOkResponse({ type: CampaignStatusDto })
  @ApiErrors({ badRequest: M.campaignIdInvalid, notFound: M.campaignNotFound, conflict: `${A.alreadyInReview} / ${A.alreadyApproved}` })
  submit(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CampaignStatusDto> {
    return this.approval.submitForReview(scope, id);
  }

  @Post(':id/approve')
  @Can('campaign.approve')
  @HttpCode(200)
  @ApiOperation({ operationId: 'approveCampaign', summary: 'Approve a campaign in review (manager or admin), with an optional comment', description: VERSIONED_WRITE_NOTE })
  @VersionedWrite(DECISION_STALE)
  @ApiIdParam()
  @ApiOkResponse({ type: CampaignStatusDto })
  @ApiErrors({ badRequest: true, notFound: M.campaignNotFound, conflict: `${A.notInReview} / ${A.staleApproval}` })
  approve(@Tenant() scope: TenantScope, @campaignId() id: number, @Body() dto: ApproveCampaignDto, @IfMatch() ifMatch: number | '*' | undefined): Promise<CampaignStatusDto> {
    return this.approval.decide(scope, id, 'approve', { ...dto, version: editVersion(dto.version, ifMatch) });
  }

  @Post(':id/request-changes')
  @Can('campaign.approve')
  @HttpCode(200)
  @ApiOperation({ operationId: 'requestCampaignChanges', summary: 'Request changes to a campaign in review (manager or admin), saying what should change', description: VERSIONED_WRITE_NOTE })
  @VersionedWrite(DECISION_STALE)
  @ApiIdParam()
  @ApiOkResponse({ type: CampaignStatusDto })
  @ApiErrors({ badRequest: A.commentRequired, notFound: M.campaignNotFound, conflict: `${A.notInReview} / ${A.staleApproval}` })
  requestChanges(@Tenant() scope: TenantScope, @campaignId() id: number, @Body() dto: RequestChangesDto, @IfMatch() ifMatch: number | '*' | undefined): Promise<CampaignStatusDto> {
    return this.approval.decide(scope, id, 'request_changes', { ...dto, version: editVersion(dto.version, ifMatch) });
  }

  // ---- comments ------------------------------------------------------------------------------

  @Get(':id/comments')
  @Can('read')
  @ApiOperation({ operationId: 'listCampaignComments', summary: "A campaign's comments, oldest first, with review decisions' comments" })
  @ApiIdParam()
  @ApiOkResponse({ type: [CommentDto] })
  @campaignErrors
  listComments(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CommentDto[]> {
    return this.comments.list(scope, id);
  }

  @Post(':id/comments')
  @Can('content.write')
  @ApiOperation({ operationId: 'createCampaignComment', summary: 'Comment on a campaign, or on one module instance of it' })
  @ApiIdParam()
  @ApiCreatedResponse({ type: CommentDto })
  @ApiErrors({ badRequest: A.instanceNotInCampaign, notFound: M.campaignNotFound })
  createComment(@Tenant() scope: TenantScope, @campaignId() id: number, @Body() dto: CreateCommentDto): Promise<CommentDto> {
    return this.comments.create(scope, id, dto);
  }

  @Remove(':id/comments/:commentId', 'content.write', { operationId: 'deleteCampaignComment', summary: 'Delete one of your own comments' }, 'Deleted')
  @ApiIdParam()
  @ApiIdParam('commentId')
  @ApiErrors({ badRequest: true, notFound: `${M.campaignNotFound} / ${A.commentNotFound}` })
  async deleteComment(
    @Tenant() scope: TenantScope,
    @campaignId() id: number,
    @IdParam({ name: 'commentId', message: A.commentIdInvalid }) commentId: number,
  ): Promise<void> {
    await this.comments.delete(scope, id, commentId);
  }

  // ---- review links --------------------------------------------------------------------------

  @Get(':id/review-links')
  @Can('read')
  @ApiOperation({ operationId: 'listReviewLinks', summary: "A campaign's share links for outside reviewers (without their tokens)" })
  @ApiIdParam()
  @ApiOkResponse({ type: [ReviewLinkDto] })
  @campaignErrors
  listLinks(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<ReviewLinkDto[]> {
    return this.links.list(scope, id);
  }

  @Post(':id/review-links')
  @Can('content.write')
  @ApiOperation({ operationId: 'createReviewLink', summary: 'A share link for an outside reviewer (works for 14 days; its token is answered only now)' })
  @ApiIdParam()
  @ApiCreatedResponse({ type: CreatedReviewLinkDto })
  @campaignErrors
  createLink(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CreatedReviewLinkDto> {
    return this.links.create(scope, id);
  }

  @Remove(':id/review-links/:linkId', 'content.write', { operationId: 'revokeReviewLink', summary: 'Turn a share link off at once' }, 'Revoked')
  @ApiIdParam()
  @ApiIdParam('linkId')
  @ApiErrors({ badRequest: true, notFound: `${M.campaignNotFound} / ${A.reviewLinkMissing}` })
  async revokeLink(
    @Tenant() scope: TenantScope,
    @campaignId() id: number,
    @IdParam({ name: 'linkId', message: A.reviewLinkIdInvalid }) linkId: number,
  ): Promise<void> {
    await this.links.revoke(scope, id, linkId);
  }

  // ---- previews (inside the product; no approval needed) --------------------------------------

  @Post('preview')
  @Can('read')
  @HttpCode(200)
  @ApiOperation({ operationId: 'previewCampaignDraft', summary: 'The email and checklist of an unsaved campaign, to look at in the form (stores nothing; not an export)' })
  @ApiOkResponse({ type: CampaignExportDto })
  @ApiErrors({ badRequest: true, notFound: MESSAGES.moduleNotFound })
  previewDraft(@Tenant() scope: TenantScope, @Body() dto: CampaignDraftDto): Promise<CampaignExportDto> {
    return this.exports.exportDraft(scope, dto, 'preview');
  }

  @Get(':id/preview')
  @Can('read')
  @ApiOperation({ operationId: 'previewCampaign', summary: 'The email and checklist of a saved campaign, to look at in the product (not an export)' })
  @ApiIdParam()
  @ApiOkResponse({ type: CampaignExportDto })
  @campaignErrors
  preview(@Tenant() scope: TenantScope, @campaignId() id: number): Promise<CampaignExportDto> {
    return this.exports.exportSaved(scope, id, 'preview');
  }
}
