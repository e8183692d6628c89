import { createParamDecorator, type ExecutionContext, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { EntityManager, EntityName, FilterQuery, FindOptions, RequiredEntityData } from '@mikro-orm/core';
import type { Request } from 'express';
import { MESSAGES, type Role } from '@mailplan/shared';
import { readPlain, type PlainQuery, type PlainRow } from './plain-rows.js';

declare const tenantBrand: unique symbol;

/**
 * Proof that a request acts for one organization. Only {@link Tenant} (from the session user)
 * and {@link systemTenantScope} (for jobs) make one, and every {@link TenantRepository} method
 * requires it: an endpoint cannot reach tenant rows without naming whose they are.
 */
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

type TenantFilter<T> = Omit<FilterQuery<T> & object, 'organizationId'>;

/**
 * The only way services touch tenant rows: every query is narrowed to the scope's organization,
 * every insert gets its organizationId from the scope, and another organization's row is
 * indistinguishable from a missing one. (MikroORM filters would not cover inserts or the
 * QueryBuilder; this covers what it offers and offers nothing else.)
 */
export class TenantRepository<T extends TenantOwned> {
  constructor(
    private readonly em: () => EntityManager,
    private readonly entity: EntityName<T>,
    private readonly notFoundMessage: string = MESSAGES.notFound,
  ) {}

  private where(scope: TenantScope, where?: TenantFilter<T>): FilterQuery<T> {
    return { ...((where ?? {}) as object), organizationId: scope.organizationId } as FilterQuery<T>;
  }

  find(scope: TenantScope, where?: TenantFilter<T>, options?: FindOptions<T>): Promise<T[]> {
    return this.em().find(this.entity, this.where(scope, where), options as never) as Promise<T[]>;
  }

  count(scope: TenantScope, where?: TenantFilter<T>): Promise<number> {
    return this.em().count(this.entity, this.where(scope, where));
  }

  findOne(scope: TenantScope, id: number): Promise<T | null> {
    return this.em().findOne(this.entity, this.where(scope, { id } as unknown as TenantFilter<T>)) as Promise<T | null>;
  }

  /** 404 with the repository's message for a missing row and for another organization's row. */
  async get(scope: TenantScope, id: number): Promise<T> {
    const row = await this.findOne(scope, id);
    if (!row) throw new NotFoundException(this.notFoundMessage);
    return row;
  }

  /**
   * Plain rows of the scope's organization (see {@link readPlain}): for answers that change
   * nothing. `where` may not name organizationId; the scope sets it.
   */
  rows<K extends keyof PlainRow<T> = keyof PlainRow<T>>(
    scope: TenantScope,
    query: Omit<PlainQuery<T, K>, 'where'> & { where?: Omit<PlainQuery<T, K>['where'] & object, 'organizationId'> } = {},
  ): Promise<Pick<PlainRow<T>, K>[]> {
    const where = { ...((query.where ?? {}) as object), organizationId: scope.organizationId } as unknown as PlainQuery<T, K>['where'];
    return readPlain<T, K>(this.em(), this.entity, { ...query, where });
  }

  /** One plain row of the scope's organization; 404 as {@link get} answers. */
  async getRow<K extends keyof PlainRow<T> = keyof PlainRow<T>>(scope: TenantScope, id: number, select?: readonly K[]): Promise<Pick<PlainRow<T>, K>> {
    const where = { id } as unknown as Omit<PlainQuery<T, K>['where'] & object, 'organizationId'>;
    const [row] = await this.rows<K>(scope, { where, limit: 1, select });
    if (!row) throw new NotFoundException(this.notFoundMessage);
    return row;
  }

  /** Creates (and persists, without flushing) a row owned by the scope's organization. */
  create(scope: TenantScope, data: Omit<RequiredEntityData<T>, 'organizationId'>): T {
    const em = this.em();
    const row = em.create(this.entity, { ...(data as object), organizationId: scope.organizationId } as unknown as RequiredEntityData<T>);
    em.persist(row);
    return row;
  }

  async remove(scope: TenantScope, id: number): Promise<void> {
    const row = await this.get(scope, id);
    this.em().remove(row);
  }
}
