import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { BRAND_LIMITS, EMAIL_LANGUAGE_MAX, type BrandFileKind } from '@mailplan/shared';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';
import type { BrandColorsDto, BrandGuideDto, BrandTypographyDto, BusinessContextDto, EmailStrategyDto } from './dto/brand-settings.dto.js';

// The JSON columns hold the shapes GET /api/brand-settings answers; their one definition is the
// DTO class (dto/brand-settings.dto.ts). The columns are typed through these local aliases, not the
// imported classes, so that the emitted design type stays `Object` and MikroORM treats each one as
// plain JSON, as it did before.
type Typography = BrandTypographyDto;
type Colors = BrandColorsDto;
type Guide = BrandGuideDto;
type StrategySurvey = EmailStrategyDto;
type BusinessContext = BusinessContextDto;

/** An organization's one brand profile (product decision P7). Uploaded files live in `brand_files`. */
@TenantFiltered()
@Entity({ tableName: 'brand_settings' })
@Unique({ properties: ['organizationId'] })
export class BrandSettings {
  [OptionalProps]?: 'websiteUrl' | 'brandGuide' | 'emailStrategy' | 'businessContext' | 'countries' | 'regions' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: BRAND_LIMITS.nameMax })
  name!: string;

  @Property({ type: 'string', length: BRAND_LIMITS.websiteUrlMax, fieldName: 'website_url', nullable: true })
  websiteUrl?: string | null;

  /** The language of the brand's emails, a BCP 47 tag (`en` when null): the export's `<html lang>` and `dir`. */
  @Property({ type: 'string', length: EMAIL_LANGUAGE_MAX, nullable: true })
  language?: string | null;

  @Property({ type: 'json' })
  typography!: Typography;

  @Property({ type: 'json' })
  colors!: Colors;

  @Property({ type: 'json', nullable: true })
  brandGuide?: Guide | null;

  /** The strategy survey (the spec's fields) with the generated strategy; every field optional. */
  @Property({ type: 'json', nullable: true })
  emailStrategy?: StrategySurvey | null;

  @Property({ type: 'json', nullable: true })
  businessContext?: BusinessContext | null;

  /** The countries the brand sells in (ISO codes of SELLING_COUNTRIES); the calendar shows their holidays. */
  @Property({ type: 'json', nullable: true })
  countries?: string[] | null;

  /** The chosen region of those countries whose holidays differ by region (`GB-SCT`); a country not named here uses its default (CALENDAR_REGIONS). */
  @Property({ type: 'json', nullable: true })
  regions?: string[] | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * An uploaded brand file: its bytes (bytea) and the text read from it for prompts. A table of its
 * own so that reading the brand settings never loads file bytes.
 */
@TenantFiltered()
@Entity({ tableName: 'brand_files' })
@Unique({ properties: ['organizationId', 'kind'] })
export class BrandFile {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: 30 })
  kind!: BrandFileKind;

  @Property({ type: 'string', length: 255 })
  filename!: string;

  @Property({ type: 'string', length: 255 })
  mimetype!: string;

  @Property({ type: 'integer' })
  size!: number;

  /** The text read from the file ('' when it could not be read). */
  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'boolean', fieldName: 'text_extracted' })
  textExtracted!: boolean;

  @Property({ type: 'blob', lazy: true })
  data!: Buffer;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  createdAt: Date = new Date();
}
