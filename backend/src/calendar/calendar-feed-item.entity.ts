import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { EmailConcept } from '../concept/email-concept.entity.js';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';
import { CalendarPlaceholder } from './calendar-placeholder.entity.js';

/**
 * The feed's memory of each item it served (a scheduled concept or a placeholder): the date and
 * the wording it last served and the event's SEQUENCE, raised by one whenever either differs
 * from the last one (moved, reworded, or back on the calendar after leaving it), so calendar
 * apps replace their copy. Exactly one of conceptId and placeholderId is set.
 */
@TenantFiltered()
@Entity({ tableName: 'calendar_feed_items' })
@Check({ name: 'calendar_feed_items_one_item_check', expression: '(concept_id is null) <> (placeholder_id is null)' })
export class CalendarFeedItem {
  [OptionalProps]?: 'conceptId' | 'placeholderId' | 'scheduledDate' | 'fingerprint' | 'sequence' | 'changedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @ManyToOne(() => EmailConcept, { mapToPk: true, deleteRule: 'cascade', fieldName: 'concept_id', unique: true, nullable: true })
  conceptId?: number | null = null;

  /** A deleted placeholder's row goes with it: the next read simply leaves its event out. */
  @ManyToOne(() => CalendarPlaceholder, { mapToPk: true, deleteRule: 'cascade', fieldName: 'placeholder_id', unique: true, nullable: true })
  placeholderId?: number | null = null;

  /** The date last served, `yyyy-mm-dd`; null while the concept is off the calendar. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  scheduledDate?: string | null = null;

  /**
   * A hash of what the event last said (title, type, status); null for rows served before the
   * feed remembered it, which take the current wording without a raise.
   */
  @Property({ type: 'string', length: 64, nullable: true })
  fingerprint?: string | null = null;

  @Property({ type: 'integer', default: 0 })
  sequence: number = 0;

  /** When the served date or wording last changed (the event's LAST-MODIFIED). */
  @Property({ type: 'datetime', onCreate: () => new Date() })
  changedAt: Date = new Date();
}
