import { RestError } from '../errors.ts';
import type { Relation, Relationship, SchemaCache } from '../schema-cache/schema-types.ts';

/**
 * Finds the one relationship an embed `name!hint(...)` means, with PostgREST's rules: the
 * name is a target relation or a computed relationship's function, or (without a hint) a
 * foreign key constraint or a foreign key column of the origin towards a table; the hint
 * narrows by constraint, column or junction.
 */
export function resolveRelationship(
  schema: SchemaCache,
  origin: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const single = (cols: string[]) => (cols.length === 1 ? cols[0] : undefined);
  const targetIsView = (r: Relationship) => schema.relations.get(r.target)?.kind === 'view';
  const matches = origin.relationships.filter((r) => {
    if (r.computedBy) return r.constraintName === name;
    if (r.cardinality !== 'm2m' && r.source === r.target) {
      // A self-reference: its table's name means the children, its column the parent.
      if (hint === undefined) {
        return (
          (r.target === name && r.cardinality === 'o2m') ||
          (single(r.sourceColumns) === name && r.cardinality === 'm2o')
        );
      }
      return r.target === name && r.cardinality === 'o2m' && single(r.targetColumns) === hint;
    }
    if (hint === undefined) {
      if (r.target === name) return true;
      if (r.cardinality === 'm2m' || targetIsView(r)) return false;
      return r.constraintName === name || single(r.sourceColumns) === name;
    }
    if (r.target !== name) return false;
    if (r.junction) {
      return (
        r.junction.name === hint ||
        r.junction.sourceConstraint === hint ||
        r.junction.targetConstraint === hint
      );
    }
    return (
      r.constraintName === hint ||
      single(r.sourceColumns) === hint ||
      single(r.targetColumns) === hint
    );
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    const using = hint === undefined ? '' : ` using the hint '${hint}'`;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${name}'${using} in the schema '${schema.name}', but no matches were found.`,
      null,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${name}'`,
    matches.map((r) => ({
      cardinality: cardinalityName(r),
      embedding: `${origin.name} with ${r.target}`,
      relationship: describe(schema, r),
    })),
    `Try changing '${name}' to one of the following: ${matches.map((r) => `'${r.target}!${hintFor(r)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function cardinalityName(r: Relationship): string {
  return { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' }[
    r.cardinality
  ];
}

function hintFor(r: Relationship): string {
  return r.junction ? r.junction.name : r.constraintName;
}

function describe(schema: SchemaCache, r: Relationship): string {
  if (r.junction) {
    return `${schema.name}.${r.junction.name} using ${r.junction.sourceConstraint}(${r.junction.sourceFkColumns.join(', ')}) and ${r.junction.targetConstraint}(${r.junction.targetFkColumns.join(', ')})`;
  }
  return `${r.constraintName} using ${r.source}(${r.sourceColumns.join(', ')}) and ${r.target}(${r.targetColumns.join(', ')})`;
}

export const isToOne = (r: Relationship): boolean =>
  r.cardinality === 'm2o' || r.cardinality === 'o2o';
