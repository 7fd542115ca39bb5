import { startPostgresCluster, type PostgresCluster } from '../src/testing/postgres-cluster.ts';

let cluster: PostgresCluster | null = null;

/**
 * Vitest global setup: with SUPABASE_LOCAL_TEST_ENGINE=postgres, one throwaway cluster
 * serves the whole run; the harness creates a fresh database on it per server.
 */
export async function setup(): Promise<void> {
  if (
    process.env.SUPABASE_LOCAL_TEST_ENGINE !== 'postgres' ||
    process.env.SUPABASE_LOCAL_TEST_PG_URL
  )
    return;
  cluster = await startPostgresCluster();
  process.env.SUPABASE_LOCAL_TEST_PG_URL = cluster.url;
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  cluster = null;
}
