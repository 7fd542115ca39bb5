import { suitePostgres } from '@phrasebook/testing/suite-postgres';

let stop: (() => Promise<void>) | null = null;

/**
 * Vitest global setup: with SUPABASE_LOCAL_TEST_ENGINE=postgres, one PostgreSQL server
 * serves the whole run; the harness creates a fresh database on it per server.
 */
export async function setup(): Promise<void> {
  if (process.env.SUPABASE_LOCAL_TEST_ENGINE !== 'postgres') return;
  const server = await suitePostgres(process.env.SUPABASE_LOCAL_TEST_PG_URL);
  process.env.SUPABASE_LOCAL_TEST_PG_URL = server.url;
  stop = server.stop;
}

export async function teardown(): Promise<void> {
  await stop?.();
  stop = null;
}
