import { quoteIdent } from '../../db/quote-ident.ts';
import type { Sql } from '../../engine/types.ts';
import {
  apiSettingsSql,
  columnsSql,
  fingerprintSql,
  foreignKeysSql,
  functionsSql,
  keysSql,
  relationsSql,
  type ColumnRow,
  type ForeignKeyRow,
  type FunctionRow,
  type KeyRow,
  type RawRelation,
  type RelationRow,
} from './catalog-queries.ts';
import { readFunctions } from './function-introspection.ts';
import { addRelationships, primaryKeyOf, resolveViewOrigins } from './relationship-inference.ts';
import type { ApiSettings, Relation, SchemaCatalog } from './schema-types.ts';

export { fingerprintSql } from './catalog-queries.ts';

/**
 * Reads the whole schema cache of the exposed schemas: relations, columns, keys,
 * relationships and functions.
 */
export async function readSchema(sql: Sql, exposed: string[]): Promise<SchemaCatalog> {
  const fingerprint =
    (await sql.query<{ fingerprint: string }>(fingerprintSql)).rows[0]?.fingerprint ?? '';
  const relationRows = (await sql.query<RelationRow>(relationsSql)).rows;
  const columnRows = (await sql.query<ColumnRow>(columnsSql)).rows;
  const keyRows = (await sql.query<KeyRow>(keysSql)).rows;
  const fkRows = (await sql.query<ForeignKeyRow>(foreignKeysSql)).rows;
  const functionRows = (await sql.query<FunctionRow>(functionsSql, [exposed])).rows;
  const settingRows = (await sql.query<{ entry: string }>(apiSettingsSql)).rows;

  const raw = new Map<number, RawRelation>();
  for (const row of relationRows) {
    raw.set(Number(row.oid), {
      oid: Number(row.oid),
      schema: row.schema,
      name: row.name,
      kind: row.kind,
      columns: new Map(),
      origins: new Map(),
      uniqueKeys: [],
      primaryKey: [],
    });
  }
  for (const row of columnRows) {
    raw.get(Number(row.relid))?.columns.set(row.attnum, {
      name: row.name,
      type: row.type,
      typeOid: Number(row.type_oid),
      isTsvector: row.type_name === 'tsvector',
      defaultSql: row.default_expr,
    });
  }
  for (const row of keyRows) {
    const rel = raw.get(Number(row.relid));
    if (!rel) continue;
    rel.uniqueKeys.push(row.keys);
    if (row.is_primary) rel.primaryKey = row.keys;
  }
  resolveViewOrigins(relationRows, raw);

  const relations = new Map(exposed.map((name) => [name, new Map<string, Relation>()]));
  const exposedByOid = new Map<number, Relation>();
  for (const rel of raw.values()) {
    const inSchema = relations.get(rel.schema);
    if (!inSchema) continue;
    const columns = [...rel.columns.values()];
    const relation: Relation = {
      name: rel.name,
      schema: rel.schema,
      sqlName: `${quoteIdent(rel.schema)}.${quoteIdent(rel.name)}`,
      kind:
        rel.kind === 'c' ? 'composite' : rel.kind === 'v' || rel.kind === 'm' ? 'view' : 'table',
      columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: primaryKeyOf(rel, raw),
      relationships: [],
      computedFields: new Map(),
    };
    inSchema.set(rel.name, relation);
    exposedByOid.set(rel.oid, relation);
  }
  addRelationships(fkRows, raw, exposedByOid);
  const functions = readFunctions(functionRows, raw, exposedByOid);
  const settings = apiSettings(settingRows.map((row) => row.entry));
  return {
    fingerprint,
    settings,
    schemas: new Map(
      exposed.map((name) => [
        name,
        {
          name,
          exposed,
          settings,
          relations: relations.get(name) ?? new Map(),
          functions: functions.get(name) ?? new Map(),
        },
      ]),
    ),
  };
}

const txEnds: ApiSettings['txEnd'][] = [
  'commit',
  'commit-allow-override',
  'rollback',
  'rollback-allow-override',
];

function apiSettings(entries: string[]): ApiSettings {
  const values = new Map<string, string>();
  for (const entry of entries) {
    const cut = entry.indexOf('=');
    if (cut > 0) values.set(entry.slice(0, cut), entry.slice(cut + 1));
  }
  const flag = (name: string) => values.get(name)?.toLowerCase() === 'true';
  const txEnd = values.get('pgrst.db_tx_end') as ApiSettings['txEnd'] | undefined;
  return {
    aggregates: flag('pgrst.db_aggregates_enabled'),
    plan: flag('pgrst.db_plan_enabled'),
    txEnd: txEnd && txEnds.includes(txEnd) ? txEnd : 'commit',
  };
}
