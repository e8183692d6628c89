import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { LIMITS, MESSAGES } from '@mailplan/shared';
import { NonEmptyText } from '../../common/validation.js';

/** The messages of a person's first and last name, the same when registering and when editing the user. */
export const FIRST_NAME_MESSAGES = { required: MESSAGES.firstNameRequired, tooLong: `First name must be at most ${LIMITS.personNameMax} characters` };
export const LAST_NAME_MESSAGES = { required: MESSAGES.lastNameRequired, tooLong: `Last name must be at most ${LIMITS.personNameMax} characters` };

export class UpdateUserDto {
  @ApiProperty({ required: false, description: 'Only the organization the user already belongs to is accepted' })
  @IsOptional()
  @IsInt({ message: 'Organization id must be a positive integer' })
  @Min(1, { message: 'Organization id must be a positive integer' })
  organizationId?: number;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean({ message: 'pendingSetup must be true or false' })
  pendingSetup?: boolean;

  @ApiProperty({ required: false, maxLength: LIMITS.personNameMax })
  @IsOptional()
  @NonEmptyText(LIMITS.personNameMax, FIRST_NAME_MESSAGES)
  firstName?: string;

  @ApiProperty({ required: false, maxLength: LIMITS.personNameMax })
  @IsOptional()
  @NonEmptyText(LIMITS.personNameMax, LAST_NAME_MESSAGES)
  lastName?: string;
}
