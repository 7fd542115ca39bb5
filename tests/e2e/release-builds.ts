import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from '@phrasebook/build-config/remotes';
import { buildApp } from '../../scripts/build.mjs';
import { remoteSourceCopyWithScreen, type ReleaseScreen } from './remote-source-copy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A new release of one app that a spec deploys. */
export interface Release {
  /** The app's folder. */
  app: string;
  /** The build's environment beyond NODE_ENV, e.g. PUBLIC_BUILD_LABEL for the page to show. */
  env?: Record<string, string>;
  /** A screen the release adds to the remote's route table. */
  screen?: ReleaseScreen;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The apps under test, by their built entry points: a release built from the same sources is
 * the same release, and any change to the sources renames some file these name.
 */
function buildsUnderTest(): string {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir)
    throw new Error('E2E_DIST_DIR is not set: run through tests/e2e/playwright.config.ts');
  const entries = [
    path.join(distDir, shellApp.folder, 'index.html'),
    ...remoteApps.map((app) => path.join(distDir, app.folder, 'mf-manifest.json')),
  ];
  return digest(entries.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes `lock`, a folder naming its holder, unless a live process holds it. */
function tryLock(lock: string): boolean {
  const mine = `${lock}.${process.pid}`;
  fs.mkdirSync(mine, { recursive: true });
  fs.writeFileSync(path.join(mine, 'pid'), String(process.pid));
  try {
    // Atomic, and refused while the lock exists: it is never empty.
    fs.renameSync(mine, lock);
    return true;
  } catch {
    fs.rmSync(mine, { recursive: true, force: true });
  }
  let holder: number;
  try {
    holder = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return false; // let go meanwhile: try again
  }
  // A holder that died mid-build (a killed run) left it behind.
  if (!isRunning(holder)) fs.rmSync(lock, { recursive: true, force: true });
  return false;
}

/**
 * The dist folder of `release`, built once per build of the apps under test and kept under
 * .tmp/release-builds: the main suite and the static rehearsal deploy the same releases
 * (playwright.static.config.ts), and a retried spec finds its release built. Builds take a core
 * or two for several seconds each, which the suites' other workers were waiting for.
 * Deploying copies or serves the folder as it is; nothing may write into it.
 */
export async function releaseBuild(release: Release): Promise<string> {
  const builds = path.join(repoRoot, '.tmp', 'release-builds');
  const under = path.join(builds, buildsUnderTest());
  const dist = path.join(under, digest(JSON.stringify(release)));
  const lock = `${dist}.lock`;
  if (!fs.existsSync(under)) {
    // Releases of sources that have changed since are of no use any more.
    for (const old of fs.existsSync(builds) ? fs.readdirSync(builds) : []) {
      // Another worker may have begun the current ones meanwhile.
      if (old !== path.basename(under))
        fs.rmSync(path.join(builds, old), { recursive: true, force: true });
    }
    fs.mkdirSync(under, { recursive: true });
  }
  while (!fs.existsSync(dist)) {
    if (!tryLock(lock)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const partial = `${dist}.partial`;
    const copy = release.screen ? remoteSourceCopyWithScreen(release.app, release.screen) : null;
    try {
      fs.rmSync(partial, { recursive: true, force: true });
      await buildApp(copy?.folder ?? release.app, { ...release.env, PHRASEBOOK_DIST_DIR: partial });
      fs.renameSync(partial, dist);
    } finally {
      copy?.remove();
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return dist;
}

/** The next two releases of mf-learn, each showing its label on the page. */
export const learnReleases = [1, 2].map((n) => ({
  label: `release-${n}`,
  release: { app: 'mf-learn', env: { PUBLIC_BUILD_LABEL: `release-${n}` } },
}));
