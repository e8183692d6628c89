import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@mailplan/shared';
import { userIdentity, type SessionUser } from '../../common/session-user.js';

/** A user as the API shows it: never the password hash. */
export class UserDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ example: 'Ada' })
  firstName!: string;

  @ApiProperty({ example: 'Lovelace' })
  lastName!: string;

  @ApiProperty({ enum: ROLES, example: 'viewer' })
  role!: Role;

  @ApiProperty({ type: 'integer', nullable: true, example: null })
  organizationId!: number | null;

  @ApiProperty()
  isActive!: boolean;

  @ApiProperty({ description: 'True until the user has created (or joined) an organization' })
  pendingSetup!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLogin!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;
}

/** The signed-in user as `GET /api/auth/me` answers it: the user and their organization's name. */
export class MeDto extends UserDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Aurora Tea',
    description: "The name of the user's organization; null until they have created or joined one",
  })
  organizationName!: string | null;
}

export function toUserDto(u: SessionUser): UserDto {
  return {
    ...userIdentity(u),
    organizationId: u.organizationId ?? null,
    isActive: u.isActive,
    pendingSetup: u.pendingSetup,
    lastLogin: u.lastLogin ? new Date(u.lastLogin).toISOString() : null,
    createdAt: new Date(u.createdAt).toISOString(),
    updatedAt: new Date(u.updatedAt).toISOString(),
  };
}
