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

/** What an app's features share: `src/shared/`, which any feature imports and which imports none. */
export const sharedFolder = 'shared';

/**
 * Where each app keeps its features (docs/architecture.md): a remote's `src/<feature>/`
 * folders (its `routes/` table and its `shared/` folder are not features), the shell's
 * `src/features/<feature>/`.
 */
export function featureFolders() {
  const apps = [
    `${shellApp.folder}/src/features`,
    ...remoteApps.map(({ folder }) => `${folder}/src`),
  ];
  return apps.map((parent) => ({
    parent,
    features: subfolders(path.join(repoRoot, parent)).filter(
      (name) => name !== 'routes' && name !== sharedFolder,
    ),
  }));
}

/**
 * import-x/no-restricted-paths zones: a feature may not import another of its app's, and the
 * app's `shared/` folder imports no feature.
 */
export function featureBoundaryZones() {
  return featureFolders().flatMap(({ parent, features }) => [
    ...(features.length < 2
      ? []
      : features.map((feature) => ({
          target: `./${parent}/${feature}`,
          from: features
            .filter((other) => other !== feature)
            .map((other) => `./${parent}/${other}`),
          message:
            'Features never import each other: move what both need to src/shared/, or meet in routes/.',
        }))),
    ...(features.length === 0
      ? []
      : [
          {
            target: `./${parent}/${sharedFolder}`,
            from: features.map((feature) => `./${parent}/${feature}`),
            message: 'src/shared/ serves every feature of the app, so it imports none of them.',
          },
        ]),
  ]);
}

/**
 * The layers of a feature folder (docs/architecture.md, "The arrows"): `api/` reads and
 * writes the backend and knows nothing drawn, `components/` draw and never reach a screen,
 * `routes/` put them together. Keys: the importing layer; values: the layers it may not import.
 */
export const layerArrows = {
  api: ['state', 'components', 'routes'],
  components: ['routes'],
};

/** import-x/no-restricted-paths zones holding `layerArrows` in every feature and shared folder. */
export function featureLayerZones() {
  return featureFolders().flatMap(({ parent, features }) =>
    [...features, sharedFolder].flatMap((feature) =>
      Object.entries(layerArrows).map(([layer, forbidden]) => ({
        target: `./${parent}/${feature}/${layer}`,
        from: forbidden.map((other) => `./${parent}/${feature}/${other}`),
        message: `A feature's ${layer}/ never imports its ${forbidden.join(', ')}/ (docs/architecture.md).`,
      })),
    ),
  );
}
