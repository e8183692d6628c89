import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { EMAIL_SERVICES, type EmailServiceId } from '@mailplan/shared';

/** A connection as the API shows it: never the key, only its last four characters. */
export class ConnectionDto {
  @ApiProperty({ enum: EMAIL_SERVICES, example: 'klaviyo' })
  service!: EmailServiceId;

  @ApiProperty({ example: 'x7Qz', description: "The API key's last four characters (Mailchimp: the four before its data centre); the key itself is never answered" })
  keyLast4!: string;

  @ApiProperty({
    example: false,
    description:
      'The saved key can no longer be read (the encryption key changed or was lost): an admin must enter it again; until then testing it, listing audiences and pushing answer 409',
  })
  needsReconnect!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'us21', description: "Mailchimp's data centre, from the key; null for Klaviyo" })
  dataCenter!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Aurora Tea', description: "The account's name when the service tells it" })
  accountName!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the key was last checked against the service' })
  lastTestedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}

export class ConnectInputDto {
  @ApiProperty({
    example: 'pk_0123456789abcdef0123456789abcdef01',
    description: "Klaviyo: a private API key (pk_...). Mailchimp: an API key with its data centre (...-us21). It is checked against the service before it is kept, encrypted.",
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'API key is required' })
  @MinLength(1, { message: 'API key is required' })
  @MaxLength(200, { message: 'API key is too long' })
  apiKey!: string;
}

export class ConnectionTestDto {
  @ApiProperty({ description: 'Whether the service accepted the key' })
  ok!: boolean;

  @ApiProperty({ example: 'Klaviyo accepted the API key.', description: 'What the check found, in words' })
  message!: string;
}

export class AudienceDto {
  @ApiProperty({ example: 'Y6nRLr' })
  id!: string;

  @ApiProperty({ example: 'Newsletter' })
  name!: string;

  @ApiProperty({ enum: ['list', 'segment'], description: 'Klaviyo has lists and segments; Mailchimp audiences are lists' })
  kind!: 'list' | 'segment';
}
