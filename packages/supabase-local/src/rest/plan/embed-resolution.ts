import { RestError } from '../errors.ts';
import type { Relation, Relationship } from '../schema-cache/schema-types.ts';

/**
 * Finds the one relationship an embed `name!hint(...)` means, with PostgREST's rules:
 * the name is a target relation, or (without a hint) a foreign key constraint or a
 * foreign key column of the origin; the hint narrows by constraint, column or junction.
 */
export function resolveRelationship(
  origin: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const single = (cols: string[]) => (cols.length === 1 ? cols[0] : undefined);
  let matches = origin.relationships.filter((r) => {
    if (hint === undefined) {
      if (r.target === name) return true;
      if (r.cardinality === 'm2m' || !r.ownsForeignKey) return false;
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
  // A self-reference named by its table means the children; the FK column names the parent.
  if (matches.length > 1 && matches.every((r) => r.source === r.target && r.target === name)) {
    const children = matches.filter((r) => !r.ownsForeignKey && r.cardinality !== 'm2m');
    if (children.length === 1) matches = children;
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    const using = hint === undefined ? '' : ` using the hint '${hint}'`;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${name}'${using} in the schema 'public', but no matches were found.`,
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
      relationship: describe(r),
    })),
    `Try changing '${name}' to one of the following: ${matches.map((r) => `'${name}!${hintFor(r)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
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

function describe(r: Relationship): string {
  if (r.junction) {
    return `public.${r.junction.name} using ${r.junction.sourceConstraint}(${r.junction.sourceFkColumns.join(', ')}) and ${r.junction.targetConstraint}(${r.junction.targetFkColumns.join(', ')})`;
  }
  const [from, to] = r.ownsForeignKey ? [r.source, r.target] : [r.target, r.source];
  const [fromCols, toCols] = r.ownsForeignKey
    ? [r.sourceColumns, r.targetColumns]
    : [r.targetColumns, r.sourceColumns];
  return `${r.constraintName} using ${from}(${fromCols.join(', ')}) and ${to}(${toCols.join(', ')})`;
}

export const isToOne = (r: Relationship): boolean =>
  r.cardinality === 'm2o' || r.cardinality === 'o2o';
