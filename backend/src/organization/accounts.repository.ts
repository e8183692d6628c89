import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Organization } from '../organization/organization.entity.js';
import { User } from '../organization/user.entity.js';

/**
 * The rows above tenant scope: organizations themselves and their members' own user rows. Domain
 * services use these operations instead of an EntityManager (see `TenantRepositories` for the
 * rows inside an organization).
 */
@Injectable()
export class AccountRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * In one transaction: creates the organization and makes the user its admin. `check` sees the
   * user's row as it is inside the transaction and may throw to stop (nothing is stored then).
   */
  createOrganizationFor(userId: number, data: { name: string; description: string | null }, check: (user: User) => void): Promise<Organization> {
    return this.em.transactional(async (em) => {
      const me = await em.findOneOrFail(User, { id: userId });
      check(me);
      const organization = em.create(Organization, data);
      await em.persist(organization).flush();
      me.organizationId = organization.id;
      me.role = 'admin';
      me.pendingSetup = false;
      return organization;
    });
  }

  /** The organization's name, or null when there is no such organization. */
  async organizationName(id: number): Promise<string | null> {
    const org = await this.em.fork().findOne(Organization, { id }, { fields: ['name'] });
    return org?.name ?? null;
  }

  /** A member's name as the activity log shows it ("Ada Lovelace", else the email), or null. */
  async userDisplayName(id: number): Promise<string | null> {
    const user = await this.em.fork().findOne(User, { id }, { fields: ['firstName', 'lastName', 'email'] });
    if (!user) return null;
    return `${user.firstName} ${user.lastName}`.trim() || user.email;
  }

  /** The organization's settings (approval required), or null when there is no such organization. */
  async organizationSettings(id: number): Promise<{ approvalRequired: boolean } | null> {
    const org = await this.em.fork().findOne(Organization, { id }, { fields: ['approvalRequired'] });
    return org ? { approvalRequired: org.approvalRequired } : null;
  }

  /** Changes the organization's settings; answers them, or null when there is no such organization. */
  async updateOrganizationSettings(id: number, changes: { approvalRequired?: boolean }): Promise<{ approvalRequired: boolean } | null> {
    const em = this.em.fork();
    const org = await em.findOne(Organization, { id });
    if (!org) return null;
    if (changes.approvalRequired !== undefined) org.approvalRequired = changes.approvalRequired;
    await em.flush();
    return { approvalRequired: org.approvalRequired };
  }

  /**
   * Loads the user, lets `change` modify it (or throw: nothing is stored) and writes the change.
   * Answers null when there is no such user.
   */
  async updateUser(id: number, change: (user: User) => void): Promise<User | null> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id });
    if (!user) return null;
    change(user);
    await em.flush();
    return user;
  }
}
