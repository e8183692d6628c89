import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PLACEHOLDER_LIMITS } from '@mailplan/shared';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';

/** A dated slot on the calendar with a type and a note, before any concept fills it. */
@TenantFiltered()
@Entity({ tableName: 'calendar_placeholders' })
export class CalendarPlaceholder {
  [OptionalProps]?: 'note' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  /** A calendar date (`yyyy-mm-dd`), as a concept's scheduledDate. */
  @Property({ type: 'string', columnType: 'date' })
  date!: string;

  /** One of the concept categories (CAMPAIGN_TYPES). */
  @Property({ type: 'string', length: 50 })
  campaignType!: string;

  @Property({ type: 'string', length: PLACEHOLDER_LIMITS.noteMax, default: '' })
  note: string = '';

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
