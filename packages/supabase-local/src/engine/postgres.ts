import pg from 'pg';
import { quoteIdent } from '../db/quote-ident.ts';
import { PreparedStatements } from './prepared-statements.ts';
import type { Engine, QueryResult, Sql } from './types.ts';
import { parserFor } from './type-parsers.ts';

/** The type parsing rule of type-parsers.ts, in the shape `pg` asks for. */
const pgTypes = {
  getTypeParser: (oid: number) => parserFor(oid),
} as unknown as pg.CustomTypesConfig;

const writeCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

interface PgQueryable {
  query(text: string, params?: unknown[]): Promise<pg.QueryResult | pg.QueryResult[]>;
}

function plain<Row>(result: pg.QueryResult): QueryResult<Row> {
  return {
    rows: result.rows as Row[],
    fields: (result.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    // PGlite reports 0 for statements that change nothing; so does this engine.
    affectedRows: writeCommands.has(result.command) ? (result.rowCount ?? 0) : 0,
  };
}

function wrap(client: PgQueryable): Sql {
  return {
    async query<Row = Record<string, unknown>>(
      text: string,
      params?: unknown[],
    ): Promise<QueryResult<Row>> {
      return plain<Row>((await client.query(text, params)) as pg.QueryResult);
    },
    async exec(text: string): Promise<void> {
      // Without parameters pg uses the simple query protocol, which accepts many statements.
      await client.query(text);
    },
  };
}

/**
 * A PostgreSQL server reached through a `pg` pool: the server's own concurrency, one
 * pooled client per transaction, and one dedicated client for LISTEN.
 */
export async function createPostgresEngine(
  databaseUrl: string,
  maxConnections = 10,
): Promise<Engine> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    types: pgTypes,
    options:
      '-c TimeZone=UTC -c DateStyle=ISO,MDY -c IntervalStyle=postgres -c search_path=public,extensions',
  });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', () => {});
  await pool.query('select 1');

  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: databaseUrl, types: pgTypes });
    client.on('error', () => {});
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    await client.connect();
    listener = client;
    return client;
  }

  // What each pooled connection keeps prepared; a connection dropped takes its list along.
  const preparedByClient = new WeakMap<pg.PoolClient, PreparedStatements>();
  const preparedOn = (client: pg.PoolClient) => {
    let prepared = preparedByClient.get(client);
    if (!prepared) {
      prepared = new PreparedStatements();
      preparedByClient.set(client, prepared);
    }
    return prepared;
  };

  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async script(text: string): Promise<QueryResult[]> {
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(result) ? result : [result]).map((r) => plain(r));
      } finally {
        // A script may deallocate what `statement` keeps prepared on this connection.
        preparedOn(client).forget();
        client.release();
      }
    },
    async statement(prelude, text, args) {
      const client = await pool.connect();
      const prepared = preparedOn(client);
      const run = prepared.run(prelude, text, args);
      let broken = false;
      try {
        const results = (await client.query(run.text)) as unknown as pg.QueryResult[];
        run.done();
        return plain(results[run.at]!);
      } catch (error) {
        prepared.forget();
        // The message may have stopped after a `prepare`: start this connection afresh.
        await client.query('deallocate all').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    // Time limits come from the `statement_timeout` setting, which PostgreSQL enforces.
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(onPayload);
        if (current.size === 0) {
          handlers.delete(channel);
          if (listener) await listener.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      if (listener) {
        const client = listener;
        listener = null;
        await client.end().catch(() => {});
      }
      await pool.end();
    },
  };
}
