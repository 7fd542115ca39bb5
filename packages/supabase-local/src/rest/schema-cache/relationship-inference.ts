import type { ForeignKeyRow, RawRelation, RelationRow } from './catalog-queries.ts';
import type { Relation } from './schema-types.ts';
import { viewColumnOrigins } from './view-column-origins.ts';

/**
 * Relationships the way PostgREST infers them: from foreign keys between tables, carried
 * over to views whose columns are plain references to the key columns, plus many-to-many
 * through junction tables.
 */

/** Maps view columns to base columns, following views of views. */
export function resolveViewOrigins(rows: RelationRow[], raw: Map<number, RawRelation>): void {
  const direct = new Map<number, Map<number, { oid: number; attnum: number }>>();
  for (const row of rows) {
    if (!row.view_tree) continue;
    const map = new Map<number, { oid: number; attnum: number }>();
    for (const origin of viewColumnOrigins(row.view_tree)) {
      map.set(origin.viewColumn, { oid: origin.tableOid, attnum: origin.tableColumn });
    }
    direct.set(Number(row.oid), map);
  }
  const follow = (
    oid: number,
    attnum: number,
    seen: number,
  ): { oid: number; attnum: number } | undefined => {
    const next = direct.get(oid);
    if (!next) return { oid, attnum };
    if (seen > 32) return undefined;
    const hop = next.get(attnum);
    return hop ? follow(hop.oid, hop.attnum, seen + 1) : undefined;
  };
  for (const [viewOid, map] of direct) {
    const rel = raw.get(viewOid);
    if (!rel) continue;
    for (const [viewColumn, hop] of map) {
      const base = follow(hop.oid, hop.attnum, 0);
      if (base) rel.origins.set(viewColumn, base);
    }
  }
}

/** A view gets the primary key of its base table when it exposes all of its columns. */
export function primaryKeyOf(rel: RawRelation, raw: Map<number, RawRelation>): string[] {
  const names = (r: RawRelation, keys: number[]) => keys.map((k) => r.columns.get(k)?.name ?? '');
  if (rel.primaryKey.length > 0) return names(rel, rel.primaryKey);
  for (const [viewCol, origin] of rel.origins) {
    const base = raw.get(origin.oid);
    if (!base || base.primaryKey.length === 0) continue;
    const mapped = base.primaryKey.map(
      (k) => [...rel.origins].find(([, o]) => o.oid === origin.oid && o.attnum === k)?.[0],
    );
    if (mapped.every((m): m is number => m !== undefined)) return names(rel, mapped);
    void viewCol;
  }
  return [];
}

/**
 * For a base table's columns, the relations in the exposed schema that show all of them:
 * the table itself and every view whose columns are plain references to them.
 */
function exposuresOf(
  tableOid: number,
  attnums: number[],
  raw: Map<number, RawRelation>,
  exposed: Map<number, Relation>,
): { relation: Relation; columns: string[] }[] {
  const result: { relation: Relation; columns: string[] }[] = [];
  const table = raw.get(tableOid);
  const self = exposed.get(tableOid);
  if (table && self)
    result.push({ relation: self, columns: attnums.map((a) => table.columns.get(a)?.name ?? '') });
  for (const [oid, relation] of exposed) {
    const rel = raw.get(oid);
    if (!rel || rel.origins.size === 0) continue;
    const columns: string[] = [];
    for (const attnum of attnums) {
      const viewCol = [...rel.origins].find(
        ([, o]) => o.oid === tableOid && o.attnum === attnum,
      )?.[0];
      if (viewCol === undefined) break;
      columns.push(rel.columns.get(viewCol)?.name ?? '');
    }
    if (columns.length === attnums.length) result.push({ relation, columns });
  }
  return result;
}

function isUniqueOn(rel: RawRelation | undefined, attnums: number[]): boolean {
  if (!rel) return false;
  const wanted = [...attnums].sort((a, b) => a - b).join(',');
  return rel.uniqueKeys.some((key) => [...key].sort((a, b) => a - b).join(',') === wanted);
}

export function addRelationships(
  fks: ForeignKeyRow[],
  raw: Map<number, RawRelation>,
  exposed: Map<number, Relation>,
): void {
  for (const fk of fks) {
    const sources = exposuresOf(Number(fk.relid), fk.keys, raw, exposed);
    const targets = exposuresOf(Number(fk.frelid), fk.fkeys, raw, exposed);
    const oneToOne = isUniqueOn(raw.get(Number(fk.relid)), fk.keys);
    for (const s of sources) {
      for (const t of targets) {
        // Embedding stays within the request's schema, as in PostgREST.
        if (s.relation.schema !== t.relation.schema) continue;
        s.relation.relationships.push({
          cardinality: oneToOne ? 'o2o' : 'm2o',
          source: s.relation.name,
          target: t.relation.name,
          constraintName: fk.name,
          ownsForeignKey: true,
          sourceColumns: s.columns,
          targetColumns: t.columns,
        });
        t.relation.relationships.push({
          cardinality: oneToOne ? 'o2o' : 'o2m',
          source: t.relation.name,
          target: s.relation.name,
          constraintName: fk.name,
          ownsForeignKey: false,
          sourceColumns: t.columns,
          targetColumns: s.columns,
        });
      }
    }
  }
  addManyToMany(fks, raw, exposed);
}

/** A junction table whose primary key contains the columns of two foreign keys links their targets. */
function addManyToMany(
  fks: ForeignKeyRow[],
  raw: Map<number, RawRelation>,
  exposed: Map<number, Relation>,
): void {
  const byTable = new Map<number, ForeignKeyRow[]>();
  for (const fk of fks)
    byTable.set(Number(fk.relid), [...(byTable.get(Number(fk.relid)) ?? []), fk]);
  for (const [junctionOid, junctionFks] of byTable) {
    const junction = raw.get(junctionOid);
    const junctionRelation = exposed.get(junctionOid);
    if (!junction || !junctionRelation || junction.primaryKey.length === 0) continue;
    const inPk = junctionFks.filter((fk) => fk.keys.every((k) => junction.primaryKey.includes(k)));
    const colNames = (keys: number[]) => keys.map((k) => junction.columns.get(k)?.name ?? '');
    for (const a of inPk) {
      for (const b of inPk) {
        if (a === b) continue;
        // Both ends may be the referenced tables or views that show their key columns.
        for (const source of exposuresOf(Number(a.frelid), a.fkeys, raw, exposed)) {
          for (const target of exposuresOf(Number(b.frelid), b.fkeys, raw, exposed)) {
            if (source.relation.schema !== target.relation.schema) continue;
            source.relation.relationships.push({
              cardinality: 'm2m',
              source: source.relation.name,
              target: target.relation.name,
              constraintName: `${a.name},${b.name}`,
              ownsForeignKey: false,
              sourceColumns: source.columns,
              targetColumns: target.columns,
              junction: {
                sqlName: junctionRelation.sqlName,
                name: junctionRelation.name,
                sourceFkColumns: colNames(a.keys),
                targetFkColumns: colNames(b.keys),
                sourceConstraint: a.name,
                targetConstraint: b.name,
              },
            });
          }
        }
      }
    }
  }
}
