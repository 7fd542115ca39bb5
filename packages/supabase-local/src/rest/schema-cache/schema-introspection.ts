import { quoteIdent } from '../../db/quote-ident.ts';
import type { Sql } from '../../engine/types.ts';
import {
  columnsSql,
  exposedSchema,
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
import type { Relation, SchemaCache } from './schema-types.ts';

export { exposedSchema, fingerprintSql } from './catalog-queries.ts';

/** Reads the whole schema cache: relations, columns, keys, relationships and functions. */
export async function readSchema(sql: Sql): Promise<SchemaCache & { fingerprint: string }> {
  const fingerprint =
    (await sql.query<{ fingerprint: string }>(fingerprintSql)).rows[0]?.fingerprint ?? '';
  const relationRows = (await sql.query<RelationRow>(relationsSql)).rows;
  const columnRows = (await sql.query<ColumnRow>(columnsSql)).rows;
  const keyRows = (await sql.query<KeyRow>(keysSql)).rows;
  const fkRows = (await sql.query<ForeignKeyRow>(foreignKeysSql)).rows;
  const functionRows = (await sql.query<FunctionRow>(functionsSql)).rows;

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
    });
  }
  for (const row of keyRows) {
    const rel = raw.get(Number(row.relid));
    if (!rel) continue;
    rel.uniqueKeys.push(row.keys);
    if (row.is_primary) rel.primaryKey = row.keys;
  }
  resolveViewOrigins(relationRows, raw);

  const relations = new Map<string, Relation>();
  const exposedByOid = new Map<number, Relation>();
  for (const rel of raw.values()) {
    if (rel.schema !== exposedSchema) continue;
    const columns = [...rel.columns.values()];
    const relation: Relation = {
      name: rel.name,
      sqlName: `${quoteIdent(rel.schema)}.${quoteIdent(rel.name)}`,
      kind:
        rel.kind === 'c' ? 'composite' : rel.kind === 'v' || rel.kind === 'm' ? 'view' : 'table',
      columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: primaryKeyOf(rel, raw),
      relationships: [],
    };
    relations.set(rel.name, relation);
    exposedByOid.set(rel.oid, relation);
  }
  addRelationships(fkRows, raw, exposedByOid);
  return { relations, functions: readFunctions(functionRows, raw, relations), fingerprint };
}
