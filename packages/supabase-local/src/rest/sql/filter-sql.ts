import type { Condition, FilterNode } from '../plan/filter-parser.ts';
import type { PlanNode } from '../plan/read-plan.ts';
import { fieldSql, type SqlBuilder } from './sql-builder.ts';

/** Horizontal filters and logic trees as SQL conditions; values are bound parameters. */

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const tsQuery: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function conditionSql(b: SqlBuilder, node: PlanNode, alias: string, c: Condition): string {
  const lhs = fieldSql(b, alias, c.field);
  const isLike = c.op === 'like' || c.op === 'ilike';
  const value = isLike ? c.value.replaceAll('*', '%') : c.value;
  let sql: string;
  if (c.op === 'is') {
    const v = c.value.toLowerCase();
    sql = v === 'not_null' ? `${lhs} is not null` : `${lhs} is ${v}`;
  } else if (c.op === 'isdistinct') {
    sql = `${lhs} is distinct from ${b.param(value)}`;
  } else if (c.op === 'in') {
    const list = c.list ?? [];
    sql = list.length === 0 ? 'false' : `${lhs} in (${list.map((v) => b.param(v)).join(', ')})`;
  } else if (tsQuery[c.op]) {
    const config = c.modifier ? `${b.param(c.modifier)}::regconfig, ` : '';
    const column = node.relation.columnsByName.get(c.field.name);
    const vector =
      column?.isTsvector && c.field.path.length === 0 ? lhs : `to_tsvector(${config}${lhs})`;
    sql = `${vector} @@ ${tsQuery[c.op]}(${config}${b.param(value)})`;
  } else if (c.modifier === 'any' || c.modifier === 'all') {
    sql = `${lhs} ${comparison[c.op]} ${c.modifier}(${b.param(value)})`;
  } else {
    sql = `${lhs} ${comparison[c.op]} ${b.param(value)}`;
  }
  return c.negate ? `not (${sql})` : sql;
}

export function filterSql(b: SqlBuilder, node: PlanNode, alias: string, f: FilterNode): string {
  if (f.type === 'filter') return conditionSql(b, node, alias, f);
  const parts = f.children.map((child) => `(${filterSql(b, node, alias, child)})`);
  const sql = `(${parts.join(f.op === 'and' ? ' and ' : ' or ')})`;
  return f.negate ? `not ${sql}` : sql;
}
