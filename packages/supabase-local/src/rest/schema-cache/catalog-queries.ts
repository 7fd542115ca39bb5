import type { Column } from './schema-types.ts';

/**
 * The catalog queries the schema cache is built from, and the raw rows they return. Every
 * user schema is read (a view in `public` may sit on tables elsewhere); only `public` is
 * exposed.
 */

export const exposedSchema = 'public';

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
         format_type(a.atttypid, a.atttypmod) as type, a.atttypid::int8 as type_oid, t.typname::text as type_name
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
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

export const functionsSql = `
  select p.proname::text as name,
         to_json(p.proargnames) as arg_names,
         to_json(p.proargmodes::text[]) as arg_modes,
         to_json(array(select format_type(t.oid, null)
                       from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(oid, i)
                       join pg_type t on t.oid = a.oid order by a.i)) as arg_types,
         p.pronargdefaults::int as n_defaults, p.proretset as returns_set, p.provolatile::text as volatility,
         format_type(p.prorettype, null) as return_type, rt.typname::text as return_type_name,
         rt.typrelid::int8 as return_relid, rt.typtype = 'p' as return_is_pseudo
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = '${exposedSchema}' and p.prokind = 'f'`;

/** Cheap fingerprint of the catalog rows the cache is built from; changes with any DDL on them. */
export const fingerprintSql = `
  select concat_ws(':',
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_class),
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_attribute where attnum > 0),
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_constraint),
    (select count(*) || '/' || coalesce(sum(xmin::text::int8), 0) from pg_proc where pronamespace = '${exposedSchema}'::regnamespace)
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
