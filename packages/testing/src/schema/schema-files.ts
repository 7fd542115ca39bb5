import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export const migrationsDir = path.join(root, 'supabase', 'migrations');
export const seedFile = path.join(root, 'supabase', 'seed.sql');
export const baselineFile = path.join(
  root,
  'packages',
  'supabase-local',
  'src',
  'db',
  'baseline.sql',
);

/** Baseline then migrations in file-name order, as the local backend applies them. */
export function schemaScripts(): { name: string; sql: string }[] {
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: f, sql: readFileSync(path.join(migrationsDir, f), 'utf8') }));
  return [{ name: 'baseline.sql', sql: readFileSync(baselineFile, 'utf8') }, ...migrations];
}

export function seedScript(): string {
  return readFileSync(seedFile, 'utf8');
}

/** Session settings the local backend uses on every connection. */
export const sessionSettings =
  "set timezone = 'UTC'; set datestyle = 'ISO, MDY'; set intervalstyle = 'postgres'; set search_path = public, extensions";
