import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { EmailConcept } from '../concept/email-concept.entity.js';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';

/**
 * The feed's memory of each scheduled concept: the date it last served and the event's SEQUENCE,
 * raised by one whenever the served date differs from the last one (moved, or scheduled again
 * after being taken off the calendar), so calendar apps replace their copy.
 */
@TenantFiltered()
@Entity({ tableName: 'calendar_feed_items' })
export class CalendarFeedItem {
  [OptionalProps]?: 'scheduledDate' | 'sequence' | 'changedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @ManyToOne(() => EmailConcept, { mapToPk: true, deleteRule: 'cascade', fieldName: 'concept_id', unique: true })
  conceptId!: number;

  /** The date last served, `yyyy-mm-dd`; null while the concept is off the calendar. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  scheduledDate?: string | null = null;

  @Property({ type: 'integer', default: 0 })
  sequence: number = 0;

  /** When the served date last changed (the event's LAST-MODIFIED). */
  @Property({ type: 'datetime', onCreate: () => new Date() })
  changedAt: Date = new Date();
}
