/**
 * Phrasebook on the production rehearsal (docs/deploying.md, "The rehearsal") for the benches
 * that take BENCH_HOST=static: every app's build on an origin of its own behind nginx, with the
 * page hints the deploy step wrote, instead of scripts/serve.mjs writing them per request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from '@phrasebook/build-config/remotes';
import { withServedApp, type ServedApp } from './first-load.ts';
import { ensureNginx } from '../../scripts/lib/system-deps.mjs';
import { startStaticRehearsal } from '../../scripts/deploy/static-rehearsal.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The host the benches measure: BENCH_HOST=static for the rehearsal, else scripts/serve.mjs. */
export const benchHost = process.env.BENCH_HOST === 'static' ? 'static' : 'serve';

/** As first-load.ts's withServedApp, on the rehearsal: the build copied to each origin. */
function withRehearsedApp(bench: (app: ServedApp) => Promise<void>): Promise<void> {
  const problems = ensureNginx();
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return withServedApp(bench, (config) =>
    startStaticRehearsal({
      shellDist: path.join(repoRoot, shellApp.folder, 'dist'),
      remoteDists: Object.fromEntries(
        remoteApps.map(({ folder }) => [folder, path.join(repoRoot, folder, 'dist')]),
      ),
      config,
    }),
  );
}

/** Serves Phrasebook on the host BENCH_HOST names for the length of `bench`. */
export function withBenchedApp(bench: (app: ServedApp) => Promise<void>): Promise<void> {
  return benchHost === 'static' ? withRehearsedApp(bench) : withServedApp(bench);
}
