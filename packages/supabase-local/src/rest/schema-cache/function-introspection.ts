import { quoteIdent } from '../../db/quote-ident.ts';
import { exposedSchema, type FunctionRow, type RawRelation } from './catalog-queries.ts';
import type { Column, FunctionDef, Relation } from './schema-types.ts';

/** RPC functions of the exposed schema: input arguments, defaults and the shape they return. */

export function readFunctions(
  rows: FunctionRow[],
  raw: Map<number, RawRelation>,
  relations: Map<string, Relation>,
): Map<string, FunctionDef[]> {
  const functions = new Map<string, FunctionDef[]>();
  for (const row of rows) {
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
    const def: FunctionDef = {
      name: row.name,
      sqlName: `${quoteIdent(exposedSchema)}.${quoteIdent(row.name)}`,
      args: inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault })),
      returnsSet: row.returns_set,
      volatility: row.volatility,
      returns: returnsOf(row, outputs, raw, relations),
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), def]);
  }
  return functions;
}

function returnsOf(
  row: FunctionRow,
  outputs: Column[],
  raw: Map<number, RawRelation>,
  relations: Map<string, Relation>,
): FunctionDef['returns'] {
  if (row.return_type_name === 'void') return { kind: 'void' };
  const relid = Number(row.return_relid);
  if (relid > 0) {
    const rel = raw.get(relid);
    const exposed = rel && rel.schema === exposedSchema ? relations.get(rel.name) : undefined;
    if (exposed) return { kind: 'rows', relation: exposed };
    if (rel)
      return { kind: 'rows', relation: anonymousRelation(row.name, [...rel.columns.values()]) };
  }
  if (outputs.length > 0) return { kind: 'rows', relation: anonymousRelation(row.name, outputs) };
  return { kind: 'scalar', type: row.return_type };
}

/** The row type of a function's own OUT/TABLE columns (no relationships). */
function anonymousRelation(name: string, columns: Column[]): Relation {
  return {
    name,
    sqlName: quoteIdent(name),
    kind: 'composite',
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    relationships: [],
  };
}
