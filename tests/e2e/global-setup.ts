import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from '@phrasebook/build-config/remotes';
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { freePort } from '@phrasebook/testing/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { freePort };

interface BackendRuntime {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * Starts packages/supabase-local on a free port with a throwaway data directory; `env` adds
 * settings (e.g. SUPABASE_LOCAL_CONFIRM_EMAIL for a spec that needs a backend of its own).
 */
export async function startBackend(
  env: Record<string, string> = {},
): Promise<{ runtime: BackendRuntime; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-e2e-db-'));
  const backend = await startLocalBackend({
    port: await freePort(),
    dataDir,
    log: false,
    timeoutMs: 180_000,
    // Specs send recovery mails to one address seconds apart: no per-address interval. All
    // their browsers share one address, so the per-IP limits (hosted's 30 in 5 minutes) rise.
    env: {
      SUPABASE_LOCAL_SIGNIN_PER_IP: '100000',
      SUPABASE_LOCAL_SIGNUP_PER_IP: '100000',
      SUPABASE_LOCAL_MAIL_INTERVAL_SECONDS: '0',
      SUPABASE_LOCAL_MAIL_PER_IP: '100000',
      // Nearly every test signs a user up: bcrypt at its lowest cost, not GoTrue's 10, spared
      // a CI run about 30 s of CPU. What the specs prove does not depend on the cost.
      SUPABASE_LOCAL_PASSWORD_HASH_COST: '4',
      ...env,
    },
  });
  return {
    runtime: backend.runtime,
    stop: async () => {
      await backend.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const appDirs = [shellApp.folder, ...remoteApps.map((app) => app.folder)];

/** Copies every app's dist/ into one temporary folder, one sub-folder per app. */
export function snapshotBuilds(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-e2e-dist-'));
  for (const app of appDirs) {
    fs.cpSync(path.join(repoRoot, app, 'dist'), path.join(root, app), { recursive: true });
  }
  return root;
}

/** startServer options serving the snapshot made by snapshotBuilds. */
export function servedDirs(distDir: string): {
  shellDir: string;
  remoteDirs: Record<string, string>;
} {
  return {
    shellDir: path.join(distDir, 'shell'),
    remoteDirs: Object.fromEntries(appDirs.slice(1).map((app) => [app, path.join(distDir, app)])),
  };
}

/** Builds every app, unless E2E_SKIP_BUILD=1 says dist/ is fresh (one build for every suite). */
export function buildUnlessSkipped(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Build failed; browser tests need the production build');
}

/**
 * The backend the specs use: the one E2E_SUPABASE_URL + E2E_SUPABASE_ANON_KEY name when it
 * already runs, else a local one of their own.
 */
export async function specBackend(): Promise<{
  runtime: BackendRuntime;
  stop: () => Promise<void>;
}> {
  const external = process.env.E2E_SUPABASE_URL && process.env.E2E_SUPABASE_ANON_KEY;
  if (!external) return startBackend();
  return {
    runtime: {
      apiUrl: process.env.E2E_SUPABASE_URL ?? '',
      anonKey: process.env.E2E_SUPABASE_ANON_KEY ?? '',
      serviceRoleKey: process.env.E2E_SUPABASE_SERVICE_ROLE_KEY ?? '',
    },
    stop: async () => {},
  };
}

/** What the workers read: where the builds' snapshot is, the app and the backend. */
export function handToWorkers(distDir: string, appUrl: string, runtime: BackendRuntime): void {
  process.env.E2E_DIST_DIR = distDir;
  process.env.E2E_BASE_URL = appUrl;
  process.env.E2E_SUPABASE_URL = runtime.apiUrl;
  process.env.E2E_SUPABASE_ANON_KEY = runtime.anonKey;
  process.env.E2E_SUPABASE_SERVICE_ROLE_KEY = runtime.serviceRoleKey;
}

/**
 * Builds the apps (skip with E2E_SKIP_BUILD=1 when dist is fresh), starts the backend and the
 * production server, and hands their addresses to the workers through environment variables.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildUnlessSkipped();
  const backend = await specBackend();
  const config = {
    supabaseUrl: backend.runtime.apiUrl,
    supabaseAnonKey: backend.runtime.anonKey,
    exposeTestGlobals: true,
  };
  // Serve a snapshot of the builds: other jobs rebuilding dist/ mid-run cannot break the pages.
  const distDir = snapshotBuilds();
  const server = await startServer({ config, ...servedDirs(distDir) });
  handToWorkers(distDir, server.url, backend.runtime);

  return async () => {
    await server.close();
    await backend.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  };
}
