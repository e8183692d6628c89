import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { DEFAULT_ROLE, LIMITS, ROLES, type Role } from '@mailplan/shared';
import { Organization } from './organization.entity.js';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'role' | 'organizationId' | 'isActive' | 'pendingSetup' | 'lastLogin' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stored lower-cased, so the same address cannot register twice in different cases. */
  @Property({ type: 'string', length: LIMITS.emailMax, unique: true })
  email!: string;

  /** argon2id hash; `hidden` keeps it out of every serialised form of the entity. */
  @Property({ type: 'string', length: LIMITS.passwordHashMax, fieldName: 'password_hash', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: LIMITS.personNameMax })
  firstName!: string;

  @Property({ type: 'string', length: LIMITS.personNameMax })
  lastName!: string;

  @Enum({ items: () => [...ROLES], nativeEnumName: undefined, default: DEFAULT_ROLE })
  role: Role = DEFAULT_ROLE;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, nullable: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId?: number | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'boolean', default: false })
  pendingSetup: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  lastLogin?: Date | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
