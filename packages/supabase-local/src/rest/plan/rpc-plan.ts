import { RestError } from '../errors.ts';
import { closestMatch } from './fuzzy-hint.ts';
import { applyQueryParams, planSelect } from './read-plan.ts';
import { SqlBuilder } from '../sql/sql-builder.ts';
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

/** One argument without a name: PostgREST passes it the whole request body. */
function takesWholeBody(fn: FunctionDef): boolean {
  return fn.args.length === 1 && fn.args[0]!.name === '';
}

/** PostgREST's rule: the given names are the required arguments plus any optional ones. */
function matchesArguments(fn: FunctionDef, given: Set<string>): boolean {
  if (fn.args.length === 0) return given.size === 0;
  const required = new Set(fn.args.filter((a) => !a.hasDefault).map((a) => a.name));
  const optional = new Set(fn.args.filter((a) => a.hasDefault).map((a) => a.name));
  const rest = [...given].filter((name) => !optional.has(name));
  return rest.length === required.size && rest.every((name) => required.has(name));
}

const signature = (fn: FunctionDef) =>
  `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;

/** PostgREST's order of overloads: by their arguments' names, then types, fewer first. */
function byArguments(a: FunctionDef, b: FunctionDef): number {
  for (let i = 0; i < Math.min(a.args.length, b.args.length); i++) {
    const x = a.args[i]!;
    const y = b.args[i]!;
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.type !== y.type) return x.type < y.type ? -1 : 1;
  }
  return a.args.length - b.args.length;
}

/**
 * The overload a call means, by PostgREST's rules: the functions whose arguments the call
 * names, else (a JSON POST) the one taking a single unnamed json or jsonb argument.
 */
export function findFunction(
  schema: SchemaCache,
  name: string,
  argNames: string[],
  singleObject: boolean,
  isPost: boolean,
): FunctionDef {
  const candidates = schema.functions.get(name) ?? [];
  const given = new Set(argNames);
  const named: FunctionDef[] = [];
  const wholeBody: FunctionDef[] = [];
  for (const fn of candidates) {
    if (singleObject) {
      if (fn.args.length === 1 && jsonTypes.has(fn.args[0]!.type)) named.push(fn);
    } else if (matchesArguments(fn, given)) named.push(fn);
    else if (isPost && takesWholeBody(fn) && jsonTypes.has(fn.args[0]!.type)) wholeBody.push(fn);
  }
  const best = named.length > 0 ? named : wholeBody;
  if (best.length === 1) return best[0]!;
  if (best.length === 0) throw noFunction(schema, name, [...given].sort(), isPost, candidates);
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${best.sort(byArguments).map(signature).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function noFunction(
  schema: SchemaCache,
  name: string,
  keys: string[],
  isPost: boolean,
  overloads: FunctionDef[],
): RestError {
  const fn = `${schema.name}.${name}`;
  const listed = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  const searched =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const perhaps =
    overloads.length === 0
      ? closestMatch(
          [...schema.functions.keys()].map((n) => n),
          name,
          0.75,
        )
      : (() => {
          const match = closestMatch(
            overloads.map((o) => paramList(o.args.map((a) => a.name))),
            paramList(keys),
            0.33,
          );
          return match === undefined ? undefined : `${name}${match}`;
        })();
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${listed} in the schema cache`,
    `Searched for the function ${fn}${searched}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    perhaps === undefined
      ? null
      : `Perhaps you meant to call the function ${schema.name}.${perhaps}`,
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
  const fn = findFunction(schema, input.name, argNames, input.singleObject, !input.readOnlyRequest);
  const b = new SqlBuilder();
  let call: string;
  let from = '';
  if (input.singleObject || takesWholeBody(fn)) {
    call = `${fn.sqlName}(${b.param(JSON.stringify(input.rawBody ?? input.args))}::${fn.args[0]!.type})`;
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
          text: `select 1 as n, ${input.count ? '1::int8' : 'null::int8'} as total, to_json(${call})::text as body${fromWhere}`,
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
