import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { LIMITS, MESSAGES } from '@mailplan/shared';
import { UserDto } from '../../organization/dto/user.dto.js';

export class LoginDto {
  @ApiProperty({ format: 'email', example: 'ada@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: MESSAGES.loginEmailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MESSAGES.loginEmailInvalid })
  email!: string;

  @ApiProperty({ minLength: LIMITS.loginPasswordMin, example: 'correct horse battery' })
  @IsString({ message: MESSAGES.loginPasswordMin })
  @MinLength(LIMITS.loginPasswordMin, { message: MESSAGES.loginPasswordMin })
  @MaxLength(200, { message: MESSAGES.invalidCredentials })
  password!: string;
}

export class LoginResponseDto {
  @ApiProperty({ type: UserDto })
  user!: UserDto;

  @ApiProperty({ description: 'True until the user has an organization: go to organization set-up' })
  pendingSetup!: boolean;
}
