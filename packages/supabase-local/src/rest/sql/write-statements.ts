import { RestError } from '../errors.ts';
import { parseList } from '../plan/filter-parser.ts';
import type { PlanNode } from '../plan/read-plan.ts';
import { whereSql } from './render-sql.ts';
import { SqlBuilder } from './sql-builder.ts';
import { quoteIdent } from '../../db/quote-ident.ts';
import type { Relation } from '../schema-cache/schema-types.ts';
import { mutationStatement, type Statement } from './statements.ts';

/**
 * INSERT/upsert, UPDATE and DELETE. JSON bodies become rows with json_populate_record(set),
 * so PostgreSQL converts every value (arrays, jsonb, enums, dates) as PostgREST has it do.
 */

export interface WriteOptions {
  /** The select plan for return=representation, or null for return=minimal. */
  representation: PlanNode | null;
  /** return=headers-only: return the primary key columns only. */
  keysOnly: boolean;
  count: boolean;
}

export const invalidBody = (details: string | null = null): RestError =>
  new RestError(400, 'PGRST102', 'Empty or invalid json', details);

const missingColumn = (relation: Relation, column: string): RestError =>
  new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
  );

/** `a,b` or `"a","b"` (as postgrest-js sends `columns` and `on_conflict`). */
export function parseColumnList(raw: string, relation: Relation, what: string): string[] {
  const names = parseList(`(${raw})`, what, raw).map((n) => n.trim());
  for (const name of names)
    if (!relation.columnsByName.has(name)) throw missingColumn(relation, name);
  return names;
}

function returning(relation: Relation, options: WriteOptions): string {
  if (options.representation) return 'returning *';
  if (options.keysOnly && relation.primaryKey.length > 0) {
    return `returning ${relation.primaryKey.map(quoteIdent).join(', ')}`;
  }
  return 'returning 1';
}

export interface InsertInput {
  body: unknown;
  columns: string | null;
  onConflict: string | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
}

export function insertStatement(
  relation: Relation,
  input: InsertInput,
  options: WriteOptions,
): Statement {
  const rows = Array.isArray(input.body) ? input.body : [input.body];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw invalidBody('All rows must be JSON objects');
  }
  const objects = rows as Record<string, unknown>[];
  let columns: string[];
  if (input.columns !== null) {
    columns = parseColumnList(input.columns, relation, 'columns');
  } else {
    columns = Object.keys(objects[0] ?? {});
    const key = [...columns].sort().join('\u0000');
    if (objects.some((o) => Object.keys(o).sort().join('\u0000') !== key)) {
      throw invalidBody('All object keys must match');
    }
    for (const name of columns)
      if (!relation.columnsByName.has(name)) throw missingColumn(relation, name);
  }

  let conflictTarget: string[] = [];
  if (input.resolution) {
    conflictTarget =
      input.onConflict !== null
        ? parseColumnList(input.onConflict, relation, 'on_conflict')
        : relation.primaryKey;
  }
  const b = new SqlBuilder();
  let sql: string;
  if (objects.length === 0) {
    sql = `select * from ${relation.sqlName} where false`;
  } else if (columns.length === 0) {
    if (objects.length !== 1)
      throw invalidBody('Rows without any column can only be inserted one at a time');
    sql = `insert into ${relation.sqlName} default values`;
  } else {
    const cols = columns.map(quoteIdent).join(', ');
    sql = `insert into ${relation.sqlName} (${cols}) select ${cols} from ${rowsSql(b, relation, columns, objects, input.missingDefault)}`;
  }
  const merging = input.resolution === 'merge-duplicates' && columns.length > 0;
  if (objects.length > 0 && conflictTarget.length > 0) {
    const target = conflictTarget.map(quoteIdent).join(', ');
    if (!merging) {
      sql += ` on conflict (${target}) do nothing`;
    } else {
      // Counted up for every row offered and down for every row updated: what is left
      // was inserted, and decides 201 or 200 as in PostgREST.
      sql += ` where ${countInserted('+')} on conflict (${target}) do update set ${columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')} where ${countInserted('-')}`;
    }
  }
  if (objects.length > 0) sql += ` ${returning(relation, options)}`;
  return mutationStatement(b, sql, options.representation, options.count, [], merging);
}

/**
 * The body's rows as records of the relation. With `missing=default` an absent key takes
 * the column's default, evaluated for every row as PostgREST does (an identity's `nextval`
 * is drawn even for rows that give the key); otherwise it is NULL.
 */
function rowsSql(
  b: SqlBuilder,
  relation: Relation,
  columns: string[],
  rows: Record<string, unknown>[],
  missingDefault: boolean,
): string {
  const defaults = missingDefault
    ? columns.flatMap((name) => {
        const sql = relation.columnsByName.get(name)?.defaultSql;
        return sql ? [`${b.param(name)}::text, ${sql}`] : [];
      })
    : [];
  const body = b.param(JSON.stringify(rows));
  if (defaults.length === 0)
    return `json_populate_recordset(null::${relation.sqlName}, ${body}::json)`;
  const merged = `(select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _e order by _i) from jsonb_array_elements(${body}::jsonb) with ordinality as _r(_e, _i))`;
  return `jsonb_populate_recordset(null::${relation.sqlName}, ${merged})`;
}

/** Adds or takes one from the transaction's `pgrst.inserted`; always true. */
function countInserted(sign: '+' | '-'): string {
  return `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) is not null`;
}

function requireWhere(filters: PlanNode, verb: string): void {
  if (filters.filters.length === 0 && filters.embedNullFilters.length === 0) {
    // Supabase runs pg-safeupdate: UPDATE/DELETE without a WHERE clause is refused.
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
}

export function updateStatement(
  relation: Relation,
  body: unknown,
  filters: PlanNode,
  options: WriteOptions,
): Statement {
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    Object.keys(body).length === 0
  ) {
    throw invalidBody();
  }
  const columns = Object.keys(body);
  for (const name of columns)
    if (!relation.columnsByName.has(name)) throw missingColumn(relation, name);
  requireWhere(filters, 'UPDATE');
  const b = new SqlBuilder();
  const alias = 't_write';
  const values = `(select * from json_populate_record(null::${relation.sqlName}, ${b.param(JSON.stringify(body))}::json)) _b`;
  const set = columns.map((c) => `${quoteIdent(c)} = _b.${quoteIdent(c)}`).join(', ');
  const where = whereSql(b, filters, alias);
  const ret = returning(relation, options).replace(
    'returning *',
    `returning ${quoteIdent(alias)}.*`,
  );
  const dml = `update ${relation.sqlName} as ${quoteIdent(alias)} set ${set} from ${values} where ${where.join(' and ')} ${ret}`;
  return mutationStatement(b, dml, options.representation, options.count);
}

export function deleteStatement(
  relation: Relation,
  filters: PlanNode,
  options: WriteOptions,
): Statement {
  requireWhere(filters, 'DELETE');
  const b = new SqlBuilder();
  const alias = 't_write';
  const where = whereSql(b, filters, alias);
  const ret = returning(relation, options).replace(
    'returning *',
    `returning ${quoteIdent(alias)}.*`,
  );
  const dml = `delete from ${relation.sqlName} as ${quoteIdent(alias)} where ${where.join(' and ')} ${ret}`;
  return mutationStatement(b, dml, options.representation, options.count);
}
