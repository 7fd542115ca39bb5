import fs from 'node:fs';
import path from 'node:path';
import { remoteApps } from '@phrasebook/build-config/remotes';
import { buildUnlessSkipped, handToWorkers, snapshotBuilds, specBackend } from './global-setup.ts';
import { ensureNginx } from '../../scripts/lib/system-deps.mjs';
import { startStaticRehearsal } from '../../scripts/deploy/static-rehearsal.mjs';

/** The rehearsal's options for the builds' snapshot that snapshotBuilds made. */
export function rehearsalBuilds(distDir: string) {
  return {
    shellDist: path.join(distDir, 'shell'),
    remoteDists: Object.fromEntries(
      remoteApps.map(({ folder }) => [folder, path.join(distDir, folder)]),
    ),
  };
}

/**
 * Global setup of playwright.static.config.ts: the same build and backend as the main suite,
 * served by the production rehearsal (docs/deploying.md, "The rehearsal"): nginx, the shell on
 * one origin and each remote on its own. E2E_STATIC_HOST tells own-server.ts to do the same.
 */
export default async function staticHostSetup(): Promise<() => Promise<void>> {
  const problems = ensureNginx();
  if (problems.length > 0) throw new Error(problems.join('\n'));
  buildUnlessSkipped();
  const backend = await specBackend();
  const distDir = snapshotBuilds();
  const rehearsal = await startStaticRehearsal({
    ...rehearsalBuilds(distDir),
    config: {
      supabaseUrl: backend.runtime.apiUrl,
      supabaseAnonKey: backend.runtime.anonKey,
      exposeTestGlobals: true,
    },
  });
  handToWorkers(distDir, rehearsal.url, backend.runtime);
  process.env.E2E_STATIC_HOST = '1';

  return async () => {
    await rehearsal.close();
    await backend.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  };
}
