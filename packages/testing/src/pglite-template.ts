import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's initdb takes seconds; a test suite starts many servers. The first call
 * initialises an empty cluster once (kept in the temp dir, keyed by PGlite version) and
 * every call copies it to `<dataDir>/pglite`, which the engine then opens as an existing
 * database. Only a bare initdb is cached: baseline and migrations still run per server.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const pkg = JSON.parse(
    readFileSync(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as {
    version: string;
  };
  const template = path.join(os.tmpdir(), `supabase-local-pglite-initdb-${pkg.version}`);
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    const building = mkdtempSync(`${template}-building-`);
    const db = await PGlite.create(building);
    await db.close();
    try {
      renameSync(building, template);
    } catch {
      // Another process finished first; its copy is as good as ours.
      rmSync(building, { recursive: true, force: true });
    }
  }
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}
