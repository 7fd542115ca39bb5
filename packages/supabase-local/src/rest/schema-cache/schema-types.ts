/** The schema cache: what PostgREST knows about an exposed schema, read from pg_catalog. */

export interface Column {
  name: string;
  /** `format_type` output, valid SQL for casts and record definitions. */
  type: string;
  typeOid: number;
  /** `tsvector` columns are searched directly; others go through to_tsvector(). */
  isTsvector: boolean;
  /** The default as SQL (identity columns: their `nextval`), for `Prefer: missing=default`. */
  defaultSql?: string | null;
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Relationship {
  cardinality: Cardinality;
  /**
   * A computed relationship: a function taking the source's row and returning target rows,
   * called as `fn(parent::rowType)` (both quoted, schema-qualified). No join columns then.
   */
  computedBy?: { fn: string; rowType: string };
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
  schema: string;
  /** Quoted, schema-qualified name for SQL. */
  sqlName: string;
  kind: 'table' | 'view' | 'composite';
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  relationships: Relationship[];
  /**
   * Computed fields: functions taking this relation's row and returning a value, selected
   * and filtered like columns (`t.fn` is `fn(t)` in PostgreSQL). Name → return type.
   */
  computedFields: Map<string, string>;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionDef {
  name: string;
  schema: string;
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

/** One exposed schema, as a request's profile selects it. */
export interface SchemaCache {
  name: string;
  /** Every exposed schema, for error hints. */
  exposed: string[];
  settings: ApiSettings;
  relations: Map<string, Relation>;
  /** Callable functions only (PostgREST's rule for unnamed arguments). */
  functions: Map<string, FunctionDef[]>;
}

/**
 * What PostgREST reads from the database besides the schema: options hosted Supabase keeps
 * off, turned on by `pgrst.*` settings of the `authenticator` role.
 */
export interface ApiSettings {
  /** `pgrst.db_aggregates_enabled`: `sum()`, `avg()`, `count()`… in `select`. */
  aggregates: boolean;
  /** `pgrst.db_plan_enabled`: `Accept: application/vnd.pgrst.plan`. */
  plan: boolean;
  /** `pgrst.db_tx_end`: whether `Prefer: tx=rollback` is honoured, and the default end. */
  txEnd: 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';
}

/** Every exposed schema, read together. */
export interface SchemaCatalog {
  schemas: Map<string, SchemaCache>;
  settings: ApiSettings;
  fingerprint: string;
}
