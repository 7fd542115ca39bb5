import fs from 'node:fs';
import path from 'node:path';
import { backendInfo } from './fixtures.ts';
import { servedDirs } from './global-setup.ts';
import { rehearsalBuilds } from './static-host-setup.ts';
import { startServer, type ServeOptions } from '../../scripts/serve.mjs';
import { startStaticRehearsal } from '../../scripts/deploy/static-rehearsal.mjs';

/** A deployment of its own, as a spec's shipping steps see it, on either host. */
export interface OwnServer {
  /** The shell's address. */
  url: string;
  /** Ships a remote's new build alone (its folder, e.g. 'mf-learn'). */
  deployRemote(folder: string, dist: string): Promise<void>;
  /** Ships a new build of the shell. */
  deployShell(dist: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The host the suite runs against, of its own: scripts/serve.mjs, or with E2E_STATIC_HOST
 * (playwright.static.config.ts) the nginx rehearsal, where shipping means copying the build to
 * its origin and running the hint step (docs/deploying.md).
 */
async function ownHost(
  distDir: string,
  config: object,
  options: Pick<ServeOptions, 'pageHints'>,
): Promise<OwnServer> {
  if (process.env.E2E_STATIC_HOST === '1') {
    if (options.pageHints === false) throw new Error('The rehearsal always writes the hints');
    return startStaticRehearsal({ ...rehearsalBuilds(distDir), config });
  }
  const server = await startServer({ config, ...servedDirs(distDir), ...options });
  return {
    url: server.url,
    deployRemote: async (folder, dist) => server.setRemoteDir(folder, dist),
    deployShell: async (dist) => server.setShellDir(dist),
    close: () => server.close(),
  };
}

/** A production server of its own, so swapping a remote does not disturb specs running in parallel. */
export async function serveSnapshot(options: Pick<ServeOptions, 'pageHints'> = {}) {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir)
    throw new Error('E2E_DIST_DIR is not set: run through tests/e2e/playwright.config.ts');
  const backend = backendInfo();
  const server = await ownHost(
    distDir,
    { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, exposeTestGlobals: true },
    options,
  );
  const shellIndex = path.join(distDir, 'shell/index.html');
  return {
    server,
    shellIndex,
    shellDir: path.join(distDir, 'shell'),
    shellBefore: fs.readFileSync(shellIndex, 'utf8'),
  };
}
