import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps, shellApp } from '../remote-apps.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function subfolders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Where each app keeps its features (docs/architecture.md): a remote's `src/<feature>/`
 * folders (its `routes/` table is not a feature), the shell's `src/features/<feature>/`.
 */
export function featureFolders() {
  const apps = [
    `${shellApp.folder}/src/features`,
    ...remoteApps.map(({ folder }) => `${folder}/src`),
  ];
  return apps.map((parent) => ({
    parent,
    features: subfolders(path.join(repoRoot, parent)).filter((name) => name !== 'routes'),
  }));
}

/** import-x/no-restricted-paths zones: a feature may not import another of its app's. */
export function featureBoundaryZones() {
  return featureFolders().flatMap(({ parent, features }) =>
    features.length < 2
      ? []
      : features.map((feature) => ({
          target: `./${parent}/${feature}`,
          from: features
            .filter((other) => other !== feature)
            .map((other) => `./${parent}/${other}`),
          message: 'Features never import each other: share through a package, or meet in routes/.',
        })),
  );
}
