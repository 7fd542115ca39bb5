import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import {
  applySchema,
  engineName,
  type Queryable,
  type Row,
  seedScript,
  sessionSettings,
} from '@phrasebook/testing/schema';

export { engineName, type Queryable, type Row };

export interface TestDb extends Queryable {
  engine: 'pglite' | 'postgres';
  /** Runs fn in a transaction that is always rolled back, so tests never see each other. */
  scenario<T>(fn: (tx: Scenario) => Promise<T>): Promise<T>;
  /** PostgreSQL only: another session on the same database, for concurrency tests. */
  openSession?: () => Promise<Scenario & { close(): Promise<void> }>;
  close(): Promise<void>;
}

/** An RPC's JSON result, whose shape each test asserts: indexed loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface PgError {
  message: string;
  code?: string;
  constraint?: string;
}

/** A transaction in which the caller can switch identity the way PostgREST does. */
export class Scenario implements Queryable {
  private savepoint = 0;
  constructor(private readonly db: Queryable) {}

  query<R = Row>(sql: string, params?: unknown[]): Promise<R[]> {
    return this.db.query<R>(sql, params);
  }
  exec(sql: string): Promise<void> {
    return this.db.exec(sql);
  }

  /** Back to the migration owner (bypasses RLS): for fixtures. */
  async asAdmin(): Promise<void> {
    await this.db.exec("reset role; select set_config('request.jwt.claims', '', true)");
  }
  async asAnon(): Promise<void> {
    await this.db.exec('reset role');
    await this.db.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ role: 'anon' }),
    ]);
    await this.db.exec('set local role anon');
  }
  async asUser(uid: string): Promise<void> {
    await this.db.exec('reset role');
    await this.db.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: uid, role: 'authenticated', aud: 'authenticated' }),
    ]);
    await this.db.exec('set local role authenticated');
  }

  /** Runs one statement inside a savepoint and returns its error (null when it succeeded). */
  async attempt(sql: string, params?: unknown[]): Promise<{ rows: Row[]; error: PgError | null }> {
    const name = `attempt_${++this.savepoint}`;
    await this.db.exec(`savepoint ${name}`);
    try {
      const rows = await this.db.query(sql, params);
      await this.db.exec(`release savepoint ${name}`);
      return { rows, error: null };
    } catch (error) {
      await this.db.exec(`rollback to savepoint ${name}`);
      const e = error as PgError;
      return { rows: [], error: { message: e.message, code: e.code, constraint: e.constraint } };
    }
  }

  /** Creates a signed-up user (the sign-up trigger makes the profile) and returns its id. */
  async createUser(
    username: string,
    options: { languagesKnown?: unknown; timeZone?: string } = {},
  ): Promise<string> {
    const rows = await this.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
      [
        `${username.toLowerCase()}@example.test`,
        JSON.stringify({
          username,
          languages_known: options.languagesKnown ?? [{ lang: 'eng', level: 'fluent' }],
          time_zone: options.timeZone ?? 'UTC',
        }),
      ],
    );
    return rows[0]!.id;
  }
}

async function openPglite(seed: boolean): Promise<Queryable & { close(): Promise<void> }> {
  // The global setup migrated (and seeded) once; start from a copy of that data directory.
  const dump = seed ? inject('pgliteSeededDump') : inject('pgliteSchemaDump');
  const db = await PGlite.create({
    extensions: { pgcrypto, pg_trgm },
    ...(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
  });
  await db.exec(sessionSettings);
  return {
    async query<R = Row>(sql: string, params?: unknown[]) {
      return (await db.query<R>(sql, params)).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function pgSession(url: string): Promise<Queryable & { close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sessionSettings);
  return {
    async query<R = Row>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as R[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}

async function openPostgres(
  database: string,
): Promise<Queryable & { close(): Promise<void>; url: string }> {
  const template = inject('pgTemplateUrl');
  if (!template)
    throw new Error('DB_ENGINE=postgres needs the global setup (tests/db/vitest.config.ts)');
  const admin = new pg.Client({ connectionString: template.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${database} template ${template.replace(/^.*\//, '')}`);
  } finally {
    await admin.end();
  }
  const url = template.replace(/\/[^/]*$/, `/${database}`);
  return { ...(await pgSession(url)), url };
}

let counter = 0;

/**
 * A fresh database with the schema (and the seed when asked). PGlite: a new in-memory
 * instance. PostgreSQL: a new database cloned from the template the global setup built.
 */
export async function openTestDb(options: { seed?: boolean } = {}): Promise<TestDb> {
  let base: Queryable & { close(): Promise<void> };
  let url: string | undefined;
  if (engineName === 'postgres') {
    const pgBase = await openPostgres(
      `t_${process.pid}_${Date.now()}_${++counter}${options.seed ? '_s' : ''}`,
    );
    url = pgBase.url;
    base = pgBase;
    if (options.seed) await base.exec(seedScript());
  } else {
    base = await openPglite(Boolean(options.seed));
    const [state] = await base.query<{ migrated: boolean }>(
      "select to_regclass('public.user_card_review') is not null as migrated",
    );
    if (!state?.migrated) await applySchema(base, options);
  }
  return {
    engine: engineName,
    query: base.query,
    exec: base.exec,
    async scenario<T>(fn: (tx: Scenario) => Promise<T>): Promise<T> {
      await base.exec('begin');
      try {
        return await fn(new Scenario(base));
      } finally {
        await base.exec('rollback');
      }
    },
    ...(url
      ? {
          async openSession() {
            const session = await pgSession(url);
            return Object.assign(new Scenario(session), { close: session.close });
          },
        }
      : {}),
    close: base.close,
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateUrl: string;
    pgliteSchemaDump: string;
    pgliteSeededDump: string;
    pgliteServerDir: string;
  }
}
