import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { SentVersionProperty, VersionProperty } from '../../common/edit-conflict.js';
import { RequiredText } from '../../common/validation.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@mailplan/shared';
import { CAMPAIGN_LIMITS as L, CAMPAIGN_MESSAGES as M, CHECKLIST_ITEMS, CHECKLIST_STATUSES, type ChecklistItemId, type ChecklistStatus } from '@mailplan/shared';

const EXAMPLE_INSTANCE = 'instance-1-1732000000000-k3j9x2m1q';

/** Candidate texts kept with the campaign to choose from (subject lines, preview texts): at most `L.optionsMax`, each at most `maxLength` characters. */
const TextOptions = (maxLength: number, message: string, example: string) =>
  applyDecorators(
    ApiProperty({ required: false, type: String, isArray: true, maxItems: L.optionsMax, example: [example] }),
    IsOptional(),
    IsArray({ message }),
    ArrayMaxSize(L.optionsMax, { message }),
    IsString({ each: true, message }),
    MaxLength(maxLength, { each: true, message }),
  );

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** instance id → field name → text, each text within the field content limit. */
export function isCampaignContent(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const entries = Object.entries(value);
  if (entries.length > L.instancesMax * 2) return false;
  return entries.every(([key, fields]) => key.length > 0 && key.length <= L.instanceIdMax && isPlainObject(fields) && Object.values(fields).every((text) => typeof text === 'string'));
}

const IsCampaignContent = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isCampaignContent', validator: { validate: isCampaignContent, defaultMessage: () => M.content } }, options);

const FieldContentWithinLimit = () =>
  ValidateBy({
    name: 'fieldContentWithinLimit',
    validator: {
      validate: (value: unknown) => !isPlainObject(value) || Object.values(value).every((f) => !isPlainObject(f) || Object.values(f).every((t) => typeof t !== 'string' || t.length <= L.fieldContentMax)),
      defaultMessage: () => M.fieldContentMax,
    },
  });

/** The OpenAPI shape of `content`. */
export const CONTENT_SCHEMA = {
  type: 'object',
  description: 'Module instance id → field name → text',
  additionalProperties: { type: 'object', additionalProperties: { type: 'string', maxLength: L.fieldContentMax } },
  example: { [EXAMPLE_INSTANCE]: { headline: 'Meet the new matcha starter kit', button_text: 'Shop the kit' } },
} as const;

export class ModuleInstanceDto {
  @ApiProperty({ example: EXAMPLE_INSTANCE, maxLength: L.instanceIdMax, description: 'instance-{moduleId}-{timestamp}-{random}' })
  @IsString({ message: M.instanceIdRequired })
  @IsNotEmpty({ message: M.instanceIdRequired })
  @MaxLength(L.instanceIdMax, { message: M.instanceIdMax })
  instanceId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: "One of the organization's modules" })
  @IsInt({ message: M.moduleIdPositive })
  @Min(1, { message: M.moduleIdPositive })
  moduleId!: number;
}

/**
 * A `moduleInstances` array (the campaign body, the AI content call): optional, at most
 * `instancesMax` items, each validated as `type` (ModuleInstanceDto or a class extending it).
 */
export function ModuleInstancesProperty(type: () => typeof ModuleInstanceDto): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ required: false, type: [type()] }),
    IsOptional(),
    IsArray({ message: M.moduleInstancesList }),
    ArrayMaxSize(L.instancesMax, { message: M.instancesMax }),
    ValidateNested({ each: true, message: M.moduleInstancesList }),
    Type(type),
  );
}

/**
 * An optional list of module ids, no longer than the instances an email can hold. The property's
 * ApiProperty stays beside it (descriptions differ). Listed bottom-up, as stacked decorators run.
 */
export function OptionalModuleIds(messages: { list: string; id: string }): PropertyDecorator {
  return applyDecorators(
    Min(1, { each: true, message: messages.id }),
    IsInt({ each: true, message: messages.id }),
    ArrayMaxSize(L.instancesMax, { message: M.instancesMax }),
    IsArray({ message: messages.list }),
    IsOptional(),
  );
}

const unique = (values: string[]) => new Set(values).size === values.length;

const UniqueInstanceIds = () =>
  ValidateBy({
    name: 'uniqueInstanceIds',
    validator: {
      validate: (value: unknown) => !Array.isArray(value) || unique(value.map((v: { instanceId?: unknown }) => (isPlainObject(v) ? String(v.instanceId) : ''))),
      defaultMessage: () => M.instanceIdsUnique,
    },
  });

/**
 * The campaign body (as the spec's calls send it): POST creates, PATCH changes the fields sent. New
 * clients send `moduleInstances`; a body with only `moduleOrder` (content keyed by module id) is
 * read the legacy way and stored as instances.
 */
export class CampaignInputDto {
  @RequiredText(L.nameMax, { required: M.nameRequired, tooLong: M.nameMax }, 'Spring matcha launch')
  name!: string;

  @ApiProperty({ required: false, maxLength: L.subjectMax, default: '', example: 'Meet the matcha starter kit' })
  @IsOptional()
  @IsString({ message: M.subjectText })
  @MaxLength(L.subjectMax, { message: M.subjectMax })
  subject?: string;

  @ApiProperty({ required: false, maxLength: L.previewTextMax, default: '', example: 'Everything you need for your first whisk, in one box.' })
  @IsOptional()
  @IsString({ message: M.previewTextText })
  @MaxLength(L.previewTextMax, { message: M.previewTextMax })
  previewText?: string;

  @ApiProperty({ required: false, maxLength: L.goalMax, default: '', example: 'Launch the matcha starter kit to new subscribers' })
  @IsOptional()
  @IsString({ message: M.goalText })
  @MaxLength(L.goalMax, { message: M.goalMax })
  goal?: string;

  @ApiPropertyOptional({ ...CONTENT_SCHEMA })
  @IsOptional()
  @IsCampaignContent()
  @FieldContentWithinLimit()
  content?: Record<string, Record<string, string>>;

  @ApiProperty({ required: false, type: 'integer', isArray: true, minimum: 1, description: 'Module ids in order (derived from moduleInstances when those are sent)' })
  @OptionalModuleIds({ list: M.moduleOrderList, id: M.moduleIdPositive })
  moduleOrder?: number[];

  @ModuleInstancesProperty(() => ModuleInstanceDto)
  @UniqueInstanceIds()
  moduleInstances?: ModuleInstanceDto[];

  @TextOptions(L.subjectMax, M.subjectLineOptions, 'Meet the matcha starter kit')
  subjectLineOptions?: string[];

  @TextOptions(L.previewTextMax, M.previewTextOptions, 'Everything you need for your first whisk, in one box.')
  previewTextOptions?: string[];
}

/** PATCH: the same body, every field optional; only the fields sent change. */
export class UpdateCampaignDto extends PartialType(CampaignInputDto) {
  @SentVersionProperty()
  version?: number;
}

/** The export of the unsaved form: the campaign body as it stands, every field optional (a new campaign may have no name yet). */
export class CampaignDraftDto extends PartialType(CampaignInputDto) {}

/** A row of the campaign table: no content. */
export class CampaignSummaryDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ maxLength: L.nameMax })
  name!: string;

  @ApiProperty({ maxLength: L.subjectMax })
  subject!: string;

  @ApiProperty()
  goal!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ enum: CAMPAIGN_STATUSES, example: 'draft', description: 'Where the campaign is in its approval' })
  status!: CampaignStatus;
}

export class CampaignDto extends CampaignSummaryDto {
  @ApiProperty({ maxLength: L.previewTextMax })
  previewText!: string;

  @ApiProperty({ type: String, isArray: true })
  subjectLineOptions!: string[];

  @ApiProperty({ type: String, isArray: true })
  previewTextOptions!: string[];

  @ApiProperty({ ...CONTENT_SCHEMA })
  content!: Record<string, Record<string, string>>;

  @ApiProperty({ type: 'integer', isArray: true, description: 'Module ids in order, one per instance' })
  moduleOrder!: number[];

  @ApiProperty({ type: [ModuleInstanceDto], description: 'Legacy campaigns (only a module order, or content keyed by module) are answered as instances too' })
  moduleInstances!: ModuleInstanceDto[];

  @ApiProperty()
  organizationId!: number;

  @VersionProperty()
  version!: number;
}

/** 409 of PATCH /api/campaigns/{id}: a stale edit, nothing written; the stored campaign beside the message. */
export class CampaignConflictDto extends ErrorResponseDto {
  @ApiProperty({ type: () => CampaignDto, description: 'The campaign as stored now' })
  current!: CampaignDto;
}

// ---- export ------------------------------------------------------------------------------------

const CHECKLIST_IDS = Object.keys(CHECKLIST_ITEMS) as ChecklistItemId[];

export class ChecklistItemDto {
  @ApiProperty({ enum: CHECKLIST_IDS, example: 'subjectLength' })
  id!: ChecklistItemId;

  @ApiProperty({ enum: CHECKLIST_STATUSES, description: 'pass: nothing to do; warn: worth a look; fail: inboxes or readers will punish it' })
  status!: ChecklistStatus;

  @ApiProperty({ example: CHECKLIST_ITEMS.subjectLength })
  label!: string;

  @ApiProperty({ example: 'The subject line has 38 characters (50 or fewer show in full on phones).', description: 'One line of advice' })
  reason!: string;
}

export class CampaignExportDto {
  @ApiProperty({ description: 'One complete email document: doctype, <title> of the subject, hidden preheader, CSS inlined' })
  html!: string;

  @ApiProperty({ description: 'The plain-text alternative' })
  text!: string;

  @ApiProperty({ description: 'Size of the HTML in bytes (UTF-8); Gmail clips a message over 102 KB' })
  sizeBytes!: number;

  @ApiProperty({ type: [ChecklistItemDto], description: "The 'Ready to send' checklist, one item per check" })
  checklist!: ChecklistItemDto[];
}

/** The finished email as a draft message file (.eml), for an email service that imports one, or to open in a mail program. */
export class CampaignEmlDto {
  @ApiProperty({
    description:
      'An RFC 5322 message (message/rfc822): the subject, the preheader inside the HTML, and a multipart/alternative body of the plain text and the HTML; marked X-Unsent: 1 so that mail programs open it as a draft. No sender or recipients.',
  })
  eml!: string;
}
