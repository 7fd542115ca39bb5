import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Claims, Engine, QueryResult, Sql } from './engine/types.ts';
import type { RoleSettings } from './role-settings.ts';

/** Settings fixed at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite's data, the JWT secret and stored objects live. */
  dataDir: string;
  /** Public base URL of this server, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** Where auth emails link back to when the client gives no redirect_to. */
  siteUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Made at each start: opens the local outbox (`/outbox?key=`) without the service key. */
  outboxKey: string;
  /** Access token lifetime in seconds (GoTrue's default is 3600). */
  jwtExpiry: number;
}

/** What a request handler knows about the caller once the apikey/Authorization were read. */
export interface RequestAuth {
  claims: Claims;
  /** The bearer token as given (the apikey when no Authorization header). */
  token: string;
}

export interface RunAsOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** The exposed schema a REST request works in: first on the search path. @default 'public' */
  schema?: string;
}

/**
 * Shared by every sub-API. Built once in server.ts.
 */
export interface ServerContext {
  config: ServerConfig;
  engine: Engine;
  /** The API roles' `ALTER ROLE … SET` settings (statement timeouts), read at start. */
  roleSettings: Map<Claims['role'], RoleSettings>;
  /**
   * One transaction as `claims.role`, with `request.jwt.claims`, `request.jwt.claim.*`,
   * `request.method`, `request.path`, `request.headers` and the role's own settings set
   * locally, the way PostgREST does, so row level security decides what the callback may
   * see and the role's statement timeout ends what runs too long.
   */
  runAs<T>(claims: Claims, fn: (tx: Sql) => Promise<T>, options?: RunAsOptions): Promise<T>;
  /**
   * One statement as `claims.role`, with the same settings as `runAs`, sent to the database
   * in one round trip (one message with the settings and the statement). Nothing can run
   * between the statement and the commit, so requests that must check a result before
   * committing use `runAs`.
   */
  runStatementAs(
    claims: Claims,
    statement: { text: string; params: unknown[] },
    options?: RunAsOptions & { readOnly?: boolean },
  ): Promise<QueryResult>;
  /**
   * Several read-only statements, each as its own claims (with `runStatementAs`'s
   * settings), in one message and one transaction: what realtime needs to ask, for every
   * subscriber at once, which changed rows each may read. Statements take no parameters:
   * the values they read go in `shared`, transaction-local settings made before the first
   * run (read with `current_setting`). Answers each run's result in order; the first error
   * fails them all.
   */
  runEachAs(
    runs: Array<{ claims: Claims; text: string }>,
    shared: [string, string][],
  ): Promise<QueryResult[]>;
  /**
   * Reads apikey + Authorization. Returns null when a token is present but invalid or
   * expired (the caller answers 401); anon claims when only the anon key is given.
   */
  authenticate(req: IncomingMessage): Promise<RequestAuth | null>;
}

/** A sub-API mounted under a prefix (/auth/v1, /rest/v1, /storage/v1). `path` is what follows the prefix. */
export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
) => Promise<void>;
