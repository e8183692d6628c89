import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { CALENDAR_SETTINGS_DEFAULTS } from '@mailplan/shared';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';

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
