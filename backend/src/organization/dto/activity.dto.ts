import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ACTIVITY_SUBJECT_TYPES, ACTOR_KINDS, type ActivitySubjectType, type ActorKind } from '../activity.entity.js';
import { MAX_ID } from '@mailplan/shared';

const PAGE_MAX = 100;

/** An optional row id of the query string (a positive integer). */
const QueryRowId = (name: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, description }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${name} must be a positive integer` }),
    Min(1, { message: `${name} must be a positive integer` }),
    Max(MAX_ID, { message: `${name} must be a positive integer` }),
  );

export class ActivityQueryDto {
  @ApiPropertyOptional({ enum: ACTIVITY_SUBJECT_TYPES, description: 'Only entries about this kind of record' })
  @IsOptional()
  @IsIn([...ACTIVITY_SUBJECT_TYPES], { message: `subjectType must be one of: ${ACTIVITY_SUBJECT_TYPES.join(', ')}` })
  subjectType?: ActivitySubjectType;

  @QueryRowId('subjectId', 'Only entries about this record (with subjectType)')
  subjectId?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${PAGE_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${PAGE_MAX}` })
  @Max(PAGE_MAX, { message: `limit must be a whole number from 1 to ${PAGE_MAX}` })
  limit?: number;

  @QueryRowId('before', 'Entries older than this entry id (the last id of the previous page)')
  before?: number;
}

export class ActivityActorDto {
  @ApiProperty({ enum: ACTOR_KINDS, description: 'A member, an outside reviewer (share link) or the product' })
  kind!: ActorKind;

  @ApiProperty({ type: 'integer', nullable: true })
  userId!: number | null;

  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;
}

export class ActivityDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ type: ActivityActorDto })
  actor!: ActivityActorDto;

  @ApiProperty({ enum: ACTIVITY_SUBJECT_TYPES })
  subjectType!: ActivitySubjectType;

  @ApiProperty({ type: 'integer', nullable: true })
  subjectId!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The name of the record at the time' })
  subjectName!: string | null;

  @ApiProperty({ example: 'sent_for_review' })
  action!: string;

  @ApiProperty({ type: String, nullable: true, example: 'edited after approval' })
  detail!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}
