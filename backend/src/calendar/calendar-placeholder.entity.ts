import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { CALENDAR_SETTINGS_DEFAULTS, PLACEHOLDER_LIMITS } from '@mailplan/shared';
import { TenantFiltered } from '../../common/tenant-scope.js';
import { Organization } from '../../organization/organization.entity.js';

/** An organization's clash rules for the content calendar (one row; defaults until saved). */
@TenantFiltered()
@Entity({ tableName: 'calendar_settings' })
@Unique({ properties: ['organizationId'] })
export class CalendarSettings {
  [OptionalProps]?: 'sameDayClash' | 'promotionClash' | 'promotionWindowDays' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  /** Two concepts on the same day clash. */
  @Property({ type: 'boolean', default: CALENDAR_SETTINGS_DEFAULTS.sameDayClash })
  sameDayClash: boolean = CALENDAR_SETTINGS_DEFAULTS.sameDayClash;

  /** Two promotions fewer than `promotionWindowDays` days apart clash. */
  @Property({ type: 'boolean', default: CALENDAR_SETTINGS_DEFAULTS.promotionClash })
  promotionClash: boolean = CALENDAR_SETTINGS_DEFAULTS.promotionClash;

  @Property({ type: 'smallint', default: CALENDAR_SETTINGS_DEFAULTS.promotionWindowDays })
  promotionWindowDays: number = CALENDAR_SETTINGS_DEFAULTS.promotionWindowDays;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

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
