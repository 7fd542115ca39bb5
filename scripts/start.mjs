#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone with only Node and npm to a running app. Installs (pnpm,
 * through npx when it is not installed), builds every app, starts the local backend (which
 * migrates and seeds an empty database), writes the runtime files next to the shell's
 * index.html, serves everything from one port and prints the address and demo accounts.
 * Runs until Ctrl+C, then stops the server and the backend.
 *
 * Environment: PORT (app, default 4173), SUPABASE_PORT (local backend, default 54321),
 * SUPABASE_URL + SUPABASE_ANON_KEY (use that project instead of the local backend),
 * SKIP_INSTALL=1 / SKIP_BUILD=1 (reuse what is there).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './lib/pnpm.mjs';
import { sameOriginRemotes } from './remote-apps.mjs';
import { backendForApp } from './local-backend.mjs';
import { runUntilStopped } from './lib/run-until-stopped.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Phrasebook needs Node 20.19 or newer; this is ${process.version}.`);
    process.exit(1);
  }
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function main() {
  checkNode();
  const port = Number(process.env.PORT ?? 4173);
  const appUrl = `http://localhost:${port}`;

  if (process.env.SKIP_INSTALL !== '1') {
    const [pnpm, ...pnpmArgs] = pnpmCommand();
    console.log('› Installing dependencies');
    await run(pnpm, [...pnpmArgs, 'install', '--frozen-lockfile']);
  }
  if (process.env.SKIP_BUILD !== '1') {
    console.log('› Building the shell, the remotes and Storybook');
    await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')]);
  }

  const { backend, config } = await backendForApp({
    defaultPort: 54321,
    dataDir: path.join(repoRoot, '.data/supabase-local'),
    siteUrl: appUrl,
    log: false,
  });

  // Runtime files: read by the shell at start-up, never baked into the build.
  const shellDist = path.join(repoRoot, 'shell/dist');
  fs.writeFileSync(path.join(shellDist, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const remotes = sameOriginRemotes();
  fs.writeFileSync(path.join(shellDist, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);

  const { startServer } = await import('./serve.mjs');
  let server;
  try {
    // Also served from memory, so a rebuild while the app runs cannot lose them.
    server = await startServer({ port, host: process.env.HOST ?? '127.0.0.1', config, remotes });
  } catch (error) {
    await backend?.stop();
    throw error;
  }

  console.log(`\n  Phrasebook is running at ${appUrl}\n`);
  console.log(`  Components (Storybook): ${appUrl}/components/`);
  if (backend)
    console.log(
      `  Local backend:          ${config.supabaseUrl}\n  Mail outbox:            ${backend.runtime.outboxUrl}`,
    );
  runUntilStopped({ closeApp: () => server.close(), backend });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
