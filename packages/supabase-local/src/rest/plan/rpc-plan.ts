import { RestError } from '../errors.ts';
import { applyQueryParams, planSelect } from './read-plan.ts';
import { SqlBuilder } from '../sql/render-sql.ts';
import { quoteIdent } from '../../db/quote-ident.ts';
import type { FunctionDef, SchemaCache } from '../schema-cache/schema-types.ts';
import {
  effectiveWindow,
  readStatement,
  type RangeRequest,
  type Statement,
} from '../sql/statements.ts';

/** `POST /rpc/fn` with named JSON arguments, `GET /rpc/fn?arg=v`, and filters on set results. */

export interface RpcCall {
  fn: FunctionDef;
  statement: Statement;
  /** How the result row becomes the body. */
  shape: 'void' | 'scalar' | 'rows' | 'row';
  readOnly: boolean;
  /** First row of the page, for Content-Range. */
  offset: number;
}

const jsonTypes = new Set(['json', 'jsonb']);

function isSingleJsonArg(fn: FunctionDef): boolean {
  return fn.args.length === 1 && fn.args[0]!.name === '' && jsonTypes.has(fn.args[0]!.type);
}

export function findFunction(
  schema: SchemaCache,
  name: string,
  argNames: string[],
  singleObject: boolean,
): FunctionDef {
  const candidates = schema.functions.get(name) ?? [];
  const matches = candidates.filter((fn) => {
    if (singleObject) return fn.args.length === 1 && jsonTypes.has(fn.args[0]!.type);
    if (isSingleJsonArg(fn)) return true;
    const names = new Set(fn.args.map((a) => a.name));
    return (
      argNames.every((n) => names.has(n)) &&
      fn.args.every((a) => a.hasDefault || argNames.includes(a.name))
    );
  });
  // A function whose named arguments match exactly beats one taking the whole body.
  const named = matches.filter((fn) => !isSingleJsonArg(fn));
  const best = named.length > 0 ? named : matches;
  if (best.length === 1) return best[0]!;
  const signature = `public.${name}(${[...argNames].sort().join(', ')})`;
  if (best.length === 0) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${signature} in the schema cache`,
      `Searched for the function public.${name} with parameter${argNames.length === 1 ? '' : 's'} ${[...argNames].sort().join(', ') || 'none'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${best.map((fn) => `public.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** Argument names a GET request supplies: query keys that some overload takes. */
export function getArgNames(schema: SchemaCache, name: string, params: URLSearchParams): string[] {
  const known = new Set(
    (schema.functions.get(name) ?? []).flatMap((fn) => fn.args.map((a) => a.name)),
  );
  return [...new Set([...params.keys()].filter((k) => known.has(k)))];
}

export interface RpcInput {
  name: string;
  /** Named arguments (POST body, or GET query values as strings). */
  args: Record<string, unknown>;
  /** The whole POST body, for functions taking one json argument. */
  rawBody: unknown;
  singleObject: boolean;
  params: URLSearchParams;
  readOnlyRequest: boolean;
  count: boolean;
  withBody: boolean;
  range?: RangeRequest | undefined;
  maxRows: number;
  maxEmbedDepth: number;
}

export function planRpc(schema: SchemaCache, input: RpcInput): RpcCall {
  const argNames = Object.keys(input.args);
  const fn = findFunction(schema, input.name, argNames, input.singleObject);
  const b = new SqlBuilder();
  let call: string;
  let from = '';
  if (input.singleObject || isSingleJsonArg(fn)) {
    call = `${fn.sqlName}(${b.param(JSON.stringify(input.rawBody ?? {}))}::${fn.args[0]!.type})`;
  } else {
    const given = fn.args.filter((a) => Object.hasOwn(input.args, a.name));
    call = `${fn.sqlName}(${given.map((a) => `${quoteIdent(a.name)} := _a.${quoteIdent(a.name)}`).join(', ')})`;
    if (given.length > 0) {
      const record = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
      const values = Object.fromEntries(given.map((a) => [a.name, input.args[a.name]]));
      from = `json_to_record(${b.param(JSON.stringify(values))}::json) as _a(${record}), `;
    }
  }
  const readOnly = input.readOnlyRequest || fn.volatility !== 'v';
  const fromWhere = from ? ` from ${from.slice(0, -2)}` : '';
  if (fn.returns.kind === 'void') {
    return {
      fn,
      shape: 'void',
      readOnly,
      offset: 0,
      statement: { text: `select ${call}${fromWhere}`, params: b.params },
    };
  }
  if (fn.returns.kind === 'scalar') {
    if (!fn.returnsSet) {
      return {
        fn,
        shape: 'scalar',
        readOnly,
        offset: 0,
        statement: {
          text: `select 1 as n, null::int8 as total, to_json(${call})::text as body${fromWhere}`,
          params: b.params,
        },
      };
    }
    const limit = input.params.get('limit');
    const offset = input.params.get('offset');
    const window = effectiveWindow(
      limit !== null && /^\d{1,15}$/.test(limit) ? Number(limit) : undefined,
      offset !== null && /^\d{1,15}$/.test(offset) ? Number(offset) : undefined,
      input,
    );
    let rows = `select _v from ${from}${call} as _f(_v)`;
    if (Number.isFinite(window.limit)) rows += ` limit ${b.param(window.limit)}`;
    if (window.offset > 0) rows += ` offset ${b.param(window.offset)}`;
    const total = input.count ? `(select count(*) from ${from}${call} as _f(_v))` : 'null::int8';
    return {
      fn,
      shape: 'rows',
      readOnly,
      offset: window.offset,
      statement: {
        text: `select ${total} as total, count(*) as n, coalesce(json_agg(_r._v), '[]')::text as body from (${rows}) _r`,
        params: b.params,
      },
    };
  }
  const node = planSelect(
    schema,
    fn.returns.relation,
    input.params.get('select'),
    input.maxEmbedDepth,
  );
  applyQueryParams(node, input.params, new Set(argNames));
  const statement = readStatement(
    node,
    { count: input.count, withBody: input.withBody, range: input.range, maxRows: input.maxRows },
    b,
    `${from}${call} as "t_root"`,
  );
  return {
    fn,
    shape: fn.returnsSet ? 'rows' : 'row',
    readOnly,
    offset: statement.offset,
    statement,
  };
}
