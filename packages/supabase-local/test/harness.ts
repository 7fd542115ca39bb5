import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import type { AuthOptions } from '../src/auth/index.ts';
import type { RestOptions } from '../src/rest/index.ts';
import type { HttpLimits } from '../src/server.ts';
import type { QueryResult } from '../src/engine/types.ts';
import { startServer, type RunningServer } from '../src/index.ts';
import { seedPgliteDataDir } from '@phrasebook/testing/pglite-template';
import { startPostgresCluster, type PostgresCluster } from '@phrasebook/testing/postgres-cluster';

export interface TestServerOptions {
  /** Migrations to apply. @default none (an empty temp folder): baseline only */
  migrationsDir?: string;
  /** Seed run on the fresh database. @default none */
  seedFile?: string;
  /** @default process.env.SUPABASE_LOCAL_TEST_ENGINE ?? 'pglite' */
  engine?: 'pglite' | 'postgres';
  /**
   * On PGlite, the data directory of a server that has run with the same migrations and seed
   * (`preparePgliteDataDir`): its database is copied, so neither runs again.
   */
  pgliteFrom?: string;
  /** Auth tunables. Defaults here: bcrypt cost 4 and no rate limit that could trigger. */
  auth?: AuthOptions;
  rest?: RestOptions;
  http?: HttpLimits;
}

export interface SignedUpUser {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  engine: 'pglite' | 'postgres';
  /** The running server (its engine, context and config) for tests that need more. */
  server: RunningServer;
  /** A fresh supabase-js client with the anon key, no persisted session, ws for realtime. */
  client(key?: string): SupabaseClient;
  /** Signs up a new user (random email unless given) and returns a client signed in as them. */
  signUpUser(
    email?: string,
    password?: string,
    metadata?: Record<string, unknown>,
  ): Promise<SignedUpUser>;
  /** SQL as the database superuser, outside any request. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  close(): Promise<void>;
}

/** The engine tests run on: SUPABASE_LOCAL_TEST_ENGINE=postgres selects a PostgreSQL server. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.SUPABASE_LOCAL_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh database on a PostgreSQL server: on the cluster the vitest global setup started
 * (SUPABASE_LOCAL_TEST_PG_URL), else on a cluster of its own that `drop()` stops.
 */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  let cluster: PostgresCluster | null = null;
  let adminUrl = process.env.SUPABASE_LOCAL_TEST_PG_URL;
  if (!adminUrl) {
    cluster = await startPostgresCluster();
    adminUrl = cluster.url;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (cluster) return cluster.stop();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js takes a constructor instead.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A throwaway place for a server's data: a temp data dir, plus a fresh database on postgres. */
export interface TestStore {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

export async function createTestStore(
  engine: 'pglite' | 'postgres' = testEngine(),
  pgliteFrom?: string,
): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-test-'));
  const database = engine === 'postgres' ? await freshPostgresDatabase() : null;
  if (engine === 'pglite' && pgliteFrom)
    cpSync(path.join(pgliteFrom, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  else if (engine === 'pglite') await seedPgliteDataDir(dataDir);
  return {
    engine,
    dataDir,
    databaseUrl: database?.url,
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the server in-process on a free port with a throwaway data directory. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const store = await createTestStore(options.engine ?? testEngine(), options.pgliteFrom);
  const engine = store.engine;
  let server: RunningServer;
  try {
    server = await startServer({
      port: 0,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      migrationsDir: options.migrationsDir ?? path.join(store.dataDir, 'no-migrations'),
      seedFile: options.seedFile ?? null,
      jwtSecret: randomBytes(32).toString('hex'),
      auth: {
        passwordHashCost: 4,
        signInPerEmail: 1_000_000,
        signInPerIp: 1_000_000,
        verifyPerIp: 1_000_000,
        signUpPerIp: 1_000_000,
        mailPerIp: 1_000_000,
        mailIntervalSeconds: 0,
        ...options.auth,
      },
      ...(options.rest ? { rest: options.rest } : {}),
      ...(options.http ? { http: options.http } : {}),
    });
  } catch (error) {
    await store.remove().catch(() => {});
    throw error;
  }

  const client = (key = server.anonKey) => createTestClient(server.url, key);
  let closed = false;
  return {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    engine,
    server,
    client,
    async signUpUser(email, password = 'correct-horse-battery', metadata = {}) {
      const address = email ?? `user-${randomBytes(5).toString('hex')}@example.test`;
      const userClient = client();
      const { data, error } = await userClient.auth.signUp({
        email: address,
        password,
        options: { data: metadata },
      });
      if (error) throw error;
      if (!data.user || !data.session) throw new Error('sign-up returned no session');
      return {
        client: userClient,
        user: data.user,
        session: data.session,
        email: address,
        password,
      };
    },
    query: (sql, params) => server.engine.query(sql, params),
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await store.remove();
    },
  };
}

/**
 * A PGlite data directory migrated and seeded by the server itself, for suites that start
 * many servers on the same schema (`pgliteFrom`): the seed hashes its accounts' passwords in
 * the database, which takes seconds in WebAssembly. Remove it when done.
 */
export async function preparePgliteDataDir(
  options: Pick<TestServerOptions, 'migrationsDir' | 'seedFile'>,
): Promise<string> {
  const server = await startTestServer({ ...options, engine: 'pglite' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-prepared-'));
  await server.server.close();
  cpSync(path.join(server.server.context.config.dataDir, 'pglite'), path.join(dataDir, 'pglite'), {
    recursive: true,
  });
  await server.close();
  return dataDir;
}
