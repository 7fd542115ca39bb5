/**
 * Phrasebook on the production rehearsal (docs/deploying.md, "The rehearsal") for the benches
 * that take BENCH_HOST=static: every app's build on an origin of its own behind nginx, with the
 * page hints the deploy step wrote, instead of scripts/serve.mjs writing them per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from '@phrasebook/build-config/remotes';
import { withServedApp, type ServedApp } from './first-load.ts';
// @ts-expect-error plain ESM script without type declarations, as first-load.ts imports it
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { ensureNginx } from '../../scripts/lib/system-deps.mjs';
import { startStaticRehearsal } from '../../scripts/deploy/static-rehearsal.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The host the benches measure: BENCH_HOST=static for the rehearsal, else scripts/serve.mjs. */
export const benchHost = process.env.BENCH_HOST === 'static' ? 'static' : 'serve';

/** As first-load.ts's withServedApp, on the rehearsal: the build copied to each origin. */
async function withRehearsedApp(bench: (app: ServedApp) => Promise<void>): Promise<void> {
  const problems = ensureNginx();
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-bench-db-'));
  const backend = await startLocalBackend({
    port: await freePort(),
    dataDir,
    log: false,
    // Every measured visit signs in from this one address: above hosted's 30 in 5 minutes.
    env: { SUPABASE_LOCAL_SIGNIN_PER_IP: '100000', SUPABASE_LOCAL_SIGNUP_PER_IP: '100000' },
  });
  const supabaseUrl = backend.runtime.apiUrl as string;
  const anonKey = backend.runtime.anonKey as string;
  try {
    const rehearsal = await startStaticRehearsal({
      shellDist: path.join(repoRoot, shellApp.folder, 'dist'),
      remoteDists: Object.fromEntries(
        remoteApps.map(({ folder }) => [folder, path.join(repoRoot, folder, 'dist')]),
      ),
      config: { supabaseUrl, supabaseAnonKey: anonKey },
    });
    try {
      await bench({ url: rehearsal.url, supabaseUrl, anonKey });
    } finally {
      await rehearsal.close();
    }
  } finally {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Serves Phrasebook on the host BENCH_HOST names for the length of `bench`. */
export function withBenchedApp(bench: (app: ServedApp) => Promise<void>): Promise<void> {
  return benchHost === 'static' ? withRehearsedApp(bench) : withServedApp(bench);
}
