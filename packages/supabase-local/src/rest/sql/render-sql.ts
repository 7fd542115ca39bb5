import { quoteIdent } from '../../db/quote-ident.ts';
import { isToOne } from '../plan/embed-resolution.ts';
import type { EmbedPlan, PlanNode } from '../plan/read-plan.ts';
import type { Relationship } from '../schema-cache/schema-types.ts';
import { filterSql } from './filter-sql.ts';
import { fieldSql, type SqlBuilder } from './sql-builder.ts';

/**
 * Turns a plan into SQL whose result PostgreSQL itself serialises to JSON (row_to_json,
 * json_agg), the way PostgREST does. Identifiers come from the schema cache and are
 * quoted; every value from the request is a bound parameter.
 */

/** Join condition between a parent row and the embedded relation's row. */
function joinSql(b: SqlBuilder, r: Relationship, parent: string, child: string): string[] {
  const p = quoteIdent(parent);
  const c = quoteIdent(child);
  if (r.computedBy) return [];
  if (r.junction) {
    const j = quoteIdent(b.nextAlias('j'));
    const conds = [
      ...r.junction.sourceFkColumns.map(
        (col, i) => `${j}.${quoteIdent(col)} = ${p}.${quoteIdent(r.sourceColumns[i] ?? '')}`,
      ),
      ...r.junction.targetFkColumns.map(
        (col, i) => `${j}.${quoteIdent(col)} = ${c}.${quoteIdent(r.targetColumns[i] ?? '')}`,
      ),
    ];
    return [`exists (select 1 from ${r.junction.sqlName} ${j} where ${conds.join(' and ')})`];
  }
  return r.sourceColumns.map(
    (col, i) => `${c}.${quoteIdent(r.targetColumns[i] ?? '')} = ${p}.${quoteIdent(col)}`,
  );
}

/**
 * The FROM item of an embedded relation for one parent row: the relation, or for a
 * computed relationship the function called with the parent's row.
 */
function embedFrom(embed: EmbedPlan, parent: string, alias: string): string {
  const computed = embed.relationship.computedBy;
  const source = computed
    ? `${computed.fn}(${quoteIdent(parent)}::${computed.rowType})`
    : embed.node.relation.sqlName;
  return `${source} ${quoteIdent(alias)}`;
}

/** `where` and its conditions, or nothing when there are none. */
function whereClause(conds: string[]): string {
  return conds.length > 0 ? ` where ${conds.join(' and ')}` : '';
}

/** WHERE conditions of a node: its filters and the semi/anti-joins of its embeds. */
export function whereSql(
  b: SqlBuilder,
  node: PlanNode,
  alias: string,
  extra: string[] = [],
): string[] {
  const conds = [...extra, ...node.filters.map((f) => filterSql(b, node, alias, f))];
  for (const embed of node.embeds) {
    if (embed.inner) conds.push(existsSql(b, embed, alias));
  }
  for (const { embed, isNull } of node.embedNullFilters) {
    conds.push(isNull ? `not ${existsSql(b, embed, alias)}` : existsSql(b, embed, alias));
  }
  return conds;
}

function existsSql(b: SqlBuilder, embed: EmbedPlan, parent: string): string {
  const alias = b.nextAlias();
  const conds = whereSql(b, embed.node, alias, joinSql(b, embed.relationship, parent, alias));
  return `exists (select 1 from ${embedFrom(embed, parent, alias)}${whereClause(conds)})`;
}

export function orderSql(b: SqlBuilder, node: PlanNode, alias: string): string {
  return node.order
    .map((term) => {
      let expr: string;
      if (term.embed) {
        const child = b.nextAlias();
        const conds = joinSql(b, term.embed.relationship, alias, child);
        expr = `(select ${fieldSql(b, child, term.field)} from ${embedFrom(term.embed, alias, child)}${whereClause(conds)} limit 1)`;
      } else {
        expr = fieldSql(b, alias, term.field);
      }
      const direction =
        term.direction === 'desc' ? ' desc' : term.direction === 'asc' ? ' asc' : '';
      const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
      return expr + direction + nulls;
    })
    .join(', ');
}

/** `cast` applied to `sql`, when given. */
function castSql(sql: string, cast: string | undefined): string {
  return cast ? `(${sql})::${cast}` : sql;
}

/** The output keys of a spread embed's node, in order (a `*` as the relation's columns). */
function spreadKeys(node: PlanNode): string[] {
  return node.items.flatMap((item) => {
    if (item.kind === 'star') return node.relation.columns.map((c) => c.name);
    if (item.kind !== 'embed') return [item.key];
    if (item.embed.hidden) return [];
    return item.embed.spread ? spreadKeys(item.embed.node) : [item.embed.key];
  });
}

/**
 * The select list of a node whose row is aliased `alias`; `lateral` collects spread joins.
 * With an aggregate in the list, the node is grouped by its other plain and spread columns.
 */
export function selectListSql(
  b: SqlBuilder,
  node: PlanNode,
  alias: string,
  lateral: string[],
): string {
  const parts: string[] = [];
  const grouped: string[] = [];
  const aggregated = node.items.some(
    (item) => item.kind === 'count' || (item.kind === 'column' && item.aggregate !== undefined),
  );
  for (const item of node.items) {
    if (item.kind === 'star') {
      // Expanded by PostgreSQL, so columns added since the schema was cached show up too.
      parts.push(`${quoteIdent(alias)}.*`);
    } else if (item.kind === 'column') {
      const expr = fieldSql(b, alias, item.field, item.cast);
      if (item.aggregate) {
        const value = castSql(`${item.aggregate}(${expr})`, item.aggregateCast);
        parts.push(`${value} as ${quoteIdent(item.key)}`);
      } else {
        parts.push(`${expr} as ${quoteIdent(item.key)}`);
        grouped.push(expr);
      }
    } else if (item.kind === 'count') {
      parts.push(`${castSql('count(*)', item.aggregateCast)} as ${quoteIdent(item.key)}`);
    } else if (!item.embed.hidden) {
      if (item.embed.spread) {
        const sub = quoteIdent(b.nextAlias('s'));
        const keys = spreadKeys(item.embed.node);
        const rows = embedRowsSql(b, item.embed, alias);
        if (isToOne(item.embed.relationship)) {
          lateral.push(`left join lateral (${rows}) ${sub} on true`);
        } else {
          // A spread of many rows: each of its columns as an array (PostgREST 13).
          const row = quoteIdent(b.nextAlias('e'));
          const arrays = keys.map(
            (key) => `coalesce(json_agg(${row}.${quoteIdent(key)}), '[]') as ${quoteIdent(key)}`,
          );
          lateral.push(
            `left join lateral (select ${arrays.join(', ')} from (${rows}) ${row}) ${sub} on true`,
          );
        }
        if (aggregated) {
          for (const key of keys) {
            parts.push(`${sub}.${quoteIdent(key)}`);
            grouped.push(`${sub}.${quoteIdent(key)}`);
          }
        } else {
          parts.push(`${sub}.*`);
        }
      } else if (isToOne(item.embed.relationship) && !item.embed.countOnly) {
        // A join rather than a subquery per row: PostgreSQL flattens it and can hash-join.
        const sub = b.nextAlias('l');
        const row = quoteIdent(b.nextAlias('e'));
        const rows = embedRowsSql(b, item.embed, alias, false);
        lateral.push(
          `left join lateral (select row_to_json(${row}) as v from (${rows}) ${row}) ${quoteIdent(sub)} on true`,
        );
        parts.push(`${quoteIdent(sub)}.v as ${quoteIdent(item.embed.key)}`);
      } else {
        parts.push(`${embedSql(b, item.embed, alias)} as ${quoteIdent(item.embed.key)}`);
      }
    }
  }
  // No visible items (only `rel()` embeds): a zero-column row, which JSON shows as {}.
  if (parts.length === 0) return '';
  node.groupBy = aggregated ? grouped : undefined;
  return parts.join(', ');
}

/**
 * The rows of an embed for one parent row, as a subquery. To-one targets are joined on a
 * unique key, so they match at most one row; `limitToOne` guards the scalar-subquery form.
 */
function embedRowsSql(b: SqlBuilder, embed: EmbedPlan, parent: string, limitToOne = true): string {
  const alias = b.nextAlias();
  const child = embed.node;
  const lateral: string[] = [];
  const list = selectListSql(b, child, alias, lateral);
  const conds = whereSql(b, child, alias, joinSql(b, embed.relationship, parent, alias));
  let sql = `select ${list} from ${embedFrom(embed, parent, alias)} ${lateral.join(' ')}${whereClause(conds)}`;
  if (child.groupBy && child.groupBy.length > 0) sql += ` group by ${child.groupBy.join(', ')}`;
  const order = orderSql(b, child, alias);
  if (order) sql += ` order by ${order}`;
  if (isToOne(embed.relationship)) {
    if (limitToOne) sql += ' limit 1';
  } else {
    if (child.limit !== undefined) sql += ` limit ${b.param(child.limit)}`;
    if (child.offset !== undefined) sql += ` offset ${b.param(child.offset)}`;
  }
  return sql;
}

/** One JSON value per parent row: an object (or null) for to-one, an array for to-many. */
function embedSql(b: SqlBuilder, embed: EmbedPlan, parent: string): string {
  if (embed.countOnly) {
    const alias = b.nextAlias();
    const conds = whereSql(b, embed.node, alias, joinSql(b, embed.relationship, parent, alias));
    const count = `json_build_object(${b.param(embed.countKey)}::text, count(*))`;
    const value = isToOne(embed.relationship) ? count : `json_build_array(${count})`;
    return `(select ${value} from ${embedFrom(embed, parent, alias)}${whereClause(conds)})`;
  }
  const sub = quoteIdent(b.nextAlias('e'));
  const rows = embedRowsSql(b, embed, parent);
  return isToOne(embed.relationship)
    ? `(select row_to_json(${sub}) from (${rows}) ${sub})`
    : `(select coalesce(json_agg(${sub}), '[]') from (${rows}) ${sub})`;
}
