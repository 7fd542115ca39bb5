#!/usr/bin/env node
/**
 * `pnpm dev`: the local backend plus the rsbuild dev servers of the shell and every remote, on
 * their ports from the app registry, with live reload. The shell gets config.json and
 * remotes.json from memory (pointing at the backend and at the remotes' dev servers); each
 * remote also serves its standalone page at its own port. Ctrl+C stops everything.
 *
 * Environment: SUPABASE_URL + SUPABASE_ANON_KEY (a hosted project instead of the local
 * backend), SUPABASE_PORT (local backend, default 54321), DEV_PORT (the shell's port; every
 * remote moves with it).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from './remote-apps.mjs';
import { backendForApp } from './local-backend.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shellPort = Number(process.env.DEV_PORT ?? shellApp.devPort);
const remotePorts = Object.fromEntries(
  remoteApps.map(({ name, devPort }) => [name, devPort + shellPort - shellApp.devPort]),
);

const children = [];
let stopping = false;

function startDevServer(dir, port, env) {
  const cwd = path.join(repoRoot, dir);
  const rsbuild = path.join(cwd, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const child = spawn(process.execPath, [rsbuild, 'dev'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const prefix = `[${dir}] `;
  const forward = (stream) => (chunk) => stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code) => {
    if (!stopping) console.error(`${prefix}dev server exited (${code})`);
  });
  children.push(child);
}

async function main() {
  const { backend, config } = await backendForApp({
    defaultPort: 54321,
    dataDir: path.join(repoRoot, '.data/supabase-local'),
    siteUrl: `http://localhost:${shellPort}`,
  });

  const remotes = Object.fromEntries(
    remoteApps.map(({ name }) => [name, `http://localhost:${remotePorts[name]}/mf-manifest.json`]),
  );
  const env = {
    PHRASEBOOK_RUNTIME_CONFIG: JSON.stringify(config),
    PHRASEBOOK_REMOTES: JSON.stringify(remotes),
  };
  for (const { folder, name } of remoteApps) startDevServer(folder, remotePorts[name], env);
  startDevServer(shellApp.folder, shellPort, env);

  console.log(`\n  Phrasebook (dev) at http://localhost:${shellPort}`);
  for (const { folder, name } of remoteApps) {
    console.log(`  ${folder} standalone at http://localhost:${remotePorts[name]}`);
  }
  console.log('\n  Press Ctrl+C to stop.\n');

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null,
      ),
    );
    await backend?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
