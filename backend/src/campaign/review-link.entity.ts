import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from '../organization/organization.entity.js';
import { User } from '../organization/user.entity.js';
import { Campaign } from './campaign.entity.js';

/**
 * An outside reviewer's share link to one campaign. Only the token's SHA-256 is stored; the
 * token itself is shown once, when the link is made. It works until `expiresAt` or until revoked,
 * and lets its holder see that campaign's email and approve it or request changes, nothing else.
 */
@TenantFiltered()
@Entity({ tableName: 'campaign_review_links' })
@Index({ properties: ['organizationId', 'campaignId', 'id'] })
export class ReviewLink {
  [OptionalProps]?: 'createdByUserId' | 'revokedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @ManyToOne(() => Campaign, { mapToPk: true, deleteRule: 'cascade', fieldName: 'campaign_id' })
  campaignId!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'created_by_user_id' })
  createdByUserId?: number | null = null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
