import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { LIMITS, ROLES, type Role } from '@mailplan/shared';
import { TenantFiltered } from '../common/tenant-scope.js';
import { Organization } from './organization.entity.js';
import { User } from './user.entity.js';

/**
 * What became of an invitation: `pending` until someone joins with it (`accepted`), an admin
 * revokes it (`revoked`) or sends it again (`replaced`: the new link is a new row). A pending
 * invitation past `expiresAt` is expired; nothing is written for that.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'replaced'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * An invitation to join an organization with a role (docs/decisions.md#invitations). Only the
 * SHA-256 hash of the link's token is stored: the token itself is shown once (or emailed) and
 * cannot be read back.
 */
@TenantFiltered()
@Entity({ tableName: 'invitations' })
@Index({ properties: ['organizationId', 'status'] })
export class Invitation {
  [OptionalProps]?: 'status' | 'invitedById' | 'acceptedById' | 'acceptedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  /** Lower-cased, like users' emails. */
  @Property({ type: 'string', length: LIMITS.emailMax })
  email!: string;

  @Enum({ items: () => [...ROLES], nativeEnumName: undefined })
  role!: Role;

  /** Hex SHA-256 of the link's token. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Enum({ items: () => [...INVITATION_STATUSES], nativeEnumName: undefined, default: 'pending' })
  status: InvitationStatus = 'pending';

  @ManyToOne(() => User, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'invited_by_id' })
  invitedById?: number | null;

  @ManyToOne(() => User, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'accepted_by_id' })
  acceptedById?: number | null;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
