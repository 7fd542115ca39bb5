import { RestError } from '../errors.ts';
import { parseList } from '../plan/filter-parser.ts';
import type { PlanNode } from '../plan/read-plan.ts';
import { SqlBuilder, whereSql } from './render-sql.ts';
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

  // With missing=default a row's absent keys take the column default: insert each set of
  // present keys separately. Otherwise absent keys are NULL, as in PostgREST.
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of objects) {
    const present = input.missingDefault ? columns.filter((c) => Object.hasOwn(row, c)) : columns;
    const key = present.join('\u0000');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }

  let conflictTarget: string[] = [];
  if (input.resolution) {
    conflictTarget =
      input.onConflict !== null
        ? parseColumnList(input.onConflict, relation, 'on_conflict')
        : relation.primaryKey;
  }
  const b = new SqlBuilder();
  const ret = returning(relation, options);
  const inserts: string[] = [];
  for (const group of groups.values()) {
    let sql: string;
    if (group.columns.length === 0) {
      if (group.rows.length !== 1)
        throw invalidBody('Rows without any column can only be inserted one at a time');
      sql = `insert into ${relation.sqlName} default values`;
    } else {
      const cols = group.columns.map(quoteIdent).join(', ');
      sql = `insert into ${relation.sqlName} (${cols}) select ${cols} from json_populate_recordset(null::${relation.sqlName}, ${b.param(JSON.stringify(group.rows))}::json)`;
    }
    if (conflictTarget.length > 0) {
      const target = conflictTarget.map(quoteIdent).join(', ');
      sql +=
        input.resolution === 'ignore-duplicates' || group.columns.length === 0
          ? ` on conflict (${target}) do nothing`
          : ` on conflict (${target}) do update set ${group.columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
    }
    inserts.push(`${sql} ${ret}`);
  }
  if (inserts.length === 0) {
    return mutationStatement(
      b,
      `select * from ${relation.sqlName} where false`,
      options.representation,
      options.count,
    );
  }
  if (inserts.length === 1)
    return mutationStatement(b, inserts[0]!, options.representation, options.count);
  const ctes = inserts.map((sql, i) => `pgrst_insert_${i} as (${sql})`);
  const union = inserts.map((_, i) => `select * from pgrst_insert_${i}`).join(' union all ');
  return mutationStatement(b, union, options.representation, options.count, ctes);
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
