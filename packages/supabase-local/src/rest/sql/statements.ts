import type { PlanNode } from '../plan/read-plan.ts';
import { orderSql, selectListSql, whereSql } from './render-sql.ts';
import { SqlBuilder } from './sql-builder.ts';
import { quoteIdent } from '../../db/quote-ident.ts';

/**
 * Whole statements in PostgREST's shape: the rows go through a `pgrst_source` CTE and one
 * outer select returns the total (when counted), the page size and the JSON body, so a
 * request is a single round trip after the role and claims are set.
 */

export interface Statement {
  text: string;
  params: unknown[];
}

export interface StatementResult {
  total: number | null;
  n: number;
  body: string;
  /** An upsert's rows inserted rather than updated (PostgREST's `pgrst.inserted`). */
  inserted?: number | null;
}

/** The `Range: 0-9` header, when sent. */
export interface RangeRequest {
  offset: number;
  limit?: number | undefined;
}

export interface ReadOptions {
  /** An exact count of the matching rows, in the statement. */
  count: boolean;
  /** Also answer `countQuery`, the matching rows' query, for the planner's estimate. */
  countQuery?: boolean | undefined;
  /** HEAD: the body is not needed. */
  withBody: boolean;
  range?: RangeRequest | undefined;
  /** Supabase's db-max-rows: no response holds more rows. */
  maxRows: number;
  /** `Accept: ...;nulls=stripped`: drop keys whose value is null. */
  stripNulls?: boolean | undefined;
  /** `Accept: text/csv`: a header line of the keys, then each row as PostgreSQL writes a record. */
  csv?: boolean | undefined;
}

/** limit/offset params win over the Range header; the result is capped at maxRows. */
export function effectiveWindow(
  limit: number | undefined,
  offset: number | undefined,
  options: Pick<ReadOptions, 'range' | 'maxRows'>,
): { limit: number; offset: number } {
  const wanted = limit ?? options.range?.limit ?? Infinity;
  return { limit: Math.min(wanted, options.maxRows), offset: offset ?? options.range?.offset ?? 0 };
}

/** GET on a table or view. `from` overrides the FROM item (RPC results). */
export function readStatement(
  node: PlanNode,
  options: ReadOptions,
  b = new SqlBuilder(),
  from?: string,
): Statement & { offset: number; countQuery?: Statement } {
  const window = effectiveWindow(node.limit, node.offset, options);
  const alias = 't_root';
  const source = from ?? `${node.relation.sqlName} ${quoteIdent(alias)}`;
  const lateral: string[] = [];
  const list = options.withBody ? selectListSql(b, node, alias, lateral) : '1';
  const conds = whereSql(b, node, alias);
  const where = conds.length > 0 ? ` where ${conds.join(' and ')}` : '';
  let rows = `select ${list} from ${source} ${lateral.join(' ')}${where}`;
  if (options.withBody && node.groupBy && node.groupBy.length > 0)
    rows += ` group by ${node.groupBy.join(', ')}`;
  const order = orderSql(b, node, alias);
  if (order) rows += ` order by ${order}`;
  if (Number.isFinite(window.limit)) rows += ` limit ${b.param(window.limit)}`;
  if (window.offset > 0) rows += ` offset ${b.param(window.offset)}`;
  const total = options.count ? `(select count(*) from ${source}${where})` : 'null::int8';
  const rowsJson = `coalesce(json_agg(_r), '[]')`;
  const csvHeader = `(select coalesce(string_agg(k, ','), '') from (select json_object_keys(row_to_json(_h)) as k from (select * from pgrst_source limit 1) _h) _k)`;
  const body = !options.withBody
    ? `''`
    : options.csv
      ? `${csvHeader} || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`
      : options.stripNulls
        ? `json_strip_nulls(${rowsJson})::text`
        : `${rowsJson}::text`;
  const statement = {
    text: `with pgrst_source as (${rows}) select ${total} as total, count(*) as n, ${body} as body from pgrst_source _r`,
    params: b.params,
    offset: window.offset,
  };
  if (!options.countQuery || from !== undefined) return statement;
  // Its own parameters: the statement's would include ones the count does not use.
  const c = new SqlBuilder();
  const countConds = whereSql(c, node, alias);
  const countWhere = countConds.length > 0 ? ` where ${countConds.join(' and ')}` : '';
  return {
    ...statement,
    countQuery: { text: `select 1 from ${source}${countWhere}`, params: c.params },
  };
}

/**
 * Wraps a data-modifying statement (`insert ... returning *`): the representation is the
 * select list over the returned rows, with embeds; `null` select means return=minimal.
 * `preceding` are more CTEs (data-modifying CTEs must sit at the top level).
 */
export function mutationStatement(
  b: SqlBuilder,
  dml: string,
  node: PlanNode | null,
  count: boolean,
  preceding: string[] = [],
  reportInserted = false,
): Statement {
  const ctes = preceding.map((cte) => `${cte}, `).join('');
  const inserted = reportInserted
    ? `, nullif(current_setting('pgrst.inserted', true), '')::int as inserted`
    : '';
  if (!node) {
    const total = count ? 'count(*)' : 'null::int8';
    return {
      text: `with ${ctes}pgrst_source as (${dml}) select ${total} as total, count(*) as n, '' as body${inserted} from pgrst_source`,
      params: b.params,
    };
  }
  const alias = 't_root';
  const lateral: string[] = [];
  const list = selectListSql(b, node, alias, lateral);
  const rows = `select ${list} from pgrst_source ${quoteIdent(alias)} ${lateral.join(' ')}`;
  const total = count ? 'count(*)' : 'null::int8';
  return {
    text: `with ${ctes}pgrst_source as (${dml}) select ${total} as total, count(*) as n, coalesce(json_agg(_r), '[]')::text as body${inserted} from (${rows}) _r`,
    params: b.params,
  };
}
