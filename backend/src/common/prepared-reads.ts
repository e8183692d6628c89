/**
 * The prepared-read cache behind `TenantRepository.rows` (without `where`; with `fixed`
 * conditions or none) and `row`: the two hot reads, an organization's rows and one of its rows by
 * id.
 *
 * Building a query with MikroORM's QueryBuilder was most of the cost of a detail read
 * (docs/decisions.md#plain-reads), so each read is built by the QueryBuilder once per entity
 * and shape, kept as SQL with its parameters, and then run with the request's values through the
 * connection (`execute`) and mapped to properties by the driver (`mapResult`): the same two calls
 * the QueryBuilder's own `execute('all', true)` makes. To learn where the request's values go in
 * the parameters, the query is built with stand-in values no row has (below) and their positions
 * are kept. Reads outside a transaction do not fork the request's EntityManager.
 */
import type { EntityMetadata, EntityName } from '@mikro-orm/core';
import { ReferenceKind, TransactionContext, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a read returns and in which order: properties, sorting, paging. */
export interface ReadShape {
  /** Properties to read; default {@link plainFieldsOf}. */
  fields?: readonly string[];
  /**
   * Counts instead: the rows per combination of these properties, in one GROUP BY (each answered
   * row holds them and `count`); `fields` is not used then.
   */
  countBy?: readonly string[];
  /**
   * Conditions that are the same on every call (e.g. `{ status: 'pending' }`), besides the
   * organization: part of the prepared read, so they must not carry a request's values (each
   * distinct set is kept for good).
   */
  fixed?: object;
  orderBy?: object;
  limit?: number;
  offset?: number;
}

const defaultFields = new WeakMap<EntityMetadata, string[]>();

/** The properties a plain read returns by default: scalars and foreign keys kept as ids, not lazy. */
export function plainFieldsOf(meta: EntityMetadata): string[] {
  let fields = defaultFields.get(meta);
  if (!fields) {
    fields = Object.values(meta.properties)
      .filter((p) => (p.kind === ReferenceKind.SCALAR || (p.kind === ReferenceKind.MANY_TO_ONE && p.mapToPk)) && p.persist !== false && !p.lazy && !p.formula)
      .map((p) => p.name);
    defaultFields.set(meta, fields);
  }
  return fields;
}

/** Stand-ins for the organization and the id while the query is built (never real ids). */
const ORGANIZATION_STAND_IN = -2_000_000_001;
const ID_STAND_IN = -2_000_000_002;

interface PreparedRead {
  sql: string;
  params: readonly unknown[];
  /** Where the organization and the id go in `params` (-1: no id). */
  organizationAt: number;
  idAt: number;
}

/** The transaction a read on `em` belongs to, if any, found without forking the request's EntityManager. */
function transactionOf(em: EntityManager): unknown {
  const tx = TransactionContext.getEntityManager(em.name);
  if (tx) return tx.getTransactionContext();
  return em.global ? undefined : em.getTransactionContext();
}

export class PreparedReads {
  private readonly cache = new WeakMap<EntityMetadata, Map<string, PreparedRead>>();

  /**
   * The organization's rows (`id` null) or its row with this id, in `shape`, as plain objects
   * keyed by property name.
   */
  async run(em: EntityManager, entity: EntityName<object>, organizationId: number, id: number | null, shape: ReadShape): Promise<Record<string, unknown>[]> {
    const meta = em.getMetadata(entity) as EntityMetadata;
    const read = this.prepared(em, meta, id !== null, shape);
    const params = read.params.slice();
    params[read.organizationAt] = organizationId;
    if (id !== null) params[read.idAt] = id;
    const rows = (await em.getConnection('write').execute(read.sql, params, 'all', transactionOf(em) as never)) as Record<string, unknown>[];
    const driver = em.getDriver();
    return rows.map((row) => driver.mapResult(row as never, meta) as Record<string, unknown>);
  }

  private prepared(em: EntityManager, meta: EntityMetadata, byId: boolean, shape: ReadShape): PreparedRead {
    const key = JSON.stringify([byId, shape.fields ?? null, shape.countBy ?? null, shape.fixed ?? null, shape.orderBy ?? null, shape.limit ?? null, shape.offset ?? null]);
    let reads = this.cache.get(meta);
    if (!reads) this.cache.set(meta, (reads = new Map()));
    let read = reads.get(key);
    if (!read) {
      const select = shape.countBy ? [...shape.countBy, raw('count(*)::int as "count"')] : (shape.fields ?? plainFieldsOf(meta));
      const qb = em
        .createQueryBuilder(meta.class)
        .select(select as never)
        .where({ ...shape.fixed, ...(byId ? { id: ID_STAND_IN } : {}), organizationId: ORGANIZATION_STAND_IN } as never);
      if (shape.countBy) qb.groupBy(shape.countBy as never);
      if (shape.orderBy) qb.orderBy(shape.orderBy as never);
      if (shape.limit !== undefined) qb.limit(shape.limit);
      if (shape.offset !== undefined) qb.offset(shape.offset);
      const params = qb.getParams();
      read = { sql: qb.getQuery(), params, organizationAt: params.indexOf(ORGANIZATION_STAND_IN), idAt: params.indexOf(ID_STAND_IN) };
      if (read.organizationAt < 0 || (byId && read.idAt < 0)) throw new Error(`cannot prepare the read of ${meta.className}: ${read.sql}`);
      reads.set(key, read);
    }
    return read;
  }
}

/** The one cache, shared by every repository (keyed by entity metadata and shape). */
export const preparedReads = new PreparedReads();
