import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import type { ActivityAction } from '@mailplan/shared';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from './organization.entity.js';
import { User } from './user.entity.js';

/** What an activity entry is about. */
export const ACTIVITY_SUBJECT_TYPES = ['campaign', 'concept', 'brand', 'member', 'organization'] as const;
export type ActivitySubjectType = (typeof ACTIVITY_SUBJECT_TYPES)[number];

/** Who did it: a member, an outside reviewer (through a share link) or the product itself. */
export const ACTOR_KINDS = ['user', 'reviewer', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * One entry of the organization's history: who did what to which record, and when. The names of
 * the actor and of the subject are kept as they were at the time, so the entry still reads after
 * a member leaves or a campaign is renamed.
 */
@TenantFiltered()
@Entity({ tableName: 'activities' })
@Index({ properties: ['organizationId', 'id'] })
@Index({ properties: ['organizationId', 'subjectType', 'subjectId', 'id'] })
export class Activity {
  [OptionalProps]?: 'actorUserId' | 'subjectId' | 'subjectName' | 'detail' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: 16 })
  actorKind!: ActorKind;

  /** The member who did it (null for a reviewer, the product, or a member since removed). */
  @ManyToOne(() => User, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'actor_user_id' })
  actorUserId?: number | null;

  @Property({ type: 'string', length: 200 })
  actorName!: string;

  @Property({ type: 'string', length: 16 })
  subjectType!: ActivitySubjectType;

  @Property({ type: 'integer', nullable: true })
  subjectId?: number | null;

  @Property({ type: 'string', length: 200, nullable: true })
  subjectName?: string | null;

  /** What happened: one of the actions @mailplan/shared lists. */
  @Property({ type: 'string', length: 64 })
  action!: ActivityAction;

  /** A short sentence or quote: why the status changed, the comment, the new role. */
  @Property({ type: 'text', nullable: true })
  detail?: string | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
