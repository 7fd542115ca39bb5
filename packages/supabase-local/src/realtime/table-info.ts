import type { Sql } from '../engine/types.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

const apiRoles: ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, what realtime-js's convertChangeData switches on (`int8`, `_text`, …). */
  type: string;
  primaryKey: boolean;
  selectableBy: Record<ApiRole, boolean>;
}

/** A SELECT (or ALL) policy of the table, as Postgres combines them for row level security. */
export interface ReadPolicy {
  permissive: boolean;
  /** The USING expression as SQL; null when the policy has none. */
  using: string | null;
  appliesTo: Record<ApiRole, boolean>;
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
  readPolicies: ReadPolicy[];
  /** Roles that row level security does not apply to (BYPASSRLS). */
  bypassesRls: Record<ApiRole, boolean>;
}

/** What `tableInfoSql` answers for one table, as JSON. */
export interface TableInfoJson {
  schema: string;
  table: string;
  qualified: string;
  row_security: boolean;
  replident: string;
  columns: Array<{
    name: string;
    type: string;
    primary_key: boolean;
    selectable_by: Record<ApiRole, boolean>;
  }>;
  policies: Array<{
    permissive: boolean;
    using: string | null;
    applies_to: Record<ApiRole, boolean>;
  }>;
  bypass: Record<ApiRole, boolean>;
}

const perRole = (expression: (role: ApiRole) => string) =>
  `json_build_object(${apiRoles.map((role) => `'${role}', ${expression(role)}`).join(', ')})`;

/**
 * One statement describing each table named by `source` (a relation with columns
 * `schema_name` and `table_name`), one JSON row (`info`) per table that exists: its
 * columns, primary key, which API roles may select each column, its read policies and
 * which roles bypass row level security. One statement, so the change feed reads a batch
 * of changes and the tables they touch in one round trip.
 */
export function tableInfoSql(source: string): string {
  // A policy applies to a role it names, to a role that role is a member of, or to PUBLIC.
  const applies = perRole(
    (role) =>
      `0::oid = any(p.polroles) or exists (select from unnest(p.polroles) r where r <> 0 and pg_has_role('${role}', r, 'MEMBER'))`,
  );
  return `select json_build_object(
      'schema', n.nspname, 'table', c.relname,
      'qualified', format('%I.%I', n.nspname, c.relname),
      'row_security', c.relrowsecurity, 'replident', c.relreplident::text,
      'columns', (
        select json_agg(json_build_object(
            'name', a.attname, 'type', t.typname,
            'primary_key', coalesce(a.attnum = any(i.indkey), false),
            'selectable_by', ${perRole((role) => `has_column_privilege('${role}', c.oid, a.attnum, 'SELECT')`)})
          order by a.attnum)
        from pg_attribute a
        join pg_type t on t.oid = a.atttypid
        left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      'policies', coalesce((
        select json_agg(json_build_object(
            'permissive', p.polpermissive, 'using', pg_get_expr(p.polqual, p.polrelid),
            'applies_to', ${applies}))
        from pg_policy p where p.polrelid = c.oid and p.polcmd in ('r', '*')), '[]'),
      'bypass', ${perRole((role) => `coalesce((select rolbypassrls from pg_roles where rolname = '${role}'), false)`)}
    ) as info
    from (${source}) as wanted
    join pg_namespace n on n.nspname = wanted.schema_name
    join pg_class c on c.relnamespace = n.oid and c.relname = wanted.table_name and c.relkind in ('r', 'p')`;
}

export function tableInfoFromJson(json: TableInfoJson): TableInfo {
  return {
    schema: json.schema,
    table: json.table,
    qualified: json.qualified,
    rowSecurity: json.row_security,
    fullIdentity: json.replident === 'f',
    columns: json.columns.map((c) => ({
      name: c.name,
      type: c.type,
      primaryKey: c.primary_key,
      selectableBy: c.selectable_by,
    })),
    readPolicies: json.policies.map((p) => ({
      permissive: p.permissive,
      using: p.using,
      appliesTo: p.applies_to,
    })),
    bypassesRls: json.bypass,
  };
}

/** Null when the table does not exist. */
export async function loadTableInfo(
  sql: Sql,
  schema: string,
  table: string,
): Promise<TableInfo | null> {
  const { rows } = await sql.query<{ info: TableInfoJson }>(
    tableInfoSql('select $1::text as schema_name, $2::text as table_name'),
    [schema, table],
  );
  return rows[0] ? tableInfoFromJson(rows[0].info) : null;
}

/**
 * The condition row level security puts on reading a row of the table as `role`, over
 * columns named as the table's own: the permissive policies ORed (none means no row), the
 * restrictive ones ANDed. It lets a row that no longer exists, the old row of a DELETE, be
 * judged as a SELECT of it would have been.
 */
export function readCondition(info: TableInfo, role: ApiRole): string {
  if (!info.rowSecurity || info.bypassesRls[role]) return 'true';
  const applying = info.readPolicies.filter((p) => p.appliesTo[role] && p.using !== null);
  const permissive = applying.filter((p) => p.permissive).map((p) => `(${p.using})`);
  if (permissive.length === 0) return 'false';
  const restrictive = applying.filter((p) => !p.permissive).map((p) => ` and (${p.using})`);
  return `(${permissive.join(' or ')})${restrictive.join('')}`;
}
