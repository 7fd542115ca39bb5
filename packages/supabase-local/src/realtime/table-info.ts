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

interface ColumnRow {
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

interface PolicyRow {
  permissive: boolean;
  using: string | null;
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
  const { rows } = await sql.query<ColumnRow>(
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
  // A policy applies to a role it names, to a role that role is a member of, or to PUBLIC.
  const policies = await sql.query<PolicyRow>(
    `select p.polpermissive as permissive, pg_get_expr(p.polqual, p.polrelid) as using,
       ${apiRoles
         .map(
           (role) =>
             `(0::oid = any(p.polroles) or exists (select from unnest(p.polroles) r where r <> 0 and pg_has_role('${role}', r, 'MEMBER'))) as ${role}`,
         )
         .join(',\n       ')}
     from pg_policy p
     where p.polrelid = $1::regclass and p.polcmd in ('r', '*')`,
    [first.qualified],
  );
  const bypass = await sql.query<{ rolname: ApiRole; rolbypassrls: boolean }>(
    'select rolname::text as rolname, rolbypassrls from pg_roles where rolname = any($1::text[])',
    [apiRoles],
  );
  const bypassesRls = { anon: false, authenticated: false, service_role: false };
  for (const row of bypass.rows) bypassesRls[row.rolname] = row.rolbypassrls;
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
    readPolicies: policies.rows.map((p) => ({
      permissive: p.permissive,
      using: p.using,
      appliesTo: { anon: p.anon, authenticated: p.authenticated, service_role: p.service_role },
    })),
    bypassesRls,
  };
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
