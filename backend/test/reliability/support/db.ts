// Fingerprints of every table (except sessions, login attempts and the migrations log), to prove
// a refused request changed no row.
type Sql = (text: string, params?: unknown[]) => Promise<Record<string, any>[]>;

const IGNORED = new Set(['session', 'mikro_orm_migrations', 'login_attempts']);

export type Fingerprint = Record<string, string>;

export async function fingerprint(sql: Sql): Promise<Fingerprint> {
  const tables = await sql(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Fingerprint = {};
  for (const { table_name } of tables) {
    if (IGNORED.has(table_name)) continue;
    const [row] = await sql(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table_name}" t`);
    out[table_name] = `${row.n}:${row.h}`;
  }
  return out;
}

/** Tables whose fingerprint differs, e.g. `["modules"]`. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
