import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Engine, QueryResult, Sql } from './types.ts';
import { typeParsers } from './type-parsers.ts';

interface PgliteQueryable {
  query<Row>(
    text: string,
    params?: unknown[],
  ): Promise<{
    rows: Row[];
    fields: { name: string; dataTypeID: number }[];
    affectedRows?: number;
  }>;
  exec(text: string): Promise<unknown>;
}

function wrap(db: PgliteQueryable): Sql {
  return {
    async query<Row = Record<string, unknown>>(
      text: string,
      params?: unknown[],
    ): Promise<QueryResult<Row>> {
      const result = await db.query<Row>(text, params);
      return {
        rows: result.rows,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
      };
    },
    async exec(text: string): Promise<void> {
      await db.exec(text);
    },
  };
}

/**
 * Embedded PGlite stored in `<dataDir>/pglite`. PGlite is one single-user backend: it
 * already runs one query or transaction at a time behind its own mutex, which is the
 * serialisation we want. `relaxedDurability` stays off, so every query and every COMMIT
 * is flushed to the data directory before its promise resolves; an HTTP response sent
 * after that cannot be lost by killing the process.
 */
export async function createPgliteEngine(dataDir: string): Promise<Engine> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, {
    extensions: { pgcrypto, pg_trgm },
    relaxedDurability: false,
    parsers: typeParsers,
  });
  // Same session settings as the postgres engine sets per connection.
  await db.exec(
    `set timezone = 'UTC'; set datestyle = 'ISO, MDY'; set intervalstyle = 'postgres'; set search_path = public, extensions`,
  );
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      return db.transaction((tx: Transaction) => fn(wrap(tx)));
    },
    async listen(channel, onPayload) {
      const unlisten = await db.listen(channel, onPayload);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
