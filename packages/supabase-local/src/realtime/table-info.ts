import type { Sql } from '../engine/types.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, what realtime-js's convertChangeData switches on (`int8`, `_text`, …). */
  type: string;
  primaryKey: boolean;
  selectableBy: Record<ApiRole, boolean>;
}

export interface TableInfo {
  schema: string;
  table: string;
  /** `schema.table`, quoted, for statements. */
  qualified: string;
  rowSecurity: boolean;
  /** REPLICA IDENTITY FULL: UPDATE/DELETE events carry the whole old row. */
  fullIdentity: boolean;
  columns: ColumnInfo[];
}

interface Row {
  qualified: string;
  row_security: boolean;
  replident: string;
  name: string;
  type: string;
  primary_key: boolean;
  anon: boolean;
  authenticated: boolean;
  service_role: boolean;
}

/** Null when the table does not exist. */
export async function loadTableInfo(
  sql: Sql,
  schema: string,
  table: string,
): Promise<TableInfo | null> {
  const { rows } = await sql.query<Row>(
    `select format('%I.%I', n.nspname, c.relname) as qualified, c.relrowsecurity as row_security,
       c.relreplident::text as replident, a.attname::text as name, t.typname::text as type,
       coalesce(a.attnum = any(i.indkey), false) as primary_key,
       has_column_privilege('anon', c.oid, a.attnum, 'SELECT') as anon,
       has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT') as authenticated,
       has_column_privilege('service_role', c.oid, a.attnum, 'SELECT') as service_role
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     join pg_type t on t.oid = a.atttypid
     left join pg_index i on i.indrelid = c.oid and i.indisprimary
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')
     order by a.attnum`,
    [schema, table],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    schema,
    table,
    qualified: first.qualified,
    rowSecurity: first.row_security,
    fullIdentity: first.replident === 'f',
    columns: rows.map((r) => ({
      name: r.name,
      type: r.type,
      primaryKey: r.primary_key,
      selectableBy: { anon: r.anon, authenticated: r.authenticated, service_role: r.service_role },
    })),
  };
}
