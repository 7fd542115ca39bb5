/**
 * The one database interface the server is written against. Two engines implement it:
 * embedded PGlite (in a worker thread) and a PostgreSQL server reached through a `pg`
 * pool. Everything above this file (auth, REST, storage, realtime, migrations) is
 * engine-agnostic.
 */

export interface QueryField {
  name: string;
  /** Postgres type OID of the column. */
  dataTypeID: number;
}

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  fields: QueryField[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the engine reports it. */
  affectedRows?: number;
}

/** Limits on statements run for an API role. */
export interface StatementLimits {
  /**
   * The role's statement timeout. PostgreSQL enforces it itself from the `statement_timeout`
   * setting; PGlite ignores that setting, so its engine ends the statement after this long.
   */
  timeoutMs?: number | undefined;
}

/** A connection-like handle: the engine itself, or one transaction on it. */
export interface Sql {
  /** One statement with bound parameters ($1, $2, ...). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations, baseline, seed). */
  exec(text: string): Promise<void>;
}

export interface Engine extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>, limits?: StatementLimits): Promise<T>;
  /**
   * Several statements without parameters sent as one message (one round trip), run as one
   * implicit transaction that rolls back at the first error. Answers each statement's result.
   */
  script(text: string, limits?: StatementLimits): Promise<QueryResult[]>;
  /**
   * `prelude` (statements without parameters: settings), then the statement `text` prepared
   * and executed with `args` (SQL literals, never spliced into the text), in one message
   * and one implicit transaction that rolls back at the first error. Answers the
   * statement's result. Each session keeps the text prepared for the next call
   * (prepared-statements.ts): PGlite's one, and each pooled connection of PostgreSQL.
   */
  statement(
    prelude: string[],
    text: string,
    args: string[],
    limits?: StatementLimits,
  ): Promise<QueryResult>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** JWT claims as GoTrue issues them and PostgREST reads them. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  [claim: string]: unknown;
}
