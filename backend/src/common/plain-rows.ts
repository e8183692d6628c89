import { ReferenceKind, type EntityManager, type EntityMetadata, type EntityName, type EntityProperty } from '@mikro-orm/core';
import type pg from 'pg';

/**
 * An entity's columns as a plain object keyed by property name: what MikroORM would hydrate,
 * without an entity instance, identity map or change-tracking snapshot.
 */
export type PlainRow<T> = {
  [K in keyof T as K extends symbol ? never : T[K] extends (...args: never[]) => unknown ? never : K]: T[K];
};

export type PlainWhere<T> = Partial<{ [K in keyof PlainRow<T>]: PlainRow<T>[K] }>;

export interface PlainQuery<T, K extends keyof PlainRow<T>> {
  /** Equality conditions, ANDed. */
  where?: PlainWhere<T>;
  orderBy?: Partial<Record<keyof PlainRow<T>, 'asc' | 'desc'>>;
  limit?: number;
  /** Properties to read; default every eagerly loaded column (not `lazy` ones such as password hashes). */
  select?: readonly K[];
}

interface Column {
  prop: string;
  sql: string;
  convert?: (value: unknown) => unknown;
}

interface Table {
  name: string;
  columns: Map<string, Column>;
  defaults: Column[];
}

const tables = new WeakMap<EntityMetadata, Table>();
const pools = new WeakMap<object, Promise<pg.Pool>>();

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** The columns a read maps, from the entity metadata: scalars and foreign keys kept as ids. */
function tableOf(em: EntityManager, meta: EntityMetadata): Table {
  let table = tables.get(meta);
  if (table) return table;
  const platform = em.getPlatform();
  const columns = new Map<string, Column>();
  const defaults: Column[] = [];
  for (const prop of Object.values(meta.properties) as EntityProperty[]) {
    const scalar = prop.kind === ReferenceKind.SCALAR || (prop.kind === ReferenceKind.MANY_TO_ONE && prop.mapToPk);
    if (!scalar || prop.persist === false || prop.fieldNames?.length !== 1 || prop.formula || prop.embedded) continue;
    let convert: Column['convert'];
    // The same conversions MikroORM's hydrator applies (dates arrive as strings from its pool).
    if (prop.runtimeType === 'Date' && !platform.isNumericProperty(prop)) {
      convert = (v) => (v == null || v instanceof Date ? v : new Date(v as string));
    } else if (prop.customType) {
      const type = prop.customType;
      convert = (v) => (v == null ? v : type.convertToJSValue(v, platform));
    } else if (prop.runtimeType === 'boolean') {
      convert = (v) => (v == null ? v : !!v);
    }
    const column: Column = { prop: prop.name, sql: quote(prop.fieldNames[0]), convert };
    columns.set(prop.name, column);
    if (!prop.lazy) defaults.push(column);
  }
  table = { name: (meta.schema ? `${quote(meta.schema)}.` : '') + quote(meta.tableName), columns, defaults };
  tables.set(meta, table);
  return table;
}

/** MikroORM's pg pool, resolved once per connection (afterwards without awaiting anything). */
const resolvedPools = new WeakMap<object, pg.Pool>();

function poolOf(em: EntityManager): pg.Pool | Promise<pg.Pool> {
  const connection = em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> };
  const ready = resolvedPools.get(connection);
  if (ready) return ready;
  let pending = pools.get(connection);
  if (!pending) {
    pending = connection.getNativeClient().then(
      (pool) => (resolvedPools.set(connection, pool), pool),
      (err: unknown) => {
        pools.delete(connection);
        throw err;
      },
    );
    pools.set(connection, pending);
  }
  return pending;
}

interface Compiled {
  sql: string;
  whereProps: string[];
  /** Row (array mode) to plain object, generated so that every object has one shape. */
  map: (row: unknown[]) => Record<string, unknown>;
}

/**
 * `row => ({ id: row[0], createdAt: convert1(row[1]), ... })` for these columns. Property names
 * come from entity metadata and are embedded as JSON string literals.
 */
function rowMapper(columns: Column[]): Compiled['map'] {
  const converters = columns.map((c) => c.convert);
  const fields = columns.map((c, i) => `${JSON.stringify(c.prop)}: ${c.convert ? `c[${i}](r[${i}])` : `r[${i}]`}`);
  return new Function('c', `return function mapRow(r) { return { ${fields.join(', ')} }; };`)(converters) as Compiled['map'];
}

const compiledQueries = new WeakMap<Table, Map<string, Compiled>>();

/** A cache key for the query's shape (not its values): built by hand, this runs on every request. */
function shapeKey(query: PlainQuery<never, never>): string {
  let key = query.select ? query.select.join(',') : '*';
  key += '|';
  for (const p in query.where) key += `${p},`;
  key += '|';
  for (const p in query.orderBy) key += `${p} ${(query.orderBy as Record<string, string>)[p]},`;
  return `${key}|${query.limit ?? ''}`;
}

function compile(table: Table, query: PlainQuery<never, never>): Compiled {
  const key = shapeKey(query);
  let cache = compiledQueries.get(table);
  if (!cache) compiledQueries.set(table, (cache = new Map()));
  let compiled = cache.get(key);
  if (compiled) return compiled;
  const whereProps = Object.keys(query.where ?? {});
  const orderBy = Object.entries(query.orderBy ?? {}) as [string, 'asc' | 'desc'][];
  const select = (query.select as readonly string[] | undefined) ?? null;
  const column = (prop: string) => {
    const c = table.columns.get(prop);
    if (!c) throw new Error(`${table.name} has no column for property "${prop}"`);
    return c;
  };
  const columns = select ? select.map(column) : table.defaults;
  let sql = `select ${columns.map((c) => c.sql).join(', ')} from ${table.name}`;
  if (whereProps.length) sql += ` where ${whereProps.map((p, i) => `${column(p).sql} = $${i + 1}`).join(' and ')}`;
  if (orderBy.length) sql += ` order by ${orderBy.map(([p, dir]) => `${column(p).sql} ${dir === 'desc' ? 'desc' : 'asc'}`).join(', ')}`;
  if (query.limit !== undefined) sql += ` limit ${Math.max(0, Math.floor(query.limit))}`;
  compiled = { sql, whereProps, map: rowMapper(columns) };
  cache.set(key, compiled);
  return compiled;
}

/**
 * Reads rows as plain objects with one prepared statement text per query shape, straight from the
 * pool MikroORM owns. For answers that write nothing: no entity is created, so nothing is tracked,
 * and a request that reads 200 rows does not build 200 entities and their snapshots. Errors are the
 * ones MikroORM would raise (its exception converter), so callers and the error filter see the
 * same types either way. Not for use inside `em.transactional` (it does not join the transaction).
 */
export async function readPlain<T extends object, K extends keyof PlainRow<T> = keyof PlainRow<T>>(
  em: EntityManager,
  entity: EntityName<T>,
  query: PlainQuery<T, K> = {},
): Promise<Pick<PlainRow<T>, K>[]> {
  const table = tableOf(em, em.getMetadata(entity) as EntityMetadata);
  const compiled = compile(table, query as PlainQuery<never, never>);
  const where = (query.where ?? {}) as Record<string, unknown>;
  const params = compiled.whereProps.map((p) => where[p]);
  const rows = await queryArrays(em, compiled.sql, params);
  const out = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r++) out[r] = compiled.map(rows[r]);
  return out as Pick<PlainRow<T>, K>[];
}

/** Runs SQL on MikroORM's pool and answers rows as arrays; errors as MikroORM converts them. */
export async function queryArrays(em: EntityManager, sql: string, params: unknown[]): Promise<unknown[][]> {
  try {
    const pool = poolOf(em);
    const result = await (pool instanceof Promise ? await pool : pool).query<unknown[]>({ text: sql, values: params, rowMode: 'array' });
    return result.rows;
  } catch (err) {
    throw em.getPlatform().getExceptionConverter().convertException(err as Error);
  }
}

export interface PlainSelect<R> {
  /** The entity's table, quoted, followed by the alias. */
  from: string;
  /** The select list, each column qualified with the alias. */
  columns: string;
  /** Maps an array-mode row whose first columns are these to a plain object. */
  map: (row: unknown[]) => R;
  /** Any column of the entity by property name, qualified with the alias (for conditions). */
  column(prop: string): string;
}

/**
 * The pieces of a hand-written query (e.g. a join) that reads an entity as plain rows: its table,
 * its columns qualified with `alias`, and the row mapper. Build it once and keep it.
 */
export function plainSelect<T extends object, K extends keyof PlainRow<T>>(
  em: EntityManager,
  entity: EntityName<T>,
  select: readonly K[],
  alias: string,
): PlainSelect<Pick<PlainRow<T>, K>> {
  const table = tableOf(em, em.getMetadata(entity) as EntityMetadata);
  const find = (prop: string) => {
    const c = table.columns.get(prop);
    if (!c) throw new Error(`${table.name} has no column for property "${prop}"`);
    return c;
  };
  const columns = (select as readonly string[]).map(find);
  const a = quote(alias);
  return {
    from: `${table.name} ${a}`,
    columns: columns.map((c) => `${a}.${c.sql}`).join(', '),
    map: rowMapper(columns) as unknown as (row: unknown[]) => Pick<PlainRow<T>, K>,
    column: (prop) => `${a}.${find(prop).sql}`,
  };
}
