import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { LIMITS, MESSAGES } from '@mailplan/shared';
import { RequiredText } from '../../common/validation.js';
import { FIRST_NAME_MESSAGES, LAST_NAME_MESSAGES } from '../../organization/dto/update-user.dto.js';
import { MEMBER_MESSAGES } from '../../organization/members.messages.js';

const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The value equals another property of the same object. */
function EqualsProperty(property: string, message: string) {
  return ValidateBy({
    name: 'equalsProperty',
    constraints: [property],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        value === (args?.object as Record<string, unknown>)[args?.constraints[0] as string],
      defaultMessage: () => message,
    },
  });
}

export class RegisterDto {
  @RequiredText(LIMITS.personNameMax, FIRST_NAME_MESSAGES, 'Ada')
  firstName!: string;

  @RequiredText(LIMITS.personNameMax, LAST_NAME_MESSAGES, 'Lovelace')
  lastName!: string;

  @ApiProperty({ format: 'email', maxLength: LIMITS.emailMax, example: 'ada@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: MESSAGES.invalidEmailFormat })
  @MaxLength(LIMITS.emailMax, { message: `Email must be at most ${LIMITS.emailMax} characters` })
  email!: string;

  @ApiProperty({ minLength: LIMITS.registerPasswordMin, maxLength: 200, example: 'correct horse battery' })
  @IsString({ message: MESSAGES.registerPasswordMin })
  @MinLength(LIMITS.registerPasswordMin, { message: MESSAGES.registerPasswordMin })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @ApiProperty({ minLength: LIMITS.registerPasswordMin, example: 'correct horse battery' })
  @IsString({ message: MESSAGES.confirmPasswordRequired })
  @MinLength(LIMITS.registerPasswordMin, { message: MESSAGES.confirmPasswordRequired })
  @EqualsProperty('password', MESSAGES.passwordsDoNotMatch)
  confirmPassword!: string;

  @ApiProperty({ required: false, description: 'Accepted for the client; new users start pending set-up unless they register through an invitation' })
  @IsOptional()
  @IsBoolean({ message: 'pendingSetup must be true or false' })
  pendingSetup?: boolean;

  @ApiProperty({
    required: false,
    maxLength: 200,
    description: "An invitation link's token: the account is created in that organization with the invited role (the email must be the invited one)",
  })
  @IsOptional()
  @IsString({ message: MEMBER_MESSAGES.tokenRequired })
  @IsNotEmpty({ message: MEMBER_MESSAGES.tokenRequired })
  @MaxLength(200, { message: MEMBER_MESSAGES.linkInvalid })
  invitationToken?: string;
}
