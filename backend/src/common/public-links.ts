import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import { hashSecretToken, isSecretToken } from './secret-token.js';
import { TENANT_FILTER, systemTenantScope, type TenantOwned, type TenantScope } from './tenant-scope.js';

export interface PublicLinkRow extends TenantOwned {
  tokenHash: string;
}

/**
 * The one read a public link's route makes before it knows whose link it is: the token's hash
 * names a row of a tenant entity (any organization's), and the row's organization becomes the
 * scope of everything the route reads after. Every other read goes through the tenant
 * repository with that scope (docs/decisions.md#calendar-feed-and-share).
 */
@Injectable()
export class PublicLinks {
  constructor(private readonly em: EntityManager) {}

  /** The row whose token is `token` with its organization's scope, or null (unknown or malformed). */
  async resolve<T extends PublicLinkRow>(entity: EntityName<T>, token: string, where: Record<string, unknown> = {}): Promise<{ link: T; scope: TenantScope } | null> {
    if (!isSecretToken(token)) return null;
    const link = await this.em.fork().findOne(entity, { ...where, tokenHash: hashSecretToken(token) } as never, { filters: { [TENANT_FILTER]: false } } as never);
    return link ? { link: link as T, scope: systemTenantScope((link as T).organizationId) } : null;
  }
}
