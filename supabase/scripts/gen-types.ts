import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { applySchema, type Queryable, sessionSettings } from '@phrasebook/testing/schema';
import { introspect, renderDatabaseTypes } from './types-render.ts';

/**
 * Regenerates packages/data/src/database.types.ts from the live schema: the migrations
 * applied to a scratch PGlite, or the database at DATABASE_URL when set (read only).
 * Run: pnpm gen:types
 */
export const typesPath = fileURLToPath(
  new URL('../../packages/data/src/database.types.ts', import.meta.url),
);

export async function generateTypes(databaseUrl = process.env.DATABASE_URL): Promise<string> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return renderDatabaseTypes(
        await introspect({
          query: async (sql, params) => (await client.query(sql, params)).rows,
          exec: async (sql) => void (await client.query(sql)),
        }),
      );
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
  try {
    await db.exec(sessionSettings);
    const q: Queryable = {
      query: async (sql, params) =>
        (await db.query<Record<string, unknown>>(sql, params)).rows as never,
      exec: async (sql) => void (await db.exec(sql)),
    };
    await applySchema(q);
    return renderDatabaseTypes(await introspect(q));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(typesPath, await generateTypes());
  console.log(`wrote ${typesPath}`);
}
