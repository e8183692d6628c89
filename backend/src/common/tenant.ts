/**
 * Tenant scope: the only way domain services read and write rows that belong to an organization.
 *
 * Controllers take `@Tenant() scope: TenantScope`; services inject {@link TenantRepositories}
 * (never an `EntityManager`: a lint rule refuses it in domain folders) and work through one
 * {@link TenantRepository} per entity. Every query is narrowed to `scope.organizationId`, every
 * insert takes its organizationId from the scope, and another organization's row answers 404 with
 * the repository's message exactly like a missing one. Behind it, tenant entities carry the
 * `tenant` MikroORM filter ({@link TenantFiltered}), on by default and without a fallback: a query
 * on a tenant entity that does not come through a repository fails instead of reading every
 * organization's rows.
 *
 * ```ts
 * @Injectable()
 * export class CampaignService {
 *   private readonly campaigns: TenantRepository<Campaign>;
 *
 *   constructor(private readonly repos: TenantRepositories) {
 *     this.campaigns = repos.for(Campaign, MESSAGES.campaignNotFound);
 *   }
 *
 *   list(scope: TenantScope, from: Date, to: Date) {
 *     // plain objects (no entities, nothing tracked): for answers that change nothing
 *     return this.campaigns.rows(scope, {
 *       where: { sendDate: { $gte: from, $lte: to }, status: { $in: ['draft', 'scheduled'] } },
 *       orderBy: { sendDate: 'asc' },
 *       limit: 50,
 *       offset: 0,
 *       fields: ['id', 'name', 'sendDate'],
 *     });
 *   }
 *
 *   async create(scope: TenantScope, dto: CreateCampaignDto) {
 *     // every referenced id must be this organization's: 404 with the message, nothing stored
 *     await this.repos.assertOwned(scope, EmailModule, dto.moduleInstances.map((m) => m.moduleId), MESSAGES.moduleNotFound);
 *     const campaign = this.campaigns.create(scope, { name: dto.name }); // organizationId from the scope
 *     await this.repos.flush();
 *     return campaign;
 *   }
 *
 *   async rename(scope: TenantScope, id: number, name: string) {
 *     return this.repos.transactional(async (tx) => {
 *       const campaign = await tx.for(Campaign, MESSAGES.campaignNotFound).update(scope, id, { name }); // 404 if not ours
 *       return campaign; // flushed and committed when the callback returns
 *     });
 *   }
 * }
 * ```
 *
 * Other calls: `count`, `find` (managed entities, for changes), `findOne` / `get` (404),
 * `getRow` (one plain row, 404), `upsert` / `upsertMany` (e.g. the one settings row of an
 * organization: `upsert(scope, data, { onConflict: ['organizationId'] })`), `remove` (staged)
 * and `delete` (at once, 404), `assertOwned` (also per repository).
 */
import { createParamDecorator, type ExecutionContext, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityData, EntityMetadata, EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { ReferenceKind, TransactionContext } from '@mikro-orm/core';
import { Filter } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { MESSAGES, type Role } from '@mailplan/shared';

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

/** Name of the MikroORM filter every tenant entity carries. */
export const TENANT_FILTER = 'tenant';

/**
 * Class decorator for tenant entities (`@TenantFiltered() @Entity(...) class Campaign`): the
 * `tenant` filter, on by default, with no fallback. {@link TenantRepository} passes the scope's
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

/** Conditions on a tenant entity; organizationId is the scope's, never the caller's. */
export type TenantWhere<T> = Omit<FilterQuery<T> & object, 'organizationId'>;

/** Data for a new row; organizationId comes from the scope. */
export type TenantData<T> = Omit<RequiredEntityData<T>, 'organizationId'>;

/** Changes to a row; organizationId cannot change. */
export type TenantChanges<T> = Omit<EntityData<T>, 'organizationId' | 'id'>;

/**
 * An entity's columns as a plain object keyed by property name (what an answer needs, without an
 * entity instance, identity map or change-tracking snapshot).
 */
export type PlainRow<T> = {
  [K in keyof T as K extends symbol ? never : T[K] extends (...args: never[]) => unknown ? never : K]: T[K];
};

type Order = 'asc' | 'desc';

export interface TenantListOptions<T> {
  /** Properties in order, e.g. `{ sendDate: 'asc', id: 'asc' }`. */
  orderBy?: Partial<Record<keyof PlainRow<T> & string, Order>>;
  limit?: number;
  offset?: number;
}

export interface TenantRowsQuery<T, K extends keyof PlainRow<T>> extends TenantListOptions<T> {
  /** Equality, `$in`, `$gte` / `$lte` / `$gt` / `$lt`, `$ne`, `$like`, `$or`, ... as in `em.find`. */
  where?: TenantWhere<T>;
  /** Properties to read; default every eagerly loaded column (not `lazy` ones). */
  fields?: readonly K[];
}

export interface TenantUpsertOptions<T> {
  /**
   * The unique columns that identify the existing row, e.g. `['organizationId']` for one row per
   * organization or `['organizationId', 'starterKey']`. organizationId is always the scope's.
   */
  onConflict: (keyof T & string)[];
  /** `'merge'` (default) overwrites the existing row with `data`; `'ignore'` keeps it as it is. */
  action?: 'merge' | 'ignore';
}

/** A row id as a user could send it; anything else cannot name a row. */
function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}

const defaultFields = new WeakMap<EntityMetadata, string[]>();

/** The properties a plain read returns by default: scalars and foreign keys kept as ids, not lazy. */
function plainFieldsOf(meta: EntityMetadata): string[] {
  let fields = defaultFields.get(meta);
  if (!fields) {
    fields = Object.values(meta.properties)
      .filter((p) => (p.kind === ReferenceKind.SCALAR || (p.kind === ReferenceKind.MANY_TO_ONE && p.mapToPk)) && p.persist !== false && !p.lazy && !p.formula)
      .map((p) => p.name);
    defaultFields.set(meta, fields);
  }
  return fields;
}

/** Stand-ins for the values that change between runs of one cached read (never real ids). */
const ORGANIZATION_MARK = -2_000_000_001;
const ID_MARK = -2_000_000_002;

interface ScopedRead {
  sql: string;
  params: readonly unknown[];
  organizationAt: number;
  idAt: number;
}

/**
 * The hot reads (an organization's rows, one row by id) as the QueryBuilder writes them, built
 * once per entity and shape and then run with the request's values through the connection
 * (`execute`) and mapped to properties by the driver (`mapResult`), exactly as the QueryBuilder's
 * own `execute('all', true)` runs and maps them. Building the query was most of MikroORM's cost
 * on a detail read (docs/decisions.md, "Plain reads"). Reads outside a transaction do not fork
 * the request's EntityManager.
 */
class ScopedReads {
  private readonly cache = new WeakMap<EntityMetadata, Map<string, ScopedRead>>();

  async all<T extends TenantOwned, K extends keyof PlainRow<T> & string>(
    em: EntityManager,
    entity: EntityName<T>,
    scope: TenantScope,
    id: number | null,
    query: TenantListOptions<T> & { fields?: readonly K[] },
  ): Promise<Pick<PlainRow<T>, K>[]> {
    const meta = em.getMetadata(entity) as EntityMetadata;
    const read = this.read(em, meta, id !== null, query);
    const params = read.params.slice();
    params[read.organizationAt] = scope.organizationId;
    if (id !== null) params[read.idAt] = id;
    const tx = transactionOf(em);
    const rows = (await em.getConnection('write').execute(read.sql, params, 'all', tx as never)) as Record<string, unknown>[];
    const driver = em.getDriver();
    return rows.map((row) => driver.mapResult(row as never, meta) as unknown as Pick<PlainRow<T>, K>);
  }

  private read(em: EntityManager, meta: EntityMetadata, byId: boolean, query: { fields?: readonly string[]; orderBy?: object; limit?: number; offset?: number }): ScopedRead {
    const key = JSON.stringify([byId, query.fields ?? null, query.orderBy ?? null, query.limit ?? null, query.offset ?? null]);
    let reads = this.cache.get(meta);
    if (!reads) this.cache.set(meta, (reads = new Map()));
    let read = reads.get(key);
    if (!read) {
      const qb = em
        .createQueryBuilder(meta.class)
        .select((query.fields ?? plainFieldsOf(meta)) as never)
        .where((byId ? { id: ID_MARK, organizationId: ORGANIZATION_MARK } : { organizationId: ORGANIZATION_MARK }) as never);
      if (query.orderBy) qb.orderBy(query.orderBy as never);
      if (query.limit !== undefined) qb.limit(query.limit);
      if (query.offset !== undefined) qb.offset(query.offset);
      const params = qb.getParams();
      read = { sql: qb.getQuery(), params, organizationAt: params.indexOf(ORGANIZATION_MARK), idAt: params.indexOf(ID_MARK) };
      if (read.organizationAt < 0 || (byId && read.idAt < 0)) throw new Error(`cannot cache the read of ${meta.className}: ${read.sql}`);
      reads.set(key, read);
    }
    return read;
  }
}

const scopedReads = new ScopedReads();

/** The transaction a read on `em` belongs to, if any, found without forking the request's EntityManager. */
function transactionOf(em: EntityManager): unknown {
  const tx = TransactionContext.getEntityManager(em.name);
  if (tx) return tx.getTransactionContext();
  return em.global ? undefined : em.getTransactionContext();
}

/**
 * The rows of one tenant entity, always narrowed to a scope's organization. Obtain it from
 * {@link TenantRepositories.for}. Changes made with `create`, `update` and `remove` are staged in
 * the request's unit of work and written by {@link TenantRepositories.flush} (or at the end of
 * {@link TenantRepositories.transactional}); `upsert`, `upsertMany` and `delete` write at once.
 */
export class TenantRepository<T extends TenantOwned> {
  constructor(
    private readonly em: () => EntityManager,
    private readonly entity: EntityName<T>,
    private readonly notFoundMessage: string = MESSAGES.notFound,
  ) {}

  private where(scope: TenantScope, where?: TenantWhere<T>): FilterQuery<T> {
    return { ...((where ?? {}) as object), organizationId: scope.organizationId } as FilterQuery<T>;
  }

  /** The `tenant` filter's argument: the scope's organization. */
  private filters(scope: TenantScope) {
    return { [TENANT_FILTER]: { organizationId: scope.organizationId } };
  }

  private notFound(message?: string): NotFoundException {
    return new NotFoundException(message ?? this.notFoundMessage);
  }

  /** Managed entities (to change them); for answers prefer {@link rows}. */
  find(scope: TenantScope, where?: TenantWhere<T>, options: TenantListOptions<T> = {}): Promise<T[]> {
    return this.em().find(this.entity, this.where(scope, where), { ...options, filters: this.filters(scope) } as never) as Promise<T[]>;
  }

  count(scope: TenantScope, where?: TenantWhere<T>): Promise<number> {
    return this.em().count(this.entity, this.where(scope, where), { filters: this.filters(scope) } as never);
  }

  /** The row with this id (or matching these conditions), or null for a missing or foreign one. */
  findOne(scope: TenantScope, idOrWhere: number | TenantWhere<T>): Promise<T | null> {
    if (typeof idOrWhere === 'number' && !isRowId(idOrWhere)) return Promise.resolve(null);
    const where = (typeof idOrWhere === 'number' ? { id: idOrWhere } : idOrWhere) as TenantWhere<T>;
    return this.em().findOne(this.entity, this.where(scope, where), { filters: this.filters(scope) } as never) as Promise<T | null>;
  }

  /** 404 with the repository's message for a missing row and for another organization's row. */
  async get(scope: TenantScope, id: number): Promise<T> {
    const row = await this.findOne(scope, id);
    if (!row) throw this.notFound();
    return row;
  }

  /**
   * Plain objects keyed by property name, read through MikroORM's QueryBuilder
   * (`execute('all', true)`: its own column-to-property mapping and type conversion), with no
   * entity, identity map or snapshot: for answers that change nothing. A read without `where`
   * (the organization's rows, or one of them by id in {@link getRow}) runs the SQL the
   * QueryBuilder wrote for it the first time ({@link ScopedReads}).
   */
  rows<K extends keyof PlainRow<T> & string = keyof PlainRow<T> & string>(scope: TenantScope, query: TenantRowsQuery<T, K> = {}): Promise<Pick<PlainRow<T>, K>[]> {
    if (query.where === undefined) return scopedReads.all<T, K>(this.em(), this.entity, scope, null, query);
    const em = this.em();
    const fields = (query.fields as readonly string[] | undefined) ?? plainFieldsOf(em.getMetadata(this.entity) as EntityMetadata);
    const qb = em
      .createQueryBuilder(this.entity)
      .select(fields as never)
      .where(this.where(scope, query.where) as never);
    if (query.orderBy) qb.orderBy(query.orderBy as never);
    if (query.limit !== undefined) qb.limit(query.limit);
    if (query.offset !== undefined) qb.offset(query.offset);
    return qb.execute('all', true) as unknown as Promise<Pick<PlainRow<T>, K>[]>;
  }

  /** One plain row of the scope's organization; 404 as {@link get} answers. */
  async getRow<K extends keyof PlainRow<T> & string = keyof PlainRow<T> & string>(scope: TenantScope, id: number, fields?: readonly K[]): Promise<Pick<PlainRow<T>, K>> {
    if (!isRowId(id)) throw this.notFound();
    const [row] = await scopedReads.all<T, K>(this.em(), this.entity, scope, id, { limit: 1, fields });
    if (!row) throw this.notFound();
    return row;
  }

  /** Stages a new row owned by the scope's organization (written by the next flush). */
  create(scope: TenantScope, data: TenantData<T>): T {
    const em = this.em();
    const row = em.create(this.entity, { ...(data as object), organizationId: scope.organizationId } as unknown as RequiredEntityData<T>);
    em.persist(row);
    return row;
  }

  /** Loads the row (404 when missing or foreign) and stages the changes; answers the entity. */
  async update(scope: TenantScope, id: number, changes: TenantChanges<T>): Promise<T> {
    const row = await this.get(scope, id);
    const { organizationId: _org, id: _id, ...rest } = changes as Record<string, unknown>;
    this.em().assign(row, rest as never);
    return row;
  }

  /**
   * Inserts the row or, when a row with the same `onConflict` columns exists, merges `data` into
   * it (or keeps it with `action: 'ignore'`). Written at once; answers the entity.
   */
  upsert(scope: TenantScope, data: TenantData<T>, options: TenantUpsertOptions<T>): Promise<T> {
    return this.em().upsert(this.draft(scope, data), undefined, this.upsertOptions(options));
  }

  /** {@link upsert} for many rows in one statement. */
  async upsertMany(scope: TenantScope, data: readonly TenantData<T>[], options: TenantUpsertOptions<T>): Promise<void> {
    if (!data.length) return;
    await this.em().upsertMany(
      data.map((d) => this.draft(scope, d)),
      undefined,
      this.upsertOptions(options),
    );
  }

  /** An unmanaged entity (so the entity's defaults apply) owned by the scope's organization. */
  private draft(scope: TenantScope, data: TenantData<T>): T {
    return this.em().create(this.entity, { ...(data as object), organizationId: scope.organizationId } as unknown as RequiredEntityData<T>, { persist: false });
  }

  private upsertOptions(options: TenantUpsertOptions<T>) {
    // A merge keeps when the row was first made.
    const keep = 'createdAt' in (this.em().getMetadata(this.entity) as EntityMetadata).properties ? ['createdAt'] : [];
    return { onConflictFields: options.onConflict as never, onConflictAction: options.action ?? 'merge', onConflictExcludeFields: keep as never } as const;
  }

  /** Stages the removal of the row (404 when missing or foreign). */
  async remove(scope: TenantScope, id: number): Promise<void> {
    const row = await this.get(scope, id);
    this.em().remove(row);
  }

  /** Deletes the row at once in one scoped statement (404 when missing or foreign). */
  async delete(scope: TenantScope, id: number): Promise<void> {
    if (!isRowId(id)) throw this.notFound();
    const deleted = await this.em().nativeDelete(this.entity, this.where(scope, { id } as unknown as TenantWhere<T>), { filters: this.filters(scope) } as never);
    if (!deleted) throw this.notFound();
  }

  /**
   * Every id must name a row of the scope's organization; otherwise 404 with `message` (default
   * the repository's). Checks in one query; an empty list passes. Call it before staging anything.
   */
  async assertOwned(scope: TenantScope, ids: Iterable<unknown>, message?: string): Promise<void> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return;
    if (!wanted.every(isRowId)) throw this.notFound(message);
    const found = await this.count(scope, { id: { $in: wanted } } as unknown as TenantWhere<T>);
    if (found !== wanted.length) throw this.notFound(message);
  }
}

/**
 * Injectable source of {@link TenantRepository}s bound to the request's EntityManager, and the
 * request's unit of work (`flush`, `transactional`), so domain services never inject an
 * EntityManager. Provided globally by `TenantModule`.
 */
@Injectable()
export class TenantRepositories {
  constructor(private readonly em: EntityManager) {}

  /** The repository of one tenant entity; `notFoundMessage` is its 404 text (e.g. "Module not found"). */
  for<T extends TenantOwned>(entity: EntityName<T>, notFoundMessage?: string): TenantRepository<T> {
    return new TenantRepository<T>(() => this.em, entity, notFoundMessage);
  }

  /** Every id must be a row of `entity` in the scope's organization, else 404 with `message`. */
  assertOwned<T extends TenantOwned>(scope: TenantScope, entity: EntityName<T>, ids: Iterable<unknown>, message?: string): Promise<void> {
    return this.for(entity).assertOwned(scope, ids, message);
  }

  /** Writes the staged changes (`create`, `update`, `remove`) in one transaction. */
  async flush(): Promise<void> {
    await this.em.flush();
  }

  /**
   * Runs `work` in one transaction with repositories bound to it; its staged changes are flushed
   * and committed when it returns, and nothing is written when it throws. Call other services and
   * enqueue jobs after it returns (the embedded database serves one connection).
   */
  transactional<R>(work: (tx: TenantRepositories) => Promise<R>): Promise<R> {
    return this.em.transactional((em) => work(new TenantRepositories(em as EntityManager)));
  }

  /** Repositories on a fresh unit of work, for background work outside a request. */
  fork(): TenantRepositories {
    return new TenantRepositories(this.em.fork());
  }
}
