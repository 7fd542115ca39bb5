import type { Column } from './schema-types.ts';

/**
 * The catalog queries the schema cache is built from, and the raw rows they return. Every
 * user schema is read (a view in `public` may sit on tables elsewhere); only the exposed
 * schemas (`public` unless configured) are served.
 */

export interface RelationRow {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  view_tree: string | null;
}
export interface ColumnRow {
  relid: number;
  attnum: number;
  name: string;
  type: string;
  type_oid: number;
  type_name: string;
  default_expr: string | null;
}
export interface KeyRow {
  relid: number;
  keys: number[];
  is_primary: boolean;
}
export interface ForeignKeyRow {
  name: string;
  relid: number;
  frelid: number;
  keys: number[];
  fkeys: number[];
}
export interface FunctionRow {
  schema: string;
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  n_defaults: number;
  returns_set: boolean;
  volatility: 'i' | 's' | 'v';
  return_type: string;
  return_type_name: string;
  return_relid: number;
  return_is_pseudo: boolean;
  /** PostgREST's rule: every input argument named, or one unnamed of a type a raw body fills. */
  callable: boolean;
  /** The relation whose row type the only argument is (a computed field or relationship). */
  row_arg_relid: number | null;
  /** `rows 1` on a set-returning function: a computed relationship to one row. */
  single_row: boolean;
}

/**
 * Relations of every user schema (foreign keys of base tables in other schemas still count
 * for views in `public`); only `public` ones are exposed.
 */
export const relationsSql = `
  select c.oid::int8 as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
         case when c.relkind in ('v', 'm') then (
           select r.ev_action::text from pg_rewrite r where r.ev_class = c.oid and r.rulename = '_RETURN'
         ) end as view_tree
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

export const columnsSql = `
  select a.attrelid::int8 as relid, a.attnum::int as attnum, a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type, a.atttypid::int8 as type_oid, t.typname::text as type_name,
         case when a.attidentity <> '' then
                format('nextval(%L::regclass)', pg_get_serial_sequence(c.oid::regclass::text, a.attname))
              when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default_expr
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
    and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  order by a.attrelid, a.attnum`;

/** Primary keys and non-partial unique indexes (one-to-one detection, upsert targets). */
export const keysSql = `
  select i.indrelid::int8 as relid, to_json(i.indkey::int2[]) as keys, i.indisprimary as is_primary
  from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
  where i.indisunique and i.indpred is null and i.indexprs is null
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

export const foreignKeysSql = `
  select k.conname::text as name, k.conrelid::int8 as relid, k.confrelid::int8 as frelid,
         to_json(k.conkey) as keys, to_json(k.confkey) as fkeys
  from pg_constraint k join pg_namespace n on n.oid = k.connamespace
  where k.contype = 'f' and n.nspname not in ('pg_catalog', 'information_schema')`;

/** Functions of the exposed schemas (`$1`, a text array). */
export const functionsSql = `
  select n.nspname::text as schema, p.proname::text as name,
         to_json(p.proargnames) as arg_names,
         to_json(p.proargmodes::text[]) as arg_modes,
         to_json(array(select format_type(t.oid, null)
                       from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(oid, i)
                       join pg_type t on t.oid = a.oid order by a.i)) as arg_types,
         p.pronargdefaults::int as n_defaults, p.proretset as returns_set, p.provolatile::text as volatility,
         format_type(p.prorettype, null) as return_type, rt.typname::text as return_type_name,
         rt.typrelid::int8 as return_relid, rt.typtype = 'p' as return_is_pseudo,
         coalesce((
           select case count(*) - count(nullif(a.name, ''))
                    when 0 then true
                    when 1 then (array_agg(a.type))[1] in
                      ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
                    else false end
           from unnest(p.proargnames, p.proargtypes::oid[], p.proargmodes) as a(name, type, mode)
           where a.type is not null
         ), p.pronargs = 0 or p.proargnames is not null) as callable,
         case when p.pronargs = 1 then (
           select c.oid::int8 from pg_class c
           where c.reltype = p.proargtypes[0] and c.relkind in ('r', 'p', 'v', 'm', 'f')
         ) end as row_arg_relid,
         (not p.proretset or p.prorows = 1) as single_row
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = any($1::text[]) and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`;

/**
 * PostgREST's in-database configuration: the `pgrst.*` settings of the role it logs in as
 * (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`), database-specific
 * ones last so they win.
 */
export const apiSettingsSql = `
  select c.entry
  from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) as c(entry)
  where r.rolname = 'authenticator' and c.entry like 'pgrst.%'
    and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  order by s.setdatabase`;

/** Cheap fingerprint of the catalog rows the cache is built from; changes with any DDL on them. */
export const fingerprintSql = `
  select concat_ws(':',
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_class),
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_attribute where attnum > 0),
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_constraint),
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_db_role_setting),
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_proc
      where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace))
  ) as fingerprint`;

export interface RawRelation {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  columns: Map<number, Column>;
  /** view attnum → base table (oid, attnum), already followed through view chains. */
  origins: Map<number, { oid: number; attnum: number }>;
  uniqueKeys: number[][];
  primaryKey: number[];
}
