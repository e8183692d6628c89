import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { EMAIL_SERVICE_INVALID, EMAIL_SERVICES, type EmailServiceId } from '@mailplan/shared';
import { OptionalText } from '../../../common/validation.js';
import { PUSH_STATUSES, type PushStatus } from '../campaign-push.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PushInputDto {
  @ApiProperty({ enum: EMAIL_SERVICES })
  @IsIn(EMAIL_SERVICES, { message: EMAIL_SERVICE_INVALID })
  service!: EmailServiceId;

  @ApiProperty({ example: 'Y6nRLr', description: 'A list or segment (Klaviyo) or audience (Mailchimp) id from /api/connections/{service}/audiences' })
  @Transform(trim)
  @IsString({ message: 'Choose an audience' })
  @MinLength(1, { message: 'Choose an audience' })
  @MaxLength(100, { message: 'Audience id is too long' })
  audienceId!: string;

  @ApiPropertyOptional({ example: 'Newsletter', description: "The audience's name, shown with the push" })
  @OptionalText(200, { notText: 'Audience name must be text', tooLong: 'Audience name must be 200 characters or fewer' })
  audienceName?: string;

  @ApiPropertyOptional({ example: 'Aurora Tea', description: "The sender's name (required by Mailchimp; Klaviyo uses the account's default when empty)" })
  @OptionalText(100, { notText: 'From name must be text', tooLong: 'From name must be 100 characters or fewer' })
  fromName?: string;

  @ApiPropertyOptional({ example: 'hello@aurora.example.com', description: 'The reply-to address (required by Mailchimp)' })
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'Reply-to must be an email address' })
  @MaxLength(254, { message: 'Reply-to must be 254 characters or fewer' })
  replyTo?: string;
}

export class PushStartedDto {
  @ApiProperty({ example: 'push-campaign.5b8f0c1e-...', description: 'Follow it at /api/jobs/{id}' })
  jobId!: string;
}

export class PushLinkDto {
  @ApiProperty({ example: 'Campaign' })
  label!: string;

  @ApiProperty({ example: 'https://www.klaviyo.com/campaign/01J.../edit' })
  url!: string;
}

export class PushStateDto {
  @ApiProperty({ enum: EMAIL_SERVICES })
  service!: EmailServiceId;

  @ApiProperty({ enum: PUSH_STATUSES })
  status!: PushStatus;

  @ApiProperty()
  audienceId!: string;

  @ApiProperty({ type: String, nullable: true })
  audienceName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  fromName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  replyTo!: string | null;

  @ApiProperty({ type: String, nullable: true })
  remoteTemplateId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  remoteCampaignId!: string | null;

  @ApiProperty({ type: [PushLinkDto], description: 'Where to open what was pushed in the service' })
  links!: PushLinkDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Why the last push failed, in words' })
  error!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The running or last push job' })
  jobId!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a push last completed' })
  pushedAt!: Date | null;
}

/** What a push job answers when it is done. */
export class PushResultDto extends PushStateDto {}
