/** The schema cache: what PostgREST knows about the exposed schema, read from pg_catalog. */

export interface Column {
  name: string;
  /** `format_type` output, valid SQL for casts and record definitions. */
  type: string;
  typeOid: number;
  /** `tsvector` columns are searched directly; others go through to_tsvector(). */
  isTsvector: boolean;
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Relationship {
  cardinality: Cardinality;
  /** Relation names in the exposed schema. */
  source: string;
  target: string;
  constraintName: string;
  /** True when the source holds the foreign key (many-to-one, and one side of one-to-one). */
  ownsForeignKey: boolean;
  /** Join columns: source.sourceColumns[i] = target.targetColumns[i] (via the junction for m2m). */
  sourceColumns: string[];
  targetColumns: string[];
  junction?: {
    /** Quoted, schema-qualified junction table. */
    sqlName: string;
    name: string;
    /** Junction columns that reference source.sourceColumns / target.targetColumns. */
    sourceFkColumns: string[];
    targetFkColumns: string[];
    sourceConstraint: string;
    targetConstraint: string;
  };
}

export interface Relation {
  name: string;
  /** Quoted, schema-qualified name for SQL. */
  sqlName: string;
  kind: 'table' | 'view' | 'composite';
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionDef {
  name: string;
  sqlName: string;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  returnsSet: boolean;
  volatility: 'i' | 's' | 'v';
  /**
   * What a call yields: `void`; a `scalar` value; `rows` of a known relation (a table or
   * composite type in the exposed schema) or of the function's own OUT/TABLE columns.
   */
  returns:
    { kind: 'void' } | { kind: 'scalar'; type: string } | { kind: 'rows'; relation: Relation };
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  functions: Map<string, FunctionDef[]>;
}
