import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaScripts, sessionSettings } from '@phrasebook/testing/schema';
import { openTestDb, type Queryable, type TestDb } from '../helpers/test-db.ts';

// docs/product.md §3: the auth session carries the sign-up role as user_metadata.role, while
// user_role, which clients and readers deployed before still use, stays.

const migration = '20261201200000_sign_up_role_in_metadata.sql';

async function signUp(db: Queryable, email: string, meta: unknown): Promise<unknown> {
  const [user] = await db.query<{ meta: unknown }>(
    'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning raw_user_meta_data as meta',
    [email, JSON.stringify(meta)],
  );
  return user!.meta;
}

describe('the sign-up role in user metadata', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('is under both role and user_role, whichever name the client sent', async () => {
    await db.scenario(async (t) => {
      const profile = { username: 'ana', languages_known: [{ lang: 'spa', level: 'fluent' }] };
      expect(await signUp(t, 'a@example.test', { ...profile, user_role: 'learner' })).toEqual({
        ...profile,
        user_role: 'learner',
        role: 'learner',
      });
      expect(await signUp(t, 'b@example.test', { role: 'helper' })).toEqual({
        role: 'helper',
        user_role: 'helper',
      });
      expect(await signUp(t, 'c@example.test', { role: 'both', user_role: 'both' })).toEqual({
        role: 'both',
        user_role: 'both',
      });
      // The sign-up trigger still made the profile from the same metadata.
      const profiles = await t.query("select username from user_profile where username = 'ana'");
      expect(profiles).toEqual([{ username: 'ana' }]);
    });
  });

  it('leaves metadata without a valid role as it was sent', async () => {
    await db.scenario(async (t) => {
      expect(await signUp(t, 'd@example.test', {})).toEqual({});
      expect(await signUp(t, 'e@example.test', { user_role: 'admin' })).toEqual({
        user_role: 'admin',
      });
      expect(await signUp(t, 'f@example.test', { role: 'helper', user_role: 'learner' })).toEqual({
        role: 'helper',
        user_role: 'learner',
      });
    });
  });
});

// Replayed on a database migrated up to the migration before, holding accounts made then, as a
// hosted project would be. PGlite on both engines' runs: it needs an unmigrated database.
describe('accounts made before the migration', () => {
  const scripts = schemaScripts();
  const at = scripts.findIndex((s) => s.name === migration);
  let pg: PGlite;
  const db: Queryable = {
    query: async (sql, params) => (await pg.query(sql, params)).rows as never,
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
  beforeAll(async () => {
    pg = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
    await pg.exec(sessionSettings);
    for (const script of scripts.slice(0, at)) await pg.exec(`begin; ${script.sql}; commit;`);
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('get role beside their user_role; nothing else changes', async () => {
    expect(at).toBeGreaterThan(0);
    const before = [
      ['old-learner@example.test', { username: 'olga', user_role: 'learner', time_zone: 'UTC' }],
      ['old-both@example.test', { user_role: 'both' }],
      ['no-role@example.test', { username: 'nora' }],
      ['odd-role@example.test', { user_role: 'admin' }],
    ] as const;
    for (const [email, meta] of before) await signUp(db, email, meta);

    await pg.exec(`begin; ${scripts[at]!.sql}; commit;`);

    const rows = await db.query<{ email: string; meta: unknown }>(
      'select email, raw_user_meta_data as meta from auth.users order by email',
    );
    expect(Object.fromEntries(rows.map((row) => [row.email, row.meta]))).toEqual({
      'old-learner@example.test': {
        username: 'olga',
        user_role: 'learner',
        role: 'learner',
        time_zone: 'UTC',
      },
      'old-both@example.test': { user_role: 'both', role: 'both' },
      'no-role@example.test': { username: 'nora' },
      'odd-role@example.test': { user_role: 'admin' },
    });
  });
});
