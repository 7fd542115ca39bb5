#!/usr/bin/env node
/**
 * Production build of every app: the shell and the four remotes (a few at a time), then
 * Storybook into shell/dist/components. Storybook must come last: rsbuild empties the
 * shell's dist/ when it builds.
 *
 *   node scripts/build.mjs            all apps + Storybook
 *   node scripts/build.mjs mf-learn   just these apps (no Storybook unless 'storybook' is named)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from './remote-apps.mjs';
import { pnpmCommand } from './lib/pnpm.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = [shellApp.folder, ...remoteApps.map(({ folder }) => folder)];

function run(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✓ ${label} built in ${seconds} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${label} build failed (exit ${code})`));
      }
    });
  });
}

/** One app through its own rsbuild (the package that declares it), no pnpm needed. */
export function buildApp(dir, env = {}) {
  const cwd = path.join(repoRoot, dir);
  const rsbuild = path.join(cwd, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  return run(dir, process.execPath, [rsbuild, 'build'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
}

async function inBatches(items, size, task) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(size, queue.length) }, async () => {
    while (queue.length) await task(queue.shift());
  });
  await Promise.all(workers);
}

export async function buildAll(selected = apps, { storybook = true } = {}) {
  const started = Date.now();
  // Rspack is multi-threaded already; a little overlap still saves wall time on 2 cores.
  await inBatches(selected, Math.max(2, Math.min(3, os.availableParallelism())), (dir) =>
    buildApp(dir),
  );
  if (storybook) {
    const [pnpm, ...pnpmArgs] = pnpmCommand();
    await run('storybook', pnpm, [...pnpmArgs, '--filter', '@phrasebook/ui', 'build-storybook']);
  }
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const selected = args.filter((arg) => apps.includes(arg));
  try {
    if (args.length === 0) await buildAll();
    else await buildAll(selected, { storybook: args.includes('storybook') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
