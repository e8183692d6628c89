import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import type { ReviewDecision } from '@mailplan/shared';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';
import { User } from '../organization/user.entity.js';
import { Campaign } from './campaign.entity.js';

/**
 * A comment on a campaign, optionally pinned to one module instance of it. A review decision
 * (approve, request changes) with its comment is kept here too, so the campaign's conversation
 * reads in one place. Written by a member, or by an outside reviewer through a share link.
 */
@TenantFiltered()
@Entity({ tableName: 'campaign_comments' })
@Index({ properties: ['organizationId', 'campaignId', 'id'] })
export class CampaignComment {
  [OptionalProps]?: 'instanceId' | 'authorUserId' | 'decision' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @ManyToOne(() => Campaign, { mapToPk: true, deleteRule: 'cascade', fieldName: 'campaign_id' })
  campaignId!: number;

  /** The module instance it is about (`moduleInstances[].instanceId`), or null for the whole campaign. */
  @Property({ type: 'string', length: 200, nullable: true })
  instanceId?: string | null = null;

  @Property({ type: 'string', length: 16 })
  authorKind!: 'user' | 'reviewer';

  /** The member who wrote it (null for an outside reviewer or a member since removed). */
  @ManyToOne(() => User, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'author_user_id' })
  authorUserId?: number | null = null;

  @Property({ type: 'string', length: 200 })
  authorName!: string;

  @Property({ type: 'text' })
  body!: string;

  /** Set when the comment came with a review decision. */
  @Property({ type: 'string', length: 24, nullable: true })
  decision?: ReviewDecision | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
