import { RestError } from '../errors.ts';
import { applyQueryParams, planSelect } from '../plan/read-plan.ts';
import { rangeOf } from './range.ts';
import {
  checkMaxAffected,
  contentRange,
  headersOut,
  jsonType,
  objectType,
  planType,
  sendRows,
  singleError,
} from './respond.ts';
import { sendText } from '../../http/respond.ts';
import type { RequestInfo, RestRuntime } from '../runtime.ts';
import { readStatement } from '../sql/statements.ts';
import {
  deleteStatement,
  insertStatement,
  invalidBody,
  updateStatement,
  type WriteOptions,
} from '../sql/write-statements.ts';

/** GET/HEAD, POST (insert, upsert), PATCH and DELETE on `/rest/v1/<table or view>`. */

export async function handleTable(rt: RestRuntime, info: RequestInfo, name: string): Promise<void> {
  const { method, params, prefs } = info;
  if (method === 'GET' || method === 'HEAD') {
    const range = rangeOf(info.req);
    // Everything the statement depends on besides the schema, for the plan cache.
    const key = [
      method,
      name,
      params.toString(),
      prefs.count ?? '',
      info.single,
      info.stripNulls,
      info.csv,
      info.req.headers.range ?? '',
    ].join('\u0000');
    const statement = await rt.withCachedPlan(info, key, (schema) => {
      const relation = rt.relationOf(schema, name);
      const node = planSelect(schema, relation, params.get('select'), rt.maxEmbedDepth);
      applyQueryParams(node, params);
      return readStatement(node, {
        count: prefs.count === 'exact' || prefs.count === 'estimated',
        countQuery: prefs.count === 'planned' || prefs.count === 'estimated',
        withBody: method === 'GET',
        range,
        maxRows: rt.maxRows,
        stripNulls: info.stripNulls,
        csv: info.csv,
      });
    });
    if (info.plan) {
      const plan = await rt.explain(info, statement, true);
      sendText(info.res, 200, plan, { 'Content-Type': planType(info) }, method === 'GET');
      return;
    }
    let result = await rt.run(info, statement);
    // PostgREST's planned count is the planner's estimate; an estimated one is exact up to
    // db-max-rows and planned beyond.
    if (statement.countQuery && (prefs.count === 'planned' || (result.total ?? 0) > rt.maxRows)) {
      result = { ...result, total: await rt.plannedRows(info, statement.countQuery) };
    }
    sendRows(info, result, statement.offset);
    return;
  }
  if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const body = method === 'DELETE' ? undefined : await rt.readJsonBody(info.req);
  if (method !== 'DELETE' && body === undefined) throw invalidBody();
  const wantsRows = prefs.return === 'representation';
  const keysOnly = prefs.return === 'headers-only';
  const statement = await rt.withSchema(info, (schema) => {
    const relation = rt.relationOf(schema, name);
    const select =
      keysOnly && relation.primaryKey.length > 0
        ? relation.primaryKey.map((c) => `"${c}"`).join(',')
        : params.get('select');
    const node = planSelect(schema, relation, select, rt.maxEmbedDepth);
    if (method !== 'POST') applyQueryParams(node, params);
    else applyQueryParams(node, onlyEmbedParams(params));
    const writeOptions: WriteOptions = {
      representation: wantsRows || (keysOnly && relation.primaryKey.length > 0) ? node : null,
      keysOnly,
      count: prefs.count !== undefined,
    };
    if (method === 'POST') {
      return insertStatement(
        relation,
        {
          body,
          columns: params.get('columns'),
          onConflict: params.get('on_conflict'),
          resolution: prefs.resolution,
          missingDefault: prefs.missing === 'default',
        },
        writeOptions,
      );
    }
    if (method === 'PATCH') return updateStatement(relation, body, node, writeOptions);
    return deleteStatement(relation, node, writeOptions);
  });
  const checked = info.single || (method !== 'POST' && prefs.handling === 'strict');
  const result = await rt.run(
    info,
    statement,
    false,
    checked
      ? (r) => {
          // PostgREST rolls the write back when .single() does not get exactly one row.
          if (info.single && r.n !== 1) throw singleError(r.n);
          if (method !== 'POST') checkMaxAffected(prefs, r.n);
        }
      : undefined,
  );
  const range =
    method === 'POST' ? `*/${result.total ?? '*'}` : contentRange(0, result.n, result.total);
  // An upsert that only updated rows answers 200, as in PostgREST.
  const created =
    prefs.resolution === 'merge-duplicates' && (result.inserted ?? 0) <= 0 ? 200 : 201;
  if (keysOnly) {
    const first = (JSON.parse(result.body || '[]') as Record<string, unknown>[])[0];
    const location = first
      ? `/${name}?${Object.entries(first)
          .map(([k, v]) => `${k}=eq.${encodeURIComponent(String(v))}`)
          .join('&')}`
      : undefined;
    sendText(
      info.res,
      created,
      '',
      headersOut(info, { 'Content-Range': range, ...(location ? { Location: location } : {}) }),
    );
    return;
  }
  if (!wantsRows) {
    sendText(
      info.res,
      method === 'POST' ? created : 204,
      '',
      headersOut(info, { 'Content-Range': range }),
    );
    return;
  }
  const headers = headersOut(info, {
    'Content-Type': info.single ? objectType : jsonType,
    'Content-Range': range,
  });
  sendText(
    info.res,
    method === 'POST' ? created : 200,
    info.single ? result.body.slice(1, -1) : result.body,
    headers,
  );
}

/** On POST only embedded-resource params (`rel.col=...`) shape the representation. */
function onlyEmbedParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.includes('.') && !key.startsWith('not.')) kept.append(key, value);
  }
  return kept;
}
