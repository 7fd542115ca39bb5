import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file is packages/supabase-local/src/paths.ts). */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export const defaultDataDir = path.join(repoRoot, '.data', 'supabase-local');
export const defaultMigrationsDir = path.join(repoRoot, 'supabase', 'migrations');
export const defaultSeedFile = path.join(repoRoot, 'supabase', 'seed.sql');
export const demoAccountsFile = path.join(repoRoot, 'supabase', 'demo-accounts.json');
