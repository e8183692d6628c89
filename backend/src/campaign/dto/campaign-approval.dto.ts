import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { APPROVAL_LIMITS as L, APPROVAL_MESSAGES as A, CAMPAIGN_STATUSES, REVIEW_DECISIONS, type CampaignStatus, type ReviewDecision } from '@mailplan/shared';
import { OptionalText, RequiredText } from '../../common/validation.js';

// ---- status ------------------------------------------------------------------------------------

/** Approve: an optional comment; the version the approver looked at, if known. */
export class ApproveCampaignDto {
  @ApiPropertyOptional({ maxLength: L.commentMax, example: 'Looks great, ship it.' })
  @OptionalText(L.commentMax, { notText: A.commentText, tooLong: A.commentMax })
  comment?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'The campaign version the decision is about; a newer stored one answers 409' })
  @IsOptional()
  @IsInt({ message: A.versionInvalid })
  @Min(1, { message: A.versionInvalid })
  version?: number;
}

/** Request changes: what should change (required). */
export class RequestChangesDto extends ApproveCampaignDto {
  @RequiredText(L.commentMax, { required: A.commentRequired, tooLong: A.commentMax }, 'The hero headline is too long; try a shorter one.')
  declare comment: string;
}

export class CampaignStatusDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ enum: CAMPAIGN_STATUSES, example: 'in_review' })
  status!: CampaignStatus;
}

// ---- comments ----------------------------------------------------------------------------------

export class CreateCommentDto {
  @RequiredText(L.commentMax, { required: A.commentEmpty, tooLong: A.commentMax }, 'Can we use the spring photo here?')
  body!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Pins the comment to one module instance of the campaign' })
  @IsOptional()
  @IsString({ message: A.instanceIdText })
  @MaxLength(200, { message: A.instanceNotInCampaign })
  instanceId?: string | null;
}

export class CommentAuthorDto {
  @ApiProperty({ enum: ['user', 'reviewer'], description: 'A member, or an outside reviewer through a share link' })
  kind!: 'user' | 'reviewer';

  @ApiProperty({ type: 'integer', nullable: true })
  userId!: number | null;

  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;
}

export class CommentDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 1 })
  campaignId!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The module instance it is pinned to, or null' })
  instanceId!: string | null;

  @ApiProperty({ type: CommentAuthorDto })
  author!: CommentAuthorDto;

  @ApiProperty()
  body!: string;

  @ApiProperty({ enum: REVIEW_DECISIONS, nullable: true, description: 'Set when the comment came with a review decision' })
  decision!: ReviewDecision | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

// ---- review links ------------------------------------------------------------------------------

export const REVIEW_LINK_STATES = ['active', 'expired', 'revoked'] as const;

export class ReviewLinkDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 1 })
  campaignId!: number;

  @ApiProperty({ enum: REVIEW_LINK_STATES })
  state!: (typeof REVIEW_LINK_STATES)[number];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt!: string | null;
}

/** A new link: its token is answered this once (only its hash is kept). */
export class CreatedReviewLinkDto extends ReviewLinkDto {
  @ApiProperty({ description: 'The secret of the link; shown only now' })
  token!: string;

  @ApiProperty({ example: '/review/4f3c…', description: 'The page to share, on this site' })
  path!: string;
}

// ---- the outside reviewer's page ---------------------------------------------------------------

export class PublicReviewCampaignDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  previewText!: string;

  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  status!: CampaignStatus;
}

export class PublicReviewDto {
  @ApiProperty({ description: "The organization's name (who asks for the review)" })
  organizationName!: string;

  @ApiProperty({ type: PublicReviewCampaignDto })
  campaign!: PublicReviewCampaignDto;

  @ApiProperty({ description: 'The email as it would be exported' })
  html!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'True while the campaign waits for a review decision' })
  awaitingReview!: boolean;
}

export class ReviewerDecisionDto {
  @ApiProperty({ enum: REVIEW_DECISIONS })
  @IsIn([...REVIEW_DECISIONS], { message: A.decisionInvalid })
  decision!: ReviewDecision;

  @RequiredText(L.reviewerNameMax, { required: A.reviewerNameRequired, tooLong: A.reviewerNameMax }, 'Sam from the agency')
  name!: string;

  @ApiPropertyOptional({ maxLength: L.commentMax, description: 'Required when requesting changes' })
  @OptionalText(L.commentMax, { notText: A.commentText, tooLong: A.commentMax })
  comment?: string;
}
