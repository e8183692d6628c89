import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { LIMITS } from '@mailplan/shared';
import { Organization } from '../organization/organization.entity.js';
import { TenantFiltered } from '../common/tenant.js';

/**
 * An email campaign. For now only what a concept's link needs; the campaigns feature adds the
 * subject, preview text, goal, content and module instances.
 */
@TenantFiltered()
@Entity({ tableName: 'campaigns' })
export class Campaign {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: LIMITS.nameMax })
  name!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
