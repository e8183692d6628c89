import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, MESSAGES } from '@mailplan/shared';
import type { Organization } from '../organization.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateOrganizationDto {
  @ApiProperty({ maxLength: LIMITS.nameMax, example: 'Acme Outdoor' })
  @Transform(trim)
  @IsString({ message: MESSAGES.organizationNameRequired })
  @IsNotEmpty({ message: MESSAGES.organizationNameRequired })
  @MaxLength(LIMITS.nameMax, { message: `Organization name must be at most ${LIMITS.nameMax} characters` })
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
