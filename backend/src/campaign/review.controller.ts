import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { APPROVAL_MESSAGES as A } from '@mailplan/shared';
import { Public } from '../common/access.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { CampaignReviewLinksService } from './campaign-review-links.service.js';
import { CampaignStatusDto, PublicReviewDto, ReviewerDecisionDto } from './dto/campaign-approval.dto.js';

const tokenParam = ApiParam({ name: 'token', type: String, description: 'The secret of a share link' });
const notFound = ApiNotFoundResponse({ type: ErrorResponseDto, description: A.reviewLinkNotFound });
const gone = ApiGoneResponse({ type: ErrorResponseDto, description: `${A.reviewLinkExpired} / ${A.reviewLinkRevoked}` });

/**
 * An outside reviewer's page, without an account: the token of a share link shows one
 * campaign's email and takes a decision on it; nothing else (docs/decisions.md#review-links).
 */
@ApiTags('review')
@Controller('review')
export class ReviewController {
  constructor(private readonly links: CampaignReviewLinksService) {}

  @Get(':token')
  @Public()
  @ApiOperation({ operationId: 'getReview', summary: "A share link's campaign: its email, subject and preview text, read-only" })
  @tokenParam
  @ApiOkResponse({ type: PublicReviewDto })
  @notFound
  @gone
  show(@Param('token') token: string): Promise<PublicReviewDto> {
    return this.links.show(token);
  }

  @Post(':token/decision')
  @Public()
  @HttpCode(200)
  @ApiOperation({ operationId: 'decideReview', summary: "An outside reviewer approves the campaign or requests changes, with a name and a comment" })
  @tokenParam
  @ApiOkResponse({ type: CampaignStatusDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @notFound
  @gone
  @ApiConflictResponse({ type: ErrorResponseDto, description: A.reviewNotWaiting })
  decide(@Param('token') token: string, @Body() dto: ReviewerDecisionDto): Promise<CampaignStatusDto> {
    return this.links.decide(token, dto.decision, dto.name, dto.comment);
  }
}
