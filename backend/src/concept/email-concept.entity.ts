import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { CONCEPT_LIMITS } from '@mailplan/shared';
import { Campaign } from '../campaign/campaign.entity.js';
import { Organization } from '../organization/organization.entity.js';
import { TenantFiltered } from '../common/tenant-scope.js';
import type { StrategicAlignmentDto } from '../ai/tasks/concept-content.dto.js';

/** Stored as a JSON object; older rows may hold JSON text (read with `strategicAlignmentObject`). */
export type StrategicAlignment = StrategicAlignmentDto;

/** An email campaign concept (the spec's EmailConcept entity). */
@TenantFiltered()
@Entity({ tableName: 'email_concepts' })
@Index({ properties: ['organizationId', 'generationId'] })
// a category's page and the calendar's range of days (docs/decisions.md#paged-reads)
@Index({ properties: ['organizationId', 'campaignType', 'id'] })
@Index({ properties: ['organizationId', 'scheduledDate'] })
// the calendar's Unscheduled Content: planned (selected, not rejected) and with no date, a page at a time
@Index({
  name: 'email_concepts_planned_unscheduled_index',
  properties: ['organizationId', 'id'],
  where: 'selected = true and rejected = false and scheduled_date is null',
})
export class EmailConcept {
  [OptionalProps]?: 'selected' | 'rejected' | 'scheduledDate' | 'campaignId' | 'createdAt' | 'version';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  /** One of CAMPAIGN_TYPES when written by the API; anything else reads as 'other'. */
  @Property({ type: 'string', length: 50 })
  campaignType!: string;

  @Property({ type: 'string', length: CONCEPT_LIMITS.titleMax })
  title!: string;

  @Property({ type: 'text' })
  coreMessage!: string;

  @Property({ type: 'json' })
  strategicAlignment!: StrategicAlignment;

  @Property({ type: 'text' })
  targetAudience!: string;

  @Property({ type: 'text' })
  callToAction!: string;

  @Property({ type: 'boolean', default: false })
  selected: boolean = false;

  @Property({ type: 'boolean', default: false })
  rejected: boolean = false;

  /**
   * A calendar date (product decision P10), kept as the `yyyy-mm-dd` text Postgres answers for a
   * `date` column: no time zone ever touches it on the way in or out.
   */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  scheduledDate?: string | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  /** Shared by the concepts of one generation. */
  @Property({ type: 'string', length: CONCEPT_LIMITS.generationIdLength })
  generationId!: string;

  @Index()
  @ManyToOne(() => Campaign, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'campaign_id' })
  campaignId?: number | null = null;

  /**
   * Raised by one at every change; the edit form's save sends the version it started from, and a
   * stale one answers 409 (docs/decisions.md#edit-conflicts).
   */
  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;
}
