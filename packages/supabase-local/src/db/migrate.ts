import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../engine/types.ts';

const baselinePath = fileURLToPath(new URL('./baseline.sql', import.meta.url));

export interface MigrateOptions {
  /** Folder of `*.sql` migrations, applied in file-name order. Missing folder = none. */
  migrationsDir: string;
  /** Run once, when no migration had ever been recorded. Missing file = no seed. */
  seedFile?: string | undefined;
}

export interface MigrateReport {
  applied: string[];
  seeded: boolean;
}

/** Raised when a migration or the seed fails: names the file and carries Postgres' error. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly cause: unknown,
  ) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`Migration ${file} failed: ${detail}`);
    this.name = 'MigrationError';
  }
}

function listMigrations(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** `20240101120000_create_decks.sql` → version `20240101120000`, name `create_decks`. */
function splitName(file: string): { version: string; name: string } {
  const stem = file.slice(0, -'.sql'.length);
  const cut = stem.indexOf('_');
  return cut < 0
    ? { version: stem, name: '' }
    : { version: stem.slice(0, cut), name: stem.slice(cut + 1) };
}

/**
 * Baseline, then pending migrations (each in its own transaction, recorded in
 * supabase_migrations.schema_migrations like the Supabase CLI does), then the seed when
 * the database had never been migrated.
 */
export async function migrate(engine: Engine, options: MigrateOptions): Promise<MigrateReport> {
  // A database that has never been migrated by us is "empty": only then does the seed run.
  const tracked = await engine.query<{ exists: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as exists",
  );
  const wasEmpty = !tracked.rows[0]?.exists;
  await engine.exec(readFileSync(baselinePath, 'utf8'));
  await engine.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null default '',
      statements text[],
      applied_at timestamptz not null default now()
    );
  `);

  const done = await engine.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const appliedVersions = new Set(done.rows.map((r) => r.version));
  const applied: string[] = [];

  for (const file of listMigrations(options.migrationsDir)) {
    const { version, name } = splitName(file);
    if (appliedVersions.has(version)) continue;
    const sql = readFileSync(path.join(options.migrationsDir, file), 'utf8');
    try {
      await engine.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, name],
        );
      });
    } catch (error) {
      throw new MigrationError(file, error);
    }
    appliedVersions.add(version);
    applied.push(file);
  }

  let seeded = false;
  if (wasEmpty && options.seedFile && existsSync(options.seedFile)) {
    const seed = readFileSync(options.seedFile, 'utf8');
    try {
      await engine.transaction((tx) => tx.exec(seed));
    } catch (error) {
      throw new MigrationError(path.basename(options.seedFile), error);
    }
    seeded = true;
  }
  return { applied, seeded };
}
