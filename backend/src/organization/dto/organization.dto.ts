import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LIMITS, MESSAGES } from '@mailplan/shared';
import { RequiredText } from '../../common/validation.js';
import type { Organization } from '../organization.entity.js';

export class CreateOrganizationDto {
  @RequiredText(LIMITS.nameMax, { required: MESSAGES.organizationNameRequired, tooLong: `Organization name must be at most ${LIMITS.nameMax} characters` }, 'Acme Outdoor')
  name!: string;

  @ApiProperty({ type: String, required: false, nullable: true, example: 'Outdoor gear for families' })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  description?: string | null;
}

export class OrganizationDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Acme Outdoor' })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;
}

export function toOrganizationDto(o: Organization): OrganizationDto {
  return {
    id: o.id,
    name: o.name,
    description: o.description ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
