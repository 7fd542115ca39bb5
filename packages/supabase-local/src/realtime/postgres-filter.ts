/**
 * `filter` strings of postgres_changes bindings: `column=op.value`, with op one of eq, neq,
 * lt, lte, gt, gte and in (`in.(a,b,"c d")`). Several filters joined by commas are ANDed,
 * as realtime-js's filter builder writes them.
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface ColumnFilter {
  column: string;
  op: FilterOp;
  /** One value, or the list for `in`. */
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export class FilterSyntaxError extends Error {}

/** Splits on commas that are not inside parentheses or double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) {
        current += ch + text[++i]!;
        continue;
      }
      if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

export function parseFilter(filter: string): ColumnFilter[] {
  return splitTopLevel(filter).map((part) => {
    const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(part.trim());
    if (!match) throw new FilterSyntaxError(`invalid filter: ${part}`);
    const [, column, op, raw] = match as unknown as [string, string, string, string];
    if (!OPS.has(op as FilterOp)) throw new FilterSyntaxError(`unsupported filter operator: ${op}`);
    if (op === 'in') {
      const list = /^\((.*)\)$/s.exec(raw.trim());
      if (!list) throw new FilterSyntaxError(`invalid filter: ${part}`);
      return { column: column.trim(), op: 'in', values: splitTopLevel(list[1]!).map(unquote) };
    }
    return { column: column.trim(), op: op as FilterOp, values: [unquote(raw)] };
  });
}

/**
 * Compares the way Postgres would for the JSON value the row holds: numbers numerically,
 * booleans by truth value, everything else as text. NULL matches nothing, as in SQL.
 */
function compare(rowValue: unknown, filterValue: string): number | null {
  if (rowValue === null || rowValue === undefined) return null;
  if (typeof rowValue === 'number') {
    const n = Number(filterValue);
    if (filterValue.trim() === '' || Number.isNaN(n)) return null;
    return rowValue === n ? 0 : rowValue < n ? -1 : 1;
  }
  if (typeof rowValue === 'boolean') {
    const b = /^(t|true|y|yes|on|1)$/i.test(filterValue)
      ? true
      : /^(f|false|n|no|off|0)$/i.test(filterValue)
        ? false
        : null;
    if (b === null) return null;
    return rowValue === b ? 0 : rowValue ? 1 : -1;
  }
  const text = typeof rowValue === 'string' ? rowValue : JSON.stringify(rowValue);
  return text === filterValue ? 0 : text < filterValue ? -1 : 1;
}

export function matchesFilters(
  filters: ColumnFilter[],
  row: Record<string, unknown> | null,
): boolean {
  if (!row) return false;
  return filters.every(({ column, op, values }) => {
    const value = row[column];
    if (op === 'in') return values.some((v) => compare(value, v) === 0);
    const c = compare(value, values[0]!);
    if (c === null) return false;
    switch (op) {
      case 'eq':
        return c === 0;
      case 'neq':
        return c !== 0;
      case 'lt':
        return c < 0;
      case 'lte':
        return c <= 0;
      case 'gt':
        return c > 0;
      case 'gte':
        return c >= 0;
    }
  });
}
