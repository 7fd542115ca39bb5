import { startPostgresCluster } from './postgres-cluster.ts';

/**
 * The PostgreSQL server a test suite runs on, for vitest's global setup: the one at
 * `externalUrl` when given (nothing to stop), else a throwaway cluster that `stop()` removes.
 */
export async function suitePostgres(
  externalUrl?: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (externalUrl) return { url: externalUrl, stop: async () => {} };
  const cluster = await startPostgresCluster();
  return { url: cluster.url, stop: () => cluster.stop() };
}
