import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { CAMPAIGN_LIMITS, type CampaignStatus } from '@mailplan/shared';
import { Organization } from '../organization/organization.entity.js';
import { TenantFiltered } from '../common/tenant-scope.js';

/** One module in a campaign (the spec's Campaign entity); the same module may appear more than once. */
export interface ModuleInstance {
  instanceId: string;
  moduleId: number;
}

/** instance id → field name → text. A legacy row may key it by module id (product decision P11). */
export type CampaignContent = Record<string, Record<string, string>>;

/**
 * An email campaign (the spec's Campaign entity). Rows written before module instances existed hold
 * only `moduleOrder` (with content keyed by module id) or only content keys:
 * `campaign-instances.ts` reads them as instances, and the next update stores them in the new form
 * (product decision P11, docs/decisions.md#legacy-campaigns). The columns have defaults so that
 * such rows, and rows written by older code, read without gaps.
 */
@TenantFiltered()
@Entity({ tableName: 'campaigns' })
@Index({ properties: ['organizationId', 'createdAt', 'id'] })
// the campaign table's other orders (docs/decisions.md#paged-reads)
@Index({ properties: ['organizationId', 'updatedAt', 'id'] })
@Index({ properties: ['organizationId', 'name', 'id'] })
export class Campaign {
  [OptionalProps]?: 'subject' | 'previewText' | 'goal' | 'subjectLineOptions' | 'previewTextOptions' | 'content' | 'moduleOrder' | 'moduleInstances' | 'createdAt' | 'updatedAt' | 'version' | 'status';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: CAMPAIGN_LIMITS.nameMax })
  name!: string;

  @Property({ type: 'string', length: CAMPAIGN_LIMITS.subjectMax, default: '' })
  subject: string = '';

  @Property({ type: 'string', length: CAMPAIGN_LIMITS.previewTextMax, default: '' })
  previewText: string = '';

  @Property({ type: 'text', default: '' })
  goal: string = '';

  @Property({ type: 'json', default: '[]' })
  subjectLineOptions: string[] = [];

  @Property({ type: 'json', default: '[]' })
  previewTextOptions: string[] = [];

  @Property({ type: 'json', default: '{}' })
  content: CampaignContent = {};

  /** Module ids in order; kept in step with `moduleInstances` (legacy rows hold only this). */
  @Property({ type: 'json', default: '[]' })
  moduleOrder: number[] = [];

  @Property({ type: 'json', default: '[]' })
  moduleInstances: ModuleInstance[] = [];

  /** Where the campaign is in its approval (campaign-approval.ts); any edit of an approved one returns it to draft. */
  @Property({ type: 'string', length: 24, default: 'draft' })
  status: CampaignStatus = 'draft';

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date(), defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /**
   * Raised by one at every change; a form's save sends the version it started from, and a stale
   * one answers 409 (docs/decisions.md#edit-conflicts). The update's WHERE includes it, so two
   * saves from the same version cannot both be written.
   */
  @Property({ type: 'integer', version: true, default: 1 })
  version: number = 1;
}
