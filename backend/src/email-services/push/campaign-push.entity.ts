import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Organization } from '../../organization/organization.entity.js';
import { TenantFiltered } from '../../common/tenant-scope.js';
import { Campaign } from '../../campaign/campaign.entity.js';
import type { EmailServiceId } from '../email-service.js';

export const PUSH_STATUSES = ['queued', 'pushing', 'pushed', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/**
 * Where a campaign stands in one email service: what the last push was asked for (audience,
 * sender) and the remote ids it made. Each step of a push saves the id it made before the next
 * step, so a push cut short is completed by the next one and never makes a second copy.
 */
@TenantFiltered()
@Entity({ tableName: 'campaign_pushes' })
@Unique({ properties: ['campaignId', 'service'] })
export class CampaignPush {
  [OptionalProps]?:
    | 'audienceName'
    | 'fromName'
    | 'replyTo'
    | 'remoteTemplateId'
    | 'remoteCampaignId'
    | 'remoteMessageId'
    | 'remoteWebId'
    | 'dataCenter'
    | 'status'
    | 'error'
    | 'jobId'
    | 'pushedAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @ManyToOne(() => Campaign, { mapToPk: true, deleteRule: 'cascade', fieldName: 'campaign_id' })
  campaignId!: number;

  @Property({ type: 'string', length: 20 })
  service!: EmailServiceId;

  @Property({ type: 'string', length: 100 })
  audienceId!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  audienceName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  fromName: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  replyTo: string | null = null;

  /** Klaviyo: the CODE template holding the exported HTML. */
  @Property({ type: 'string', length: 100, nullable: true })
  remoteTemplateId: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  remoteCampaignId: string | null = null;

  /** Klaviyo: the campaign's email message. */
  @Property({ type: 'string', length: 100, nullable: true })
  remoteMessageId: string | null = null;

  /** Mailchimp: the campaign's web id (its link in Mailchimp's app). */
  @Property({ type: 'string', length: 40, nullable: true })
  remoteWebId: string | null = null;

  /** Mailchimp: the data centre the campaign lives in (its link). */
  @Property({ type: 'string', length: 20, nullable: true })
  dataCenter: string | null = null;

  @Property({ type: 'string', length: 20, default: 'queued' })
  status: PushStatus = 'queued';

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  jobId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  pushedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
