import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { CALENDAR_LINK_LABEL_MAX } from '@mailplan/shared';
import { Organization } from '../organization/organization.entity.js';
import { TenantFiltered } from '../common/tenant-scope.js';

export const CALENDAR_LINK_KINDS = ['feed', 'share'] as const;
export type CalendarLinkKind = (typeof CALENDAR_LINK_KINDS)[number];

/**
 * A secret address of the organization's calendar: an iCalendar feed (`feed`, no expiry) or a
 * read-only share page (`share`, with an expiry). Only the SHA-256 of the token is kept: the
 * address is shown once, when it is made, and a revoked link is deleted
 * (docs/decisions.md#calendar-feed-and-share).
 */
@TenantFiltered()
@Entity({ tableName: 'calendar_links' })
@Index({ properties: ['organizationId', 'kind'] })
export class CalendarLink {
  [OptionalProps]?: 'label' | 'expiresAt' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Enum({ items: () => [...CALENDAR_LINK_KINDS], nativeEnumName: undefined })
  kind!: CalendarLinkKind;

  /** Hex SHA-256 of the token in the address. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** Who or what it is for, as the sharing dialog lists it. */
  @Property({ type: 'string', length: CALENDAR_LINK_LABEL_MAX, nullable: true })
  label?: string | null = null;

  /** A share link stops answering after this instant; a feed has none. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
