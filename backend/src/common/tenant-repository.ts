/**
 * The tenant repository: the only way domain services read and write rows that belong to an
 * organization.
 *
 * Controllers take `@Tenant() scope: TenantScope` (tenant-scope.ts); services inject
 * {@link TenantRepositories} (never an `EntityManager`: a lint rule refuses it in domain folders)
 * and work through one {@link TenantRepository} per entity. Every query is narrowed to
 * `scope.organizationId`, every insert takes its organizationId from the scope, and another
 * organization's row answers 404 with the repository's message exactly like a missing one.
 *
 * Two kinds of read, named apart:
 * - `rows` / `row`: plain objects (no entity, nothing tracked), for answers that change nothing;
 * - `load` / `loadOne`: managed entities, to change them and flush.
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
 *   list(scope: TenantScope, since: Date) {
 *     return this.campaigns.rows(scope, {
 *       where: { createdAt: { $gte: since }, subject: { $ne: '' } },
 *       orderBy: { createdAt: 'desc', id: 'desc' },
 *       limit: 50,
 *       fields: ['id', 'name', 'subject', 'createdAt'],
 *     });
 *   }
 *
 *   async create(scope: TenantScope, dto: CampaignInputDto) {
 *     // every referenced id must be this organization's: 404 with the message, nothing stored
 *     await this.repos.assertOwned(scope, EmailModule, moduleIdsOf(dto), MESSAGES.moduleNotFound);
 *     const campaign = this.campaigns.create(scope, { name: dto.name }); // organizationId from the scope
 *     await this.repos.flush();
 *     return campaign;
 *   }
 *
 *   rename(scope: TenantScope, id: number, name: string) {
 *     // loads the entity (404 if not ours), stages the change; written when the callback returns
 *     return this.repos.transactional((tx) => tx.for(Campaign, MESSAGES.campaignNotFound).update(scope, id, { name }));
 *   }
 * }
 * ```
 *
 * Also: `count` and `countGroups`; `upsert` / `upsertMany` (e.g. the one settings row of an organization:
 * `upsert(scope, data, { onConflict: ['organizationId'] })`); `delete` (at once, 404);
 * `assertOwned` (also per repository).
 */
import { Injectable, NotFoundException } from '@nestjs/common';
import { LockMode, type EntityData, type EntityMetadata, type EntityName, type FilterQuery, type RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES, isRowId } from '@mailplan/shared';
import { plainFieldsOf, preparedReads } from './prepared-reads.js';
import { tenantFilterOf, type TenantOwned, type TenantScope } from './tenant-scope.js';

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
  /** Properties in order, e.g. `{ createdAt: 'desc', id: 'desc' }`. */
  orderBy?: Partial<Record<keyof PlainRow<T> & string, Order>>;
  limit?: number;
  offset?: number;
}

export interface TenantLoadOptions<T> extends TenantListOptions<T> {
  /** Row locks for the rest of the transaction: `update` (FOR UPDATE) or `share` (FOR SHARE). */
  lock?: 'update' | 'share';
}

export interface TenantRowsQuery<T, K extends keyof PlainRow<T>> extends TenantListOptions<T> {
  /** Equality, `$in`, `$gte` / `$lte` / `$gt` / `$lt`, `$ne`, `$like`, `$or`, ... as in `em.find`. */
  where?: TenantWhere<T>;
  /**
   * Conditions written in the code, the same on every call (e.g. `{ status: 'pending' }`): without
   * `where`, the read goes through the prepared-read cache, which keeps each distinct set for good,
   * so a request's values (ids, dates, words) belong in `where`.
   */
  fixed?: TenantWhere<T>;
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

/**
 * The rows of one tenant entity, always narrowed to a scope's organization. Obtain it from
 * {@link TenantRepositories.for}. `create` and `update` are staged in the request's unit of work
 * and written by {@link TenantRepositories.flush} (or at the end of
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

  private notFound(message?: string): NotFoundException {
    return new NotFoundException(message ?? this.notFoundMessage);
  }

  // ---- plain rows: for answers ---------------------------------------------------------------

  /**
   * Plain objects keyed by property name, with no entity, identity map or snapshot: for answers
   * that change nothing. Read through MikroORM's QueryBuilder (`execute('all', true)`: its own
   * column-to-property mapping and type conversion); without `where` (the organization's rows,
   * narrowed by `fixed` conditions or not) through the prepared-read cache (prepared-reads.ts),
   * which answers alike.
   */
  rows<K extends keyof PlainRow<T> & string = keyof PlainRow<T> & string>(scope: TenantScope, query: TenantRowsQuery<T, K> = {}): Promise<Pick<PlainRow<T>, K>[]> {
    const em = this.em();
    if (query.where === undefined) {
      return preparedReads.run(em, this.entity as EntityName<object>, scope.organizationId, null, query) as Promise<Pick<PlainRow<T>, K>[]>;
    }
    const fields = (query.fields as readonly string[] | undefined) ?? plainFieldsOf(em.getMetadata(this.entity) as EntityMetadata);
    const qb = em
      .createQueryBuilder(this.entity)
      .select(fields as never)
      .where(this.where(scope, (query.fixed ? { $and: [query.fixed, query.where] } : query.where) as TenantWhere<T>) as never);
    if (query.orderBy) qb.orderBy(query.orderBy as never);
    if (query.limit !== undefined) qb.limit(query.limit);
    if (query.offset !== undefined) qb.offset(query.offset);
    return qb.execute('all', true) as unknown as Promise<Pick<PlainRow<T>, K>[]>;
  }

  /** One plain row of the scope's organization (prepared read); 404 for a missing or foreign id. */
  async row<K extends keyof PlainRow<T> & string = keyof PlainRow<T> & string>(scope: TenantScope, id: number, fields?: readonly K[]): Promise<Pick<PlainRow<T>, K>> {
    if (!isRowId(id)) throw this.notFound();
    const [row] = await preparedReads.run(this.em(), this.entity as EntityName<object>, scope.organizationId, id, { limit: 1, fields });
    if (!row) throw this.notFound();
    return row as Pick<PlainRow<T>, K>;
  }

  /**
   * How many of the scope's rows there are per combination of `properties` (e.g. concepts per
   * category, selected and rejected), in one GROUP BY query through the prepared-read cache: one
   * plain row per combination found, with its `count`.
   */
  countGroups<K extends keyof PlainRow<T> & string>(scope: TenantScope, properties: readonly K[]): Promise<(Pick<PlainRow<T>, K> & { count: number })[]> {
    return preparedReads.run(this.em(), this.entity as EntityName<object>, scope.organizationId, null, { countBy: properties }) as Promise<(Pick<PlainRow<T>, K> & { count: number })[]>;
  }

  count(scope: TenantScope, where?: TenantWhere<T>): Promise<number> {
    return this.em().count(this.entity, this.where(scope, where), { filters: tenantFilterOf(scope) } as never);
  }

  // ---- managed entities: for changes ---------------------------------------------------------

  /**
   * Managed entities, to change and flush; for answers use {@link rows}. `lock` (inside
   * {@link TenantRepositories.transactional} only) reads them `FOR UPDATE` or `FOR SHARE`: the
   * rows stay locked until the transaction ends, and a read waits for another transaction's lock.
   */
  load(scope: TenantScope, where?: TenantWhere<T>, options: TenantLoadOptions<T> = {}): Promise<T[]> {
    const { lock, ...rest } = options;
    const lockMode = lock === 'update' ? LockMode.PESSIMISTIC_WRITE : lock === 'share' ? LockMode.PESSIMISTIC_READ : undefined;
    return this.em().find(this.entity, this.where(scope, where), { ...rest, ...(lockMode ? { lockMode } : {}), filters: tenantFilterOf(scope) } as never) as Promise<T[]>;
  }

  /** The managed entity with this id; 404 with the repository's message for a missing or foreign one. */
  async loadOne(scope: TenantScope, id: number): Promise<T> {
    const row = isRowId(id) ? await this.em().findOne(this.entity, this.where(scope, { id } as unknown as TenantWhere<T>), { filters: tenantFilterOf(scope) } as never) : null;
    if (!row) throw this.notFound();
    return row as T;
  }

  // ---- writes --------------------------------------------------------------------------------

  /** Stages a new row owned by the scope's organization (written by the next flush). */
  create(scope: TenantScope, data: TenantData<T>): T {
    const em = this.em();
    const row = em.create(this.entity, { ...(data as object), organizationId: scope.organizationId } as unknown as RequiredEntityData<T>);
    em.persist(row);
    return row;
  }

  /** {@link loadOne} (404 when missing or foreign), then stages the changes; answers the entity. */
  async update(scope: TenantScope, id: number, changes: TenantChanges<T>): Promise<T> {
    const row = await this.loadOne(scope, id);
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

  /** Deletes the row at once in one scoped statement (404 when missing or foreign). */
  async delete(scope: TenantScope, id: number): Promise<void> {
    if (!isRowId(id)) throw this.notFound();
    const deleted = await this.em().nativeDelete(this.entity, this.where(scope, { id } as unknown as TenantWhere<T>), { filters: tenantFilterOf(scope) } as never);
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

  /** Writes the staged changes (`create`, `update`) in one transaction. */
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
