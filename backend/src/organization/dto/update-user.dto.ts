import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { LIMITS, MESSAGES } from '@mailplan/shared';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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
  @Transform(trim)
  @IsString({ message: MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: MESSAGES.firstNameRequired })
  @MaxLength(LIMITS.personNameMax, { message: `First name must be at most ${LIMITS.personNameMax} characters` })
  firstName?: string;

  @ApiProperty({ required: false, maxLength: LIMITS.personNameMax })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: MESSAGES.lastNameRequired })
  @MaxLength(LIMITS.personNameMax, { message: `Last name must be at most ${LIMITS.personNameMax} characters` })
  lastName?: string;
}
