import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageJsonOf } from '../package-json.ts';
import { remoteApps, shellApp } from '../remotes.ts';
import { shared } from '../shared.ts';
import {
  filesUnder,
  shippedSourceFiles,
  sharedImports,
  type SharedImport,
} from './scan-imports.ts';

export const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Sources that ship in some app's bundle: every app's and every workspace package's src/. */
function repoSourceFiles(): string[] {
  const packages = fs
    .readdirSync(path.join(repoRoot, 'packages'))
    .map((name) => path.join('packages', name));
  return [shellApp.folder, ...remoteApps.map((app) => app.folder), ...packages].flatMap((dir) =>
    shippedSourceFiles(path.join(repoRoot, dir, 'src')),
  );
}

/** Where an installed package lives (its package.json may not be in its "exports"). */
function packageDir(name: string): string {
  for (const base of [shellApp.folder, 'packages/ui', 'packages/data', '.']) {
    const dir = path.join(repoRoot, base, 'node_modules', name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return fs.realpathSync(dir);
  }
  // A transitive dependency (@tanstack/query-core): pnpm keeps it in its store only.
  const store = path.join(repoRoot, 'node_modules/.pnpm');
  const entry = fs.readdirSync(store).find((dir) => dir.startsWith(`${name.replace('/', '+')}@`));
  if (entry) return path.join(store, entry, 'node_modules', name);
  throw new Error(`${name} is not installed`);
}

/** The published files of the other shared packages that depend on `name`. */
function sharedDependentFiles(name: string): string[] {
  return Object.keys(shared)
    .filter(
      (other) =>
        other !== name &&
        !other.endsWith('/') &&
        !other.startsWith('@phrasebook/') &&
        !path.isAbsolute(other),
    )
    .flatMap((other) => {
      const dir = packageDir(other);
      const { json } = packageJsonOf(path.join(dir, 'package.json'));
      const dependsOn = ['dependencies', 'peerDependencies'].some(
        (field) => (json[field] as Record<string, string> | undefined)?.[name] !== undefined,
      );
      if (!dependsOn) return [];
      return filesUnder(dir, (entry) => /\.m?js$/.test(entry));
    });
}

/**
 * Every value import of shared package `name` that some app can run: in the repository's
 * sources, and in the other shared packages (@mantine/notifications uses @mantine/core).
 */
export function repoImportsOf(name: string): SharedImport[] {
  return sharedImports([...repoSourceFiles(), ...sharedDependentFiles(name)], name, repoRoot);
}
