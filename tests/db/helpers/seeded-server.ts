import { inject } from 'vitest';
import { startTestServer, type TestServer } from '../../../packages/supabase-local/test/harness.ts';
import { engineName, migrationsDir, seedFile } from '@phrasebook/testing/schema';

/**
 * The local backend on the migrated, seeded database: on PostgreSQL a database of its own on
 * the cluster the global setup runs, on PGlite a copy of the data directory it prepared.
 */
export function startSeededServer(): Promise<TestServer> {
  const template = inject('pgTemplateUrl');
  if (engineName === 'postgres' && template)
    process.env.SUPABASE_LOCAL_TEST_PG_URL ??= template.replace(/\/[^/]*$/, '/postgres');
  const pgliteFrom = inject('pgliteServerDir') || undefined;
  return startTestServer({ migrationsDir, seedFile, engine: engineName, pgliteFrom });
}
