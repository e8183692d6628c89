import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { LIMITS, MODULE_CATEGORIES, type ModuleCategory, type ModuleFieldType } from '@mailplan/shared';
import { Organization } from '../organization/organization.entity.js';
import { TenantFiltered } from '../common/tenant-scope.js';

export interface ModuleField {
  name: string;
  type: ModuleFieldType;
  required: boolean;
  maxLength?: number;
  minLength?: number;
  purpose: string;
  placeholder?: string;
}

/** An email content module ("Module" in the spec; named so it does not shadow Nest's @Module). */
@TenantFiltered()
@Entity({ tableName: 'modules' })
@Unique({ properties: ['organizationId', 'starterKey'] })
export class EmailModule {
  [OptionalProps]?: 'fields' | 'htmlContent' | 'starterKey' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: LIMITS.nameMax })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Enum({ items: () => [...MODULE_CATEGORIES] })
  category!: ModuleCategory;

  @Property({ type: 'json' })
  fields: ModuleField[] = [];

  @Property({ type: 'text', fieldName: 'html_content', default: '' })
  htmlContent: string = '';

  /** Set on the ready-made modules a new organization starts with; makes seeding idempotent. */
  @Property({ type: 'string', length: 50, nullable: true })
  starterKey?: string | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
