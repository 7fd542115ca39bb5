import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context.ts';
import type { Claims, Sql } from '../engine/types.ts';
import { BadJsonError, readJson } from '../http/body.ts';
import { RestError, notFoundTable } from './errors.ts';
import type { AcceptedMedia } from './request/accept.ts';
import type { Preferences } from './request/prefer.ts';
import { SchemaCacheHolder } from './schema-cache/holder.ts';
import type { Relation, SchemaCache, SchemaCatalog } from './schema-cache/schema-types.ts';
import type { Statement, StatementResult } from './sql/statements.ts';
import { invalidBody } from './sql/write-statements.ts';

/** What every /rest/v1 request handler shares: settings, the schema cache, the runner. */

export interface RestOptions {
  /** Supabase's db-max-rows. @default 1000 */
  maxRows?: number;
  /** Largest accepted request body in bytes. @default 1048576 */
  maxBodyBytes?: number;
  /** How deep embedded resources may nest (`a(b(c(d)))` is 3). @default 4 */
  maxEmbedDepth?: number;
  /** Largest response body in bytes; a larger one is an error instead. @default 33554432 */
  maxResponseBytes?: number;
  /**
   * The schemas served, the first by default; others are chosen by the `Accept-Profile` and
   * `Content-Profile` headers (PostgREST's db-schemas, Supabase's `[api] schemas`).
   * @default ['public']
   */
  schemas?: string[];
}

/** One request, after authentication and header parsing. */
export interface RequestInfo {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** The exposed schema the request's profile selects. */
  schema: string;
  params: URLSearchParams;
  prefs: Preferences;
  single: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`. */
  csv: boolean;
  /** `Accept: application/vnd.pgrst.plan…`: answer the statement's plan instead. */
  plan?: AcceptedMedia['plan'];
  claims: Claims;
  runOptions: { method: string; path: string; headers: Record<string, string>; schema: string };
}

const planCacheSize = 500;

/** Thrown to end a `tx=rollback` request's transaction after its result is read. */
const rolledBack = new Error('tx=rollback');

interface ResultRow {
  total: number | string | null;
  n: number | string;
  body: string;
  inserted?: number | string | null;
}

/** Errors that may only mean the cached schema is older than the database. */
const staleSchemaCodes = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

export class RestRuntime {
  readonly maxRows: number;
  readonly maxBodyBytes: number;
  readonly maxEmbedDepth: number;
  readonly maxResponseBytes: number;
  readonly cache: SchemaCacheHolder;
  /** Planned statements per schema version (a new schema object starts empty). */
  private readonly plans = new WeakMap<SchemaCache, Map<string, unknown>>();

  constructor(
    private readonly ctx: ServerContext,
    options: RestOptions,
  ) {
    this.maxRows = options.maxRows ?? 1000;
    this.maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
    this.maxEmbedDepth = options.maxEmbedDepth ?? 4;
    this.maxResponseBytes = options.maxResponseBytes ?? 32 * 1024 * 1024;
    this.cache = new SchemaCacheHolder(ctx.engine, options.schemas ?? ['public']);
  }

  /**
   * Plans against the cache of the request's schema; when the plan names something unknown,
   * re-reads a changed schema once.
   */
  async withSchema<T>(info: RequestInfo, plan: (schema: SchemaCache) => T): Promise<T> {
    const inSchema = (catalog: SchemaCatalog) => {
      const schema = catalog.schemas.get(info.schema);
      if (!schema) throw new Error(`schema ${info.schema} is not exposed`);
      return schema;
    };
    try {
      return plan(inSchema(await this.cache.get()));
    } catch (error) {
      if (
        error instanceof RestError &&
        staleSchemaCodes.has(error.code) &&
        (await this.cache.reloadIfChanged())
      ) {
        return plan(inSchema(await this.cache.get()));
      }
      throw error;
    }
  }

  /**
   * `withSchema`, memoising successful plans per schema version: a repeated read skips
   * parsing and SQL generation. Least recently used entries go beyond `planCacheSize`.
   */
  async withCachedPlan<T>(
    info: RequestInfo,
    key: string,
    plan: (schema: SchemaCache) => T,
  ): Promise<T> {
    return this.withSchema(info, (schema) => {
      let plans = this.plans.get(schema);
      if (!plans) {
        plans = new Map();
        this.plans.set(schema, plans);
      }
      const hit = plans.get(key) as T | undefined;
      if (hit !== undefined) {
        plans.delete(key);
        plans.set(key, hit);
        return hit;
      }
      const value = plan(schema);
      plans.set(key, value);
      if (plans.size > planCacheSize) plans.delete(plans.keys().next().value as string);
      return value;
    });
  }

  /** A table or view of the exposed schema, or PGRST205. */
  relationOf(schema: SchemaCache, name: string): Relation {
    const relation = schema.relations.get(name);
    if (!relation || relation.kind === 'composite') throw notFoundTable(schema.name, name);
    return relation;
  }

  /**
   * Runs one statement as the caller, in one transaction: in one round trip with its
   * settings, unless `check` must see a writing statement's result before COMMIT (throwing
   * from it rolls the request back: single rows, max-affected).
   */
  async run(
    info: RequestInfo,
    statement: Statement,
    readOnly = false,
    check?: (r: StatementResult) => void,
  ): Promise<StatementResult> {
    const finish = (rows: ResultRow[]): StatementResult => {
      const row = rows[0];
      const result: StatementResult = {
        total: row?.total === null || row?.total === undefined ? null : Number(row.total),
        n: Number(row?.n ?? 0),
        body: row?.body ?? '',
        inserted:
          row?.inserted === null || row?.inserted === undefined ? null : Number(row.inserted),
      };
      this.checkSize(result.body);
      check?.(result);
      return result;
    };
    if (await this.endsInRollback(info)) {
      let result: StatementResult | undefined;
      await this.ctx
        .runAs(
          info.claims,
          async (tx: Sql) => {
            result = finish((await tx.query<ResultRow>(statement.text, statement.params)).rows);
            throw rolledBack;
          },
          info.runOptions,
        )
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      return result!;
    }
    if (!check || readOnly) {
      const { rows } = await this.ctx.runStatementAs(info.claims, statement, {
        ...info.runOptions,
        readOnly,
      });
      return finish(rows as unknown as ResultRow[]);
    }
    return this.ctx.runAs(
      info.claims,
      async (tx: Sql) => finish((await tx.query<ResultRow>(statement.text, statement.params)).rows),
      info.runOptions,
    );
  }

  /**
   * The plan PostgreSQL makes for the request's statement (`EXPLAIN` with the options asked
   * for), when `pgrst.db_plan_enabled` allows it: JSON as PostgreSQL writes it, or text.
   */
  async explain(info: RequestInfo, statement: Statement, readOnly: boolean): Promise<string> {
    const plan = info.plan!;
    if (!(await this.cache.get()).settings.plan) {
      throw new RestError(
        406,
        'PGRST107',
        `None of these media types are available: ${info.req.headers.accept ?? ''}`,
      );
    }
    const options = [`format ${plan.format}`, ...plan.options.map((o) => `${o} true`)];
    const text = `explain (${options.join(', ')}) ${statement.text}`;
    const rollback = await this.endsInRollback(info);
    let lines: Record<string, unknown>[] = [];
    await this.ctx
      .runAs(
        info.claims,
        async (tx: Sql) => {
          if (readOnly) await tx.query('set transaction read only');
          lines = (await tx.query<Record<string, unknown>>(text, statement.params)).rows;
          if (rollback) throw rolledBack;
        },
        info.runOptions,
      )
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    const values = lines.map((row) => Object.values(row)[0]);
    return plan.format === 'json'
      ? typeof values[0] === 'string'
        ? values[0]
        : JSON.stringify(values[0])
      : values.join('\n');
  }

  /** The planner's estimate of the rows a query returns (`count: planned`). */
  async plannedRows(info: RequestInfo, query: Statement): Promise<number> {
    // Not runStatementAs: EXPLAIN cannot be a prepared statement.
    const rows = await this.ctx.runAs(
      info.claims,
      async (tx: Sql) => {
        await tx.query('set transaction read only');
        return (await tx.query(`explain (format json) ${query.text}`, query.params)).rows;
      },
      info.runOptions,
    );
    const cell = Object.values(rows[0] ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
      Plan?: { 'Plan Rows'?: number };
    }[];
    return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
  }

  /**
   * Whether the request's transaction is rolled back: `pgrst.db_tx_end` decides, and with an
   * `-allow-override` value the request's `Prefer: tx=` (then echoed as applied).
   */
  private async endsInRollback(info: RequestInfo): Promise<boolean> {
    const end = (await this.cache.get()).settings.txEnd;
    const wanted = info.prefs.tx;
    if (end.endsWith('-allow-override') && wanted) {
      if (!info.prefs.applied.includes(`tx=${wanted}`)) info.prefs.applied.push(`tx=${wanted}`);
      return wanted === 'rollback';
    }
    return end.startsWith('rollback');
  }

  /** A body past `maxResponseBytes` is refused (a string of n characters holds n to 3n bytes). */
  private checkSize(body: string): void {
    const max = this.maxResponseBytes;
    if (body.length * 3 <= max || Buffer.byteLength(body) <= max) return;
    throw new RestError(
      500,
      '54000',
      `The response would be larger than ${max} bytes`,
      null,
      'Ask for fewer rows (limit, Range) or fewer embedded resources.',
    );
  }

  /** The JSON body (undefined when empty); PGRST102 when not JSON, 413 beyond the limit. */
  async readJsonBody(req: IncomingMessage): Promise<unknown> {
    try {
      return await readJson(req, this.maxBodyBytes);
    } catch (error) {
      throw error instanceof BadJsonError ? invalidBody() : error;
    }
  }
}
