import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIMITS, ROLES, type Role } from '@mailplan/shared';
import { userIdentity } from '../../common/session-user.js';
import type { MemberRow } from '../members.repository.js';
import { MEMBER_MESSAGES } from '../members.messages.js';

const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A member of the organization as the members page lists them. */
export class MemberDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'grace@example.com' })
  email!: string;

  @ApiProperty({ example: 'Grace' })
  firstName!: string;

  @ApiProperty({ example: 'Hopper' })
  lastName!: string;

  @ApiProperty({ enum: ROLES, example: 'editor' })
  role!: Role;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last sign-in; null when never signed in' })
  lastLogin!: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the account was created' })
  createdAt!: string;
}

export function toMemberDto(m: MemberRow): MemberDto {
  return {
    ...userIdentity(m),
    lastLogin: m.lastLogin ? new Date(m.lastLogin).toISOString() : null,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

export class UpdateMemberDto {
  @ApiProperty({ enum: ROLES, example: 'manager' })
  @IsIn(ROLES, { message: MEMBER_MESSAGES.roleInvalid })
  role!: Role;
}

export class CreateInvitationDto {
  @ApiProperty({ format: 'email', maxLength: LIMITS.emailMax, example: 'grace@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: MEMBER_MESSAGES.emailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MEMBER_MESSAGES.emailMax })
  email!: string;

  @ApiProperty({ enum: ROLES, example: 'editor' })
  @IsIn(ROLES, { message: MEMBER_MESSAGES.roleInvalid })
  role!: Role;
}

export const INVITATION_LIST_STATUSES = ['pending', 'expired'] as const;

/** An invitation nobody has used yet (pending, or expired and waiting to be sent again or revoked). */
export class InvitationDto {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ example: 'grace@example.com' })
  email!: string;

  @ApiProperty({ enum: ROLES, example: 'editor' })
  role!: Role;

  @ApiProperty({ enum: INVITATION_LIST_STATUSES, example: 'pending' })
  status!: (typeof INVITATION_LIST_STATUSES)[number];

  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace', description: 'Who sent it; null when that member has left' })
  invitedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

export const INVITATION_DELIVERIES = ['email', 'link'] as const;

/** The answer to inviting (or sending again): how the link travels. */
export class InvitationSentDto {
  @ApiProperty({ type: InvitationDto })
  invitation!: InvitationDto;

  @ApiProperty({
    enum: INVITATION_DELIVERIES,
    description: '`email`: sent through SMTP_URL; `link`: no mail server (or sending failed), the admin passes the link on',
  })
  delivery!: (typeof INVITATION_DELIVERIES)[number];

  @ApiProperty({ type: String, nullable: true, description: 'The invitation link, only when delivery is `link` (it is shown once)' })
  link!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the email could not be sent, when it could not' })
  emailError!: string | null;
}

/** What the invitation page shows before someone joins. */
export class InvitationPreviewDto {
  @ApiProperty({ example: 'grace@example.com' })
  email!: string;

  @ApiProperty({ enum: ROLES, example: 'editor' })
  role!: Role;

  @ApiProperty({ example: 'Acme Outdoor' })
  organizationName!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace' })
  invitedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'Whether an account with this email exists (then log in to accept, instead of registering)' })
  hasAccount!: boolean;
}

export class AcceptInvitationDto {
  @ApiProperty({ description: 'The token of the invitation link', example: 'dGhlIHRva2VuIG9mIHRoZSBsaW5r' })
  @IsString({ message: MEMBER_MESSAGES.tokenRequired })
  @IsNotEmpty({ message: MEMBER_MESSAGES.tokenRequired })
  @MaxLength(200, { message: MEMBER_MESSAGES.linkInvalid })
  token!: string;
}
