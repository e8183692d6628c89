/**
 * Whose rows a piece of work may touch: the scope every tenant read and write takes, and the
 * MikroORM filter behind it.
 *
 * - {@link TenantScope}: a branded value only {@link Tenant} (a controller's session user) and
 *   {@link systemTenantScope} (a job that knows its organization) make. Every method of
 *   `TenantRepository` (tenant-repository.ts) requires one, so an endpoint cannot reach tenant
 *   rows without naming whose they are.
 * - {@link TenantFiltered}: the class decorator of every tenant entity, a filter on by default
 *   without a fallback. A query on a tenant entity that does not pass the scope's organization
 *   fails instead of reading every organization's rows.
 */
import { createParamDecorator, type ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Filter } from '@mikro-orm/decorators/legacy';
import type { Request } from 'express';
import { MESSAGES, type Role } from '@mailplan/shared';

declare const tenantBrand: unique symbol;

/** Proof that a request acts for one organization (see the file's comment for who makes one). */
export interface TenantScope {
  readonly organizationId: number;
  readonly userId: number | null;
  readonly role: Role | null;
  readonly [tenantBrand]: true;
}

/** Parameter decorator: the session user's organization scope (403 when the user has none). */
export const Tenant = createParamDecorator((_: unknown, ctx: ExecutionContext): TenantScope => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user?.organizationId) throw new ForbiddenException(MESSAGES.organizationRequired);
  return { organizationId: user.organizationId, userId: user.id, role: user.role } as TenantScope;
});

/** A scope for background work that already knows its organization (e.g. a job's payload). */
export function systemTenantScope(organizationId: number): TenantScope {
  return { organizationId, userId: null, role: null } as TenantScope;
}

/** Rows that belong to one organization. */
export interface TenantOwned {
  id: number;
  organizationId: number;
}

/** Name of the MikroORM filter every tenant entity carries. */
export const TENANT_FILTER = 'tenant';

/** The filter's argument for a scope: its organization. */
export function tenantFilterOf(scope: TenantScope): Record<typeof TENANT_FILTER, { organizationId: number }> {
  return { [TENANT_FILTER]: { organizationId: scope.organizationId } };
}

/**
 * Class decorator for tenant entities (`@TenantFiltered() @Entity(...) class Campaign`): the
 * `tenant` filter, on by default, with no fallback. `TenantRepository` passes the scope's
 * organization to it; any other `em.find` / `count` / `nativeUpdate` / `nativeDelete` on the
 * entity fails with "No arguments provided for filter 'tenant'" instead of reading or changing
 * every organization's rows. (Filters do not cover inserts: the repository sets organizationId.)
 */
export function TenantFiltered(): ClassDecorator {
  return Filter({
    name: TENANT_FILTER,
    default: true,
    cond: (args: Record<string, unknown>) => ({ organizationId: args.organizationId as number }),
  } as never) as ClassDecorator;
}
