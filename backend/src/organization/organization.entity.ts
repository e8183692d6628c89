import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { LIMITS } from '@mailplan/shared';

@Entity({ tableName: 'organizations' })
export class Organization {
  [OptionalProps]?: 'description' | 'approvalRequired' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: LIMITS.nameMax })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** When on, a campaign is exported (or pushed to an email service) only once approved. */
  @Property({ type: 'boolean', default: false })
  approvalRequired: boolean = false;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
