#!/usr/bin/env node
/**
 * `pnpm preview:static`: the production rehearsal (docs/deploying.md, "The rehearsal"). Builds
 * every app, copies each build to a folder of its own origin and serves them from Debian's
 * nginx (installed when missing), the shell on one port and each remote on its own, with a
 * CDN's headers and the page hints written by the deploy step; the local backend behind it,
 * seeded as `npm start` seeds it. Prints the addresses; runs until Ctrl+C.
 *
 * Environment: PORT (the shell's origin, default 4174), SUPABASE_PORT (local backend, default
 * 54322), SUPABASE_URL + SUPABASE_ANON_KEY (use that project instead), SKIP_BUILD=1 (serve the
 * builds that are there), HOST (default 127.0.0.1).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from './remote-apps.mjs';
import { run } from './lib/run.mjs';
import { ensureNginx } from './lib/system-deps.mjs';
import { backendForApp } from './local-backend.mjs';
import { runUntilStopped } from './lib/run-until-stopped.mjs';
import { hasBrotli } from './deploy/nginx-config.mjs';
import { startStaticRehearsal } from './deploy/static-rehearsal.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const problems = ensureNginx();
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4174);
  const appUrl = `http://${host}:${port}`;

  if (process.env.SKIP_BUILD !== '1') {
    console.log('› Building the shell, the remotes and Storybook');
    const code = await run([process.execPath, path.join(repoRoot, 'scripts/build.mjs')]);
    if (code !== 0) throw new Error('The build failed');
  }

  // A data folder of its own, so the rehearsal can run beside `npm start`.
  const { backend, config } = await backendForApp({
    defaultPort: 54322,
    dataDir: path.join(repoRoot, '.data/supabase-local-static'),
    siteUrl: appUrl,
    log: false,
  });

  console.log('› Deploying each app to its origin and starting nginx');
  let rehearsal;
  try {
    rehearsal = await startStaticRehearsal({
      shellDist: path.join(repoRoot, shellApp.folder, 'dist'),
      remoteDists: Object.fromEntries(
        remoteApps.map(({ folder }) => [folder, path.join(repoRoot, folder, 'dist')]),
      ),
      config,
      host,
      port,
    });
  } catch (error) {
    await backend?.stop();
    throw error;
  }

  console.log(`\n  Phrasebook (static rehearsal) is running at ${rehearsal.url}\n`);
  for (const [folder, url] of Object.entries(rehearsal.remoteUrls)) {
    console.log(
      `  ${folder.padEnd(11)} ${url}/${folder}/  (its files: ${rehearsal.remoteDirs[folder]})`,
    );
  }
  console.log(`  Compression: ${hasBrotli() ? 'brotli and gzip' : 'gzip only (no brotli module)'}`);
  console.log(`  Shell origin's folder: ${rehearsal.shellDir}`);
  if (backend) console.log(`  Local backend: ${config.supabaseUrl}`);
  runUntilStopped({ closeApp: () => rehearsal.close(), backend });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
