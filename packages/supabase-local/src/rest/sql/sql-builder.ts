import { quoteIdent } from '../../db/quote-ident.ts';
import type { FieldRef } from '../plan/select-parser.ts';

/** Collects a statement's bound parameters and hands out unique table aliases. */

export class SqlBuilder {
  readonly params: unknown[] = [];
  private aliases = 0;

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  nextAlias(prefix = 't'): string {
    return `${prefix}${this.aliases++}`;
  }
}

/** A column (with JSON path and cast) of the row aliased `alias`. */
export function fieldSql(b: SqlBuilder, alias: string, field: FieldRef, cast?: string): string {
  let sql = `${quoteIdent(alias)}.${quoteIdent(field.name)}`;
  for (const step of field.path) {
    sql +=
      step.arrow + (step.index !== undefined ? String(step.index) : `${b.param(step.key)}::text`);
  }
  return cast ? `(${sql})::${cast}` : sql;
}
