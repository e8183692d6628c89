import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import type { EmailServiceId } from '@mailplan/shared';
import { Organization } from '../../organization/organization.entity.js';
import { TenantFiltered } from '../../common/tenant-scope.js';

/**
 * An organization's connection to one email service: its API key, encrypted at rest
 * (connection-crypto.ts), and what may be shown of it (the key's last four characters, the
 * Mailchimp data centre, the account's name). One per organization and service.
 */
@TenantFiltered()
@Entity({ tableName: 'email_connections' })
@Unique({ properties: ['organizationId', 'service'] })
export class EmailConnection {
  [OptionalProps]?: 'dataCenter' | 'accountName' | 'lastTestedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne(() => Organization, { mapToPk: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organizationId!: number;

  @Property({ type: 'string', length: 20 })
  service!: EmailServiceId;

  /** `v1:` + base64 of IV (12 bytes), auth tag (16 bytes) and the AES-256-GCM ciphertext of the key. */
  @Property({ type: 'text' })
  encryptedKey!: string;

  @Property({ type: 'string', length: 4 })
  keyLast4!: string;

  /** Mailchimp's data centre (the key's `-us21` suffix); null for Klaviyo. */
  @Property({ type: 'string', length: 20, nullable: true })
  dataCenter: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  accountName: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastTestedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
