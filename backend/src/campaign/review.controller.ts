import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { APPROVAL_MESSAGES as A } from '@mailplan/shared';
import { Public } from '../common/access.decorators.js';
import { ApiController, ApiErrors } from '../common/route-decorators.js';
import { CampaignReviewLinksService } from './campaign-review-links.service.js';
import { CampaignStatusDto, PublicReviewDto, ReviewerDecisionDto } from './dto/campaign-approval.dto.js';

const tokenParam = ApiParam({ name: 'token', type: String, description: 'The secret of a share link' });
/** What a share link that no longer works answers. */
const LINK_ERRORS = { notFound: A.reviewLinkNotFound, gone: `${A.reviewLinkExpired} / ${A.reviewLinkRevoked}` };

/**
 * An outside reviewer's page, without an account: the token of a share link shows one
 * campaign's email and takes a decision on it; nothing else (docs/decisions.md#review-links).
 */
@ApiController('review')
export class ReviewController {
  constructor(private readonly links: CampaignReviewLinksService) {}

  @Get(':token')
  @Public()
  @ApiOperation({ operationId: 'getReview', summary: "A share link's campaign: its email, subject and preview text, read-only" })
  @tokenParam
  @ApiOkResponse({ type: PublicReviewDto })
  @ApiErrors(LINK_ERRORS)
  show(@Param('token') token: string): Promise<PublicReviewDto> {
    return this.links.show(token);
  }

  @Post(':token/decision')
  @Public()
  @HttpCode(200)
  @ApiOperation({ operationId: 'decideReview', summary: "An outside reviewer approves the campaign or requests changes, with a name and a comment" })
  @tokenParam
  @ApiOkResponse({ type: CampaignStatusDto })
  @ApiErrors({ ...LINK_ERRORS, badRequest: true, conflict: A.reviewNotWaiting })
  decide(@Param('token') token: string, @Body() dto: ReviewerDecisionDto): Promise<CampaignStatusDto> {
    return this.links.decide(token, dto.decision, dto.name, dto.comment);
  }
}
