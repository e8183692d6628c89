import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { BRAND_LIMITS, type BrandFileKind } from '@mailplan/shared';
import type { EmailStrategyInput } from '../ai/tasks/email-strategy.task.js';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';

export interface BrandTypography {
  headingFont: string;
  bodyFont: string;
  baseFontSize: number;
  scaleRatio: number;
}

export interface BrandCustomColor {
  name: string;
  value: string;
}

export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
  customColors: BrandCustomColor[];
}

export interface BrandGuide {
  text: string;
  generatedAt?: string;
  updatedAt?: string;
}

/**
 * The strategy survey (part 2, section 3) with the generated strategy; every field optional. The
 * answers are the strategy prompt's input (one list of fields for both).
 */
export interface EmailStrategySurvey extends Omit<EmailStrategyInput, 'brandGuideText'> {
  hasCompletedSurvey?: boolean;
  completedAt?: string;
  generatedStrategy?: string;
  generatedAt?: string;
}

export interface BusinessContext {
  monthlyContext?: string;
}

/** An organization's one brand profile (decision 7). Uploaded files live in `brand_files`. */
@TenantFiltered()
@Entity({ tableName: 'brand_settings' })
@Unique({ properties: ['organizationId'] })
export class BrandSettings {
  [OptionalProps]?: 'websiteUrl' | 'brandGuide' | 'emailStrategy' | 'businessContext' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: BRAND_LIMITS.nameMax })
  name!: string;

  @Property({ type: 'string', length: BRAND_LIMITS.websiteUrlMax, fieldName: 'website_url', nullable: true })
  websiteUrl?: string | null;

  @Property({ type: 'json' })
  typography!: BrandTypography;

  @Property({ type: 'json' })
  colors!: BrandColors;

  @Property({ type: 'json', nullable: true })
  brandGuide?: BrandGuide | null;

  @Property({ type: 'json', nullable: true })
  emailStrategy?: EmailStrategySurvey | null;

  @Property({ type: 'json', nullable: true })
  businessContext?: BusinessContext | null;

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
