import { parseError } from '../errors.ts';
import { Cursor, type FieldRef } from './select-parser.ts';

/** Horizontal filters (`col=op.value`), logic trees (`or=(...)`) and `order`. */

export const operators = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const quantifiable = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const textSearch = new Set(['fts', 'plfts', 'phfts', 'wfts']);

export interface Condition {
  type: 'filter';
  field: FieldRef;
  negate: boolean;
  op: string;
  /** `any`/`all` for quantified operators, the text search configuration for fts. */
  modifier?: string | undefined;
  value: string;
  /** The parsed list of `in.(...)`. */
  list?: string[] | undefined;
}

export interface LogicTree {
  type: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: (Condition | LogicTree)[];
}

export type FilterNode = Condition | LogicTree;

export interface OrderTerm {
  /** Set when ordering by a column of a to-one embed: `rel(col)`. */
  relation?: string | undefined;
  field: FieldRef;
  direction?: 'asc' | 'desc' | undefined;
  nulls?: 'first' | 'last' | undefined;
}

/** `not.op(mod).value` → the operator part and the value; throws PGRST100 on a bad operator. */
export function parseOperation(
  raw: string,
  field: FieldRef,
  what: string,
  quotedValues: boolean,
): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  const op = match?.[1];
  if (!match || !op || !operators.has(op)) {
    throw parseError(
      what,
      raw,
      `unexpected "${rest.split('.')[0] ?? ''}" expecting an operator (eq, neq, lt, ...)`,
    );
  }
  const modifier = match[2];
  if (modifier !== undefined) {
    const ok = textSearch.has(op)
      ? /^[A-Za-z0-9_]+$/.test(modifier)
      : quantifiable.has(op) && (modifier === 'any' || modifier === 'all');
    if (!ok) throw parseError(what, raw, `unexpected "(${modifier})" after operator ${op}`);
  }
  let value = rest.slice(match[0].length);
  if (quotedValues && op !== 'in') value = unquote(value);
  const condition: Condition = { type: 'filter', field, negate, op, modifier, value };
  if (
    op === 'is' &&
    !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())
  ) {
    throw parseError(
      what,
      raw,
      `unexpected "${value}" expecting null, not_null, true, false or unknown`,
    );
  }
  if (op === 'in') condition.list = parseList(value, what, raw);
  return condition;
}

/** A double-quoted value loses its quotes; `\"` and `\\` are escapes inside. */
function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  return value.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']. */
export function parseList(value: string, what: string, raw: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(what, raw, 'unexpected value expecting a list in parentheses: in.(a,b)');
  }
  return splitTopLevel(value.slice(1, -1), what, raw).map((item) => unquote(item.trim()));
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string, what: string, raw: string): string[] {
  if (text === '') return [];
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (--depth < 0) throw parseError(what, raw, 'unexpected ")"');
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw parseError(what, raw, 'unexpected end of input expecting closing quote');
  if (depth !== 0) throw parseError(what, raw, 'unexpected end of input expecting ")"');
  parts.push(text.slice(start));
  return parts;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` with the key's `or`/`and` and optional `not.`. */
export function parseLogicTree(
  op: 'and' | 'or',
  negate: boolean,
  value: string,
  key: string,
): LogicTree {
  const raw = `${key}=${value}`;
  return { type: 'logic', op, negate, children: parseLogicChildren(value, 'logic tree', raw, 0) };
}

function parseLogicChildren(value: string, what: string, raw: string, depth: number): FilterNode[] {
  if (depth > 16) throw parseError(what, raw, 'too deeply nested');
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(what, raw, 'unexpected value expecting "(" ... ")"');
  }
  const items = splitTopLevel(value.slice(1, -1), what, raw);
  if (items.length === 0) throw parseError(what, raw, 'unexpected ")" expecting a filter');
  return items.map((item) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) {
      return {
        type: 'logic',
        op: nested[2] as 'and' | 'or',
        negate: nested[1] !== undefined,
        children: parseLogicChildren(nested[3] ?? '', what, raw, depth + 1),
      } satisfies LogicTree;
    }
    const cursor = new Cursor(item, what);
    const field = cursor.field();
    if (cursor.peek() !== '.') cursor.fail('"." after the column');
    return parseOperation(item.slice(cursor.pos + 1), field, what, true);
  });
}

export function parseOrder(raw: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  if (raw.trim() === '')
    throw parseError('order', raw, 'unexpected end of input expecting a column');
  for (const part of splitTopLevel(raw, 'order', raw)) {
    const c = new Cursor(part, 'order');
    let field = c.field();
    let relation: string | undefined;
    if (c.peek() === '(' && field.path.length === 0) {
      c.pos++;
      relation = field.name;
      field = c.field();
      c.expect(')');
    }
    const term: OrderTerm = { relation, field };
    if (c.startsWith('.asc') || c.startsWith('.desc')) {
      term.direction = c.startsWith('.asc') ? 'asc' : 'desc';
      c.pos += term.direction.length + 1;
    }
    if (c.startsWith('.nullsfirst') || c.startsWith('.nullslast')) {
      term.nulls = c.startsWith('.nullsfirst') ? 'first' : 'last';
      c.pos += term.nulls.length + 6;
    }
    if (!c.done()) c.fail('".asc", ".desc", ".nullsfirst" or ".nullslast"');
    terms.push(term);
  }
  return terms;
}
