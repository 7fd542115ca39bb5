import { afterAll, beforeAll } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { schemaScripts, sessionSettings } from '@phrasebook/testing/schema';
import { Scenario } from './test-db.ts';

/**
 * A database migrated up to the migration named, not including it, for a test that replays
 * that migration on data a hosted project would already hold. PGlite on both engines' runs:
 * the PostgreSQL template is fully migrated. `pending` are the migrations still to apply,
 * the one named first.
 */
async function databaseBefore(migration: string) {
  const scripts = schemaScripts();
  const index = scripts.findIndex((script) => script.name === migration);
  if (index < 0) throw new Error(`No migration named ${migration}`);
  const pg = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
  await pg.exec(sessionSettings);
  const t = new Scenario({
    query: async (sql, params) => (await pg.query(sql, params)).rows as never,
    exec: async (sql) => {
      await pg.exec(sql);
    },
  });
  for (const script of scripts.slice(0, index)) await pg.exec(`begin; ${script.sql}; commit;`);
  return { pg, t, pending: scripts.slice(index) };
}

/**
 * For a test file: the database before `migration`, made before its tests and closed after
 * them. Read `t` (the scenario) and `pending` inside the tests.
 */
export function replayingMigration(migration: string) {
  let db: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  beforeAll(async () => {
    db = await databaseBefore(migration);
  });
  afterAll(async () => {
    await db?.pg.close();
  });
  const opened = () => {
    if (!db) throw new Error(`The database before ${migration} is not open yet`);
    return db;
  };
  return {
    get t() {
      return opened().t;
    },
    get pending() {
      return opened().pending;
    },
  };
}
