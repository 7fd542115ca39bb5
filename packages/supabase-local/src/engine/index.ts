import type { Engine } from './types.ts';
import { createPgliteEngine } from './pglite.ts';
import { createPostgresEngine } from './postgres.ts';

/** DATABASE_URL (or `databaseUrl`) set → PostgreSQL server; otherwise embedded PGlite. */
export async function createEngine(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<Engine> {
  if (options.databaseUrl) return createPostgresEngine(options.databaseUrl);
  return createPgliteEngine(options.dataDir);
}
