import { parseError } from '../errors.ts';

/**
 * PostgREST's `select` grammar: columns, `*`, `alias:col`, `col::type`, JSON paths
 * (`col->a->>b`), embeds `alias:rel!hint!inner(...)`, spreads `...rel(...)` and the
 * `count()` aggregate.
 */

export interface JsonStep {
  arrow: '->' | '->>';
  /** Object key, or an array index when `index` is set. */
  key: string;
  index?: number;
}

export interface FieldRef {
  name: string;
  path: JsonStep[];
}

export type SelectItem =
  | { type: 'star' }
  | {
      type: 'field';
      alias?: string | undefined;
      field: FieldRef;
      cast?: string | undefined;
      aggregate?: string | undefined;
      /** A cast of the aggregate's result. */
      aggregateCast?: string | undefined;
    }
  | { type: 'count'; alias?: string | undefined; aggregateCast?: string | undefined }
  | {
      type: 'embed';
      alias?: string | undefined;
      name: string;
      hint?: string | undefined;
      joinType?: 'inner' | 'left' | undefined;
      spread: boolean;
      items: SelectItem[];
    };

const identChar = /[\p{L}\p{N}_ $]/u;
const castChar = /[A-Za-z0-9_ ]/;
/**
 * The cast lands in the SQL text, so it must be one type name: a single identifier or one
 * of SQL's few multi-word type names. Anything else could smuggle SQL in after the cast.
 */
const castType =
  /^(?:[A-Za-z_][A-Za-z0-9_]*|double precision|character varying|bit varying|(?:timestamp|time) with(?:out)? time zone)$/i;
const aggregates = new Set(['count', 'sum', 'avg', 'max', 'min']);

export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    private readonly what: string,
  ) {}

  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  fail(expecting: string): never {
    const found = this.done() ? 'end of input' : `"${this.peek()}"`;
    throw parseError(this.what, this.text, `unexpected ${found} expecting ${expecting}`);
  }
  expect(s: string): void {
    if (!this.startsWith(s)) this.fail(`"${s}"`);
    this.pos += s.length;
  }

  /** A bare identifier or a double-quoted one (`""` and `\"` escape a quote inside). */
  identifier(): string {
    if (this.peek() === '"') {
      this.pos++;
      let out = '';
      while (!this.done()) {
        const ch = this.peek();
        if (ch === '\\' && (this.peek(1) === '"' || this.peek(1) === '\\')) {
          out += this.peek(1);
          this.pos += 2;
        } else if (ch === '"') {
          if (this.peek(1) === '"') {
            out += '"';
            this.pos += 2;
          } else {
            this.pos++;
            if (out === '') this.fail('a non-empty quoted identifier');
            return out;
          }
        } else {
          out += ch;
          this.pos++;
        }
      }
      this.fail('closing quote');
    }
    const start = this.pos;
    while (!this.done() && identChar.test(this.peek())) this.pos++;
    const name = this.text.slice(start, this.pos).trim();
    if (name === '') this.fail('an identifier');
    return name;
  }

  field(): FieldRef {
    const name = this.identifier();
    const path: JsonStep[] = [];
    while (this.startsWith('->')) {
      const arrow = this.startsWith('->>') ? '->>' : '->';
      this.pos += arrow.length;
      const index = /^-?\d+/.exec(this.text.slice(this.pos));
      const after = this.text[this.pos + (index?.[0].length ?? 0)] ?? '';
      if (index && !identChar.test(after)) {
        this.pos += index[0].length;
        path.push({ arrow, key: index[0], index: Number(index[0]) });
      } else {
        path.push({ arrow, key: this.identifier() });
      }
    }
    return { name, path };
  }
}

/** The output key of a field: the alias, else the last JSON key, else the column. */
export function fieldKey(field: FieldRef): string {
  const last = field.path[field.path.length - 1];
  return last ? last.key : field.name;
}

export function parseSelect(raw: string): SelectItem[] {
  if (raw.trim() === '') return [{ type: 'star' }];
  const cursor = new Cursor(raw, 'select parameter');
  const items = selectList(cursor, 0);
  if (!cursor.done()) cursor.fail('"," or end of input');
  return items;
}

function selectList(c: Cursor, depth: number): SelectItem[] {
  if (depth > 16) c.fail('fewer nested embeds');
  const items: SelectItem[] = [];
  for (;;) {
    items.push(selectItem(c, depth));
    if (c.peek() !== ',') return items;
    c.pos++;
  }
}

/** `::type` at the cursor, if there. */
function castAt(c: Cursor): string | undefined {
  if (!c.startsWith('::')) return undefined;
  c.pos += 2;
  const start = c.pos;
  while (!c.done() && castChar.test(c.peek())) c.pos++;
  const cast = c.text.slice(start, c.pos).trim().replace(/\s+/g, ' ');
  if (!castType.test(cast)) c.fail('a type name');
  return cast;
}

function selectItem(c: Cursor, depth: number): SelectItem {
  if (c.peek() === '*') {
    c.pos++;
    return { type: 'star' };
  }
  const spread = c.startsWith('...');
  if (spread) c.pos += 3;
  let alias: string | undefined;
  let field = c.field();
  if (c.peek() === ':' && c.peek(1) !== ':') {
    if (field.path.length > 0) c.fail('"(" or ","');
    alias = field.name;
    c.pos++;
    field = c.field();
  }
  if (field.path.length === 0 && (c.peek() === '!' || c.peek() === '(')) {
    if (field.name === 'count' && c.startsWith('()') && !spread) {
      c.pos += 2;
      const aggregateCast = castAt(c);
      return aggregateCast ? { type: 'count', alias, aggregateCast } : { type: 'count', alias };
    }
    let hint: string | undefined;
    let joinType: 'inner' | 'left' | undefined;
    while (c.peek() === '!') {
      c.pos++;
      const word = c.identifier();
      if (word === 'inner' || word === 'left') joinType = word;
      else if (hint === undefined) hint = word;
      else c.fail('"inner" or "left"');
    }
    c.expect('(');
    const items = c.peek() === ')' ? [] : selectList(c, depth + 1);
    c.expect(')');
    return { type: 'embed', alias, name: field.name, hint, joinType, spread, items };
  }
  if (spread) c.fail('"(" after a spread');
  // `col::type.sum()::type`: the first cast applies to the column, the second to the result.
  const cast = castAt(c);
  let aggregate: string | undefined;
  if (c.peek() === '.') {
    c.pos++;
    const fn = c.identifier();
    if (!aggregates.has(fn)) c.fail('an aggregate function');
    c.expect('()');
    aggregate = fn;
  }
  const aggregateCast = aggregate ? castAt(c) : undefined;
  if (aggregateCast) return { type: 'field', alias, field, cast, aggregate, aggregateCast };
  return { type: 'field', alias, field, cast, aggregate };
}
