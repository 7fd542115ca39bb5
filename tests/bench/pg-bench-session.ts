/** What the PostgreSQL benchmarks share: a session like the REST layer's, and the figures. */
import pg from 'pg';
export { percentile } from './percentile.ts';
import { startPostgresCluster, type PostgresCluster } from '@phrasebook/testing/postgres-cluster';
import { applySchema, sessionSettings } from '@phrasebook/testing/schema';

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // A connection cut while idle (the cluster stopping) must not crash the report.
  client.on('error', () => undefined);
  await client.connect();
  await client.query(sessionSettings);
  return client;
}

/** Runs fn inside a transaction as `uid`, the way PostgREST runs a request. */
export async function asUser<T>(client: pg.Client, uid: string, fn: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ sub: uid, role: 'authenticated' }),
    ]);
    await client.query('set local role authenticated');
    const result = await fn();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Runs a benchmark in a new database with the schema applied: on DATABASE_URL's server (the
 * database is dropped afterwards) or a throwaway cluster. `admin` bypasses RLS for fixtures.
 */
export async function withBenchDatabase(
  name: string,
  run: (dbUrl: string, admin: pg.Client) => Promise<void>,
): Promise<void> {
  let cluster: PostgresCluster | null = null;
  let url = process.env.DATABASE_URL;
  const database = `${name}_${process.pid}`;
  if (!url) {
    cluster = await startPostgresCluster();
    url = cluster.url;
  }
  const root = await connect(url);
  await root.query(`create database ${database}`);
  await root.end();
  const dbUrl = url.replace(/\/[^/]*$/, `/${database}`);
  const admin = await connect(dbUrl);
  try {
    await applySchema({
      query: async (sql, params) => (await admin.query(sql, params)).rows as never,
      exec: async (sql) => void (await admin.query(sql)),
    });
    await run(dbUrl, admin);
  } finally {
    await admin.end();
    if (cluster) await cluster.stop();
    else {
      const cleanup = await connect(url);
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    }
  }
}
