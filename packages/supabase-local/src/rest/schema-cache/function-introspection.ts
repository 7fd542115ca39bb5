import { quoteIdent } from '../../db/quote-ident.ts';
import type { FunctionRow, RawRelation } from './catalog-queries.ts';
import type { Column, FunctionDef, Relation } from './schema-types.ts';

/**
 * Functions of the exposed schemas: the callable ones as RPC (input arguments, defaults, the
 * shape they return), and those taking one table row as computed fields (returning a
 * value) or computed relationships (returning rows of an exposed relation).
 */

export function readFunctions(
  rows: FunctionRow[],
  raw: Map<number, RawRelation>,
  exposedByOid: Map<number, Relation>,
): Map<string, Map<string, FunctionDef[]>> {
  const bySchema = new Map<string, Map<string, FunctionDef[]>>();
  for (const row of rows) {
    const sqlName = `${quoteIdent(row.schema)}.${quoteIdent(row.name)}`;
    const rowOf =
      row.row_arg_relid === null ? undefined : exposedByOid.get(Number(row.row_arg_relid));
    const returnsRelation = exposedByOid.get(Number(row.return_relid));
    if (
      rowOf &&
      returnsRelation &&
      returnsRelation.kind !== 'composite' &&
      rowOf.schema === returnsRelation.schema
    ) {
      rowOf.relationships.push({
        cardinality: row.single_row ? 'm2o' : 'o2m',
        computedBy: { fn: sqlName, rowType: rowOf.sqlName },
        source: rowOf.name,
        target: returnsRelation.name,
        constraintName: row.name,
        ownsForeignKey: false,
        sourceColumns: [],
        targetColumns: [],
      });
    } else if (rowOf && Number(row.return_relid) === 0 && !row.returns_set) {
      rowOf.computedFields.set(row.name, row.return_type);
    }
    if (!row.callable) continue;
    const def = functionDef(row, sqlName, raw, exposedByOid);
    const functions = bySchema.get(row.schema) ?? new Map<string, FunctionDef[]>();
    functions.set(row.name, [...(functions.get(row.name) ?? []), def]);
    bySchema.set(row.schema, functions);
  }
  return bySchema;
}

function functionDef(
  row: FunctionRow,
  sqlName: string,
  raw: Map<number, RawRelation>,
  exposedByOid: Map<number, Relation>,
): FunctionDef {
  const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
  const names = row.arg_names ?? [];
  const inputs: { name: string; type: string }[] = [];
  const outputs: Column[] = [];
  row.arg_types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type });
    if (mode === 'o' || mode === 'b' || mode === 't')
      outputs.push({ name, type, typeOid: 0, isTsvector: type === 'tsvector' });
  });
  const firstDefault = inputs.length - row.n_defaults;
  return {
    name: row.name,
    schema: row.schema,
    sqlName,
    args: inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault })),
    returnsSet: row.returns_set,
    volatility: row.volatility,
    returns: returnsOf(row, outputs, raw, exposedByOid),
  };
}

function returnsOf(
  row: FunctionRow,
  outputs: Column[],
  raw: Map<number, RawRelation>,
  exposedByOid: Map<number, Relation>,
): FunctionDef['returns'] {
  if (row.return_type_name === 'void') return { kind: 'void' };
  const relid = Number(row.return_relid);
  if (relid > 0) {
    const exposed = exposedByOid.get(relid);
    if (exposed) return { kind: 'rows', relation: exposed };
    const rel = raw.get(relid);
    if (rel)
      return {
        kind: 'rows',
        relation: anonymousRelation(row.name, row.schema, [...rel.columns.values()]),
      };
  }
  if (outputs.length > 0)
    return { kind: 'rows', relation: anonymousRelation(row.name, row.schema, outputs) };
  return { kind: 'scalar', type: row.return_type };
}

/** The row type of a function's own OUT/TABLE columns (no relationships). */
function anonymousRelation(name: string, schema: string, columns: Column[]): Relation {
  return {
    name,
    schema,
    sqlName: quoteIdent(name),
    kind: 'composite',
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    relationships: [],
    computedFields: new Map(),
  };
}
