import fs from 'node:fs';
import path from 'node:path';
import { backendInfo } from './fixtures.ts';
import { servedDirs } from './global-setup.ts';
import { startServer, type ServeOptions } from '../../scripts/serve.mjs';

/** A production server of its own, so swapping a remote does not disturb specs running in parallel. */
export async function serveSnapshot(options: Pick<ServeOptions, 'pageHints'> = {}) {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir)
    throw new Error('E2E_DIST_DIR is not set: run through tests/e2e/playwright.config.ts');
  const backend = backendInfo();
  const server = await startServer({
    config: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, exposeTestGlobals: true },
    ...servedDirs(distDir),
    ...options,
  });
  const shellIndex = path.join(distDir, 'shell/index.html');
  return {
    server,
    shellIndex,
    shellDir: path.join(distDir, 'shell'),
    shellBefore: fs.readFileSync(shellIndex, 'utf8'),
  };
}
